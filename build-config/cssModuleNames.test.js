const path = require('node:path');
const { scopedClassName } = require('./cssModuleNames');
const { classMapOf } = require('./cssModuleTransform');
const { hostConfig, remoteConfig } = require('./index');

const ROOT = path.resolve(__dirname, '..');
const inPackage = (...parts) => path.join(ROOT, ...parts);

describe('scopedClassName', () => {
  it('gives the same local name in the same file name of two areas two class names, each led by its package', () => {
    const feed = scopedClassName(inPackage('mf-feed', 'src', 'Button.module.css'), 'icon');
    const boards = scopedClassName(inPackage('mf-boards', 'src', 'Button.module.css'), 'icon');
    expect(feed).toMatch(/^mf-feed__Button__icon__[0-9a-f]{6}$/);
    expect(boards).toMatch(/^mf-boards__Button__icon__[0-9a-f]{6}$/);
    expect(feed).not.toBe(boards);
  });

  it('tells apart two files of the same name in two folders of one package', () => {
    const card = scopedClassName(inPackage('mf-feed', 'src', 'card', 'Button.module.css'), 'icon');
    const grid = scopedClassName(inPackage('mf-feed', 'src', 'grid', 'Button.module.css'), 'icon');
    expect(card).not.toBe(grid);
  });

  it('is the same every time (a class name is part of a build’s output)', () => {
    const file = inPackage('shell', 'src', 'AreaFailure.module.css');
    expect(scopedClassName(file, 'title')).toBe(scopedClassName(file, 'title'));
  });
});

describe('one naming function for the build and for tests', () => {
  const file = inPackage('mf-feed', 'src', 'card', 'IconButton.module.css');

  it.each([
    ['an area', remoteConfig({ packageDir: inPackage('mf-feed'), name: 'mf_feed', exposes: {}, budget: { initialKB: 20 } })],
    ['the shell', hostConfig({ packageDir: inPackage('shell') })],
  ])("%s's css-loader names classes with it", (_who, config) => {
    const rules = config({}, { mode: 'production' }).module.rules;
    const rule = rules.find((r) => r.test instanceof RegExp && r.test.test('x.module.css'));
    const cssLoader = rule.use.find((use) => use.loader.includes('css-loader'));
    expect(cssLoader.options.modules.getLocalIdent({ resourcePath: file }, '[hash:base64]', 'iconButton')).toBe(
      scopedClassName(file, 'iconButton'),
    );
  });

  it("and Jest's transform does too", () => {
    expect(classMapOf('.iconButton { width: 36px; }\n.iconButton:hover { opacity: 1; }', file)).toEqual({
      iconButton: scopedClassName(file, 'iconButton'),
    });
  });
});
