import { moveStylesToClasses } from './serverStyles';

describe('moveStylesToClasses', () => {
  it.each([
    ['no style', '<p class="a">x</p>', '<p class="a">x</p>', ''],
    [
      'a style beside a class',
      '<div class="card" style="height:22px">x</div>',
      '<div class="card pb-ss-0">x</div>',
      '.pb-ss-0{height:22px}',
    ],
    [
      'a style before a class',
      '<div style="height:22px" class="card">x</div>',
      '<div class="card pb-ss-0">x</div>',
      '.pb-ss-0{height:22px}',
    ],
    ['a style without a class', '<div role="list" style="height:1981px">', '<div class="pb-ss-0" role="list">', '.pb-ss-0{height:1981px}'],
    [
      'the same style twice, one class',
      '<i style="width:1px"></i><b style="width:1px"></b><u style="width:2px"></u>',
      '<i class="pb-ss-0"></i><b class="pb-ss-0"></b><u class="pb-ss-1"></u>',
      '.pb-ss-0{width:1px}.pb-ss-1{width:2px}',
    ],
    [
      'entities in the value, decoded for the stylesheet',
      '<p style="font-family:&quot;Inter&quot;, sans-serif">x</p>',
      '<p class="pb-ss-0">x</p>',
      '.pb-ss-0{font-family:"Inter", sans-serif}',
    ],
    ['a self-closing element', '<img src="/a.jpg" style="height:3px"/>', '<img class="pb-ss-0" src="/a.jpg"/>', '.pb-ss-0{height:3px}'],
    ['text that reads like a style is left', '<p>style="height:1px"</p>', '<p>style="height:1px"</p>', ''],
  ])('%s', (_case, html, moved, css) => {
    expect(moveStylesToClasses(html)).toEqual({ html: moved, css });
  });

  it.each([
    ['a brace that would close the rule', 'background-color:red}body{display:none'],
    ['an at-rule', 'color:red;@import url(x)'],
    ['an escape', 'color:r\\65 d'],
    ['a comment', 'color:red/* x */'],
    ['markup', 'color:red&lt;/style&gt;'],
  ])('refuses %s, from data such as a pin colour', (_case, style) => {
    expect(() => moveStylesToClasses(`<div style="${style}"></div>`)).toThrow('cannot be moved to a stylesheet');
  });
});
