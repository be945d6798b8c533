// The published types are current, and an area that mounts another's module is checked against them.

const path = require('node:path');
const ts = require('typescript');
const { publishedTypes, repositoryCompilerOptions, writtenTypes } = require('./exposedTypes');

const ROOT = path.resolve(__dirname, '..');
// Compiling the exposed modules and their imports takes seconds on a loaded machine.
jest.setTimeout(60_000);

/** The diagnostics of a consumer file placed in mf-boards, compiled with the repository's options. */
function diagnosticsOf(code) {
  const options = repositoryCompilerOptions();
  const file = path.join(ROOT, 'mf-boards/src/consumer.check.ts');
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? code : readFile(name));
  host.fileExists = (
    (exists) => (name) =>
      name === file || exists(name)
  )(host.fileExists.bind(host));
  host.getSourceFile = (name, version) => (name === file ? ts.createSourceFile(name, code, version) : getSourceFile(name, version));
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe("areas' published types", () => {
  it('are the ones the exposed modules give (npm run types:publish rewrites them)', () => {
    const expected = publishedTypes();
    expect(Object.keys(expected)).toEqual([path.join('mf-feed', '@mf-types', 'PinGrid.d.ts')]);
    expect(writtenTypes()).toEqual(expected);
  });

  it("let an area mount mf_feed's grid with the props it takes, and refuse others", () => {
    const grid = `import type { PinGridMountProps } from 'mf_feed/PinGrid';\nimport type { mountPinGrid } from 'mf_feed/PinGrid';\n`;
    const good = `${grid}export const props: PinGridMountProps = { feed: { key: 'b', resource: 'BoardFeedResource', options: { board_id: '6' } }, surface: 'BaseBoardPinGrid', label: 'Pins' };\nexport type Mount = typeof mountPinGrid;\n`;
    expect(diagnosticsOf(good)).toEqual([]);
    const missingLabel = `${grid}export const props: PinGridMountProps = { feed: { key: 'b', resource: 'BoardFeedResource', options: { board_id: '6' } }, surface: 'BaseBoardPinGrid' };\n`;
    expect(diagnosticsOf(missingLabel).join('\n')).toMatch(/Property 'label' is missing/);
    const unknownModule = `import type { PinGridMountProps } from 'mf_feed/NoSuchGrid';\nexport type P = PinGridMountProps;\n`;
    expect(diagnosticsOf(unknownModule).join('\n')).toMatch(/Cannot find module 'mf_feed\/NoSuchGrid'/);
  });
});
