import { DEBUG_PANEL_LIMITS, DEBUG_PARAM_PREFIX, hasDebugParam, mayOpenDebugPanel, payloadSummary } from './debugMode';

describe('debug parameters (spec section 6: URL parameters starting with deb_)', () => {
  it("uses the spec's prefix", () => {
    expect(DEBUG_PARAM_PREFIX).toBe('deb_');
  });

  it.each([
    ['?deb_panel=1', true],
    ['deb_panel=1', true],
    ['?q=pasta&deb_signals', true],
    ['?deb_=1', true],
    ['?%64eb_panel=1', true],
    ['', false],
    ['?', false],
    ['?debug=1', false],
    ['?deb=1', false],
    ['?DEB_panel=1', false],
    ['?q=deb_panel', false],
    ['?xdeb_panel=1', false],
  ])('%p names a debug parameter: %p', (search, expected) => {
    expect(hasDebugParam(search)).toBe(expected);
  });
});

describe('who gets the debug panel', () => {
  const employee = { isEmployee: true };
  const user = { isEmployee: false };

  it.each([
    ['an employee who asked for it', employee, '?deb_panel=1', true],
    ['an employee who did not ask', employee, '?q=1', false],
    ['a signed-in user who asked', user, '?deb_panel=1', false],
    ['a visitor who asked', null, '?deb_panel=1', false],
    ['a page whose frame says nothing', undefined, '?deb_panel=1', false],
  ] as const)('%s: %p', (_label, viewer, search, expected) => {
    expect(mayOpenDebugPanel(viewer, search)).toBe(expected);
  });
});

describe('payloadSummary', () => {
  it.each<[string, unknown, string]>([
    ['an object as key=value pairs', { pinId: '1001', stage: 'enter', slotIndex: 3 }, 'pinId=1001, stage=enter, slotIndex=3'],
    [
      'nested objects and lists, shortly',
      { target: { boardId: '2' }, list: [1, 2], none: [], empty: {} },
      'target={…}, list=[2], none=[], empty={}',
    ],
    ['null, undefined and booleans', { a: null, b: undefined, c: false }, 'a=null, b=undefined, c=false'],
    ['a string as it is', 'hello', 'hello'],
    ['a number', 42, '42'],
    ['no payload', undefined, 'undefined'],
    ['an empty object', {}, ''],
    ['whitespace folded to one line', { message: 'two\nlines  here' }, 'message=two lines here'],
  ])('%s', (_label, payload, expected) => {
    expect(payloadSummary(payload)).toBe(expected);
  });

  it(`cuts a long summary to ${DEBUG_PANEL_LIMITS.summaryChars} characters, ending in an ellipsis`, () => {
    const summary = payloadSummary({ url: `https://example.com/${'a'.repeat(200)}` });
    expect([...summary]).toHaveLength(DEBUG_PANEL_LIMITS.summaryChars);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.startsWith('url=https://example.com/aaa')).toBe(true);
    const exact = 'x'.repeat(DEBUG_PANEL_LIMITS.summaryChars);
    expect(payloadSummary(exact)).toBe(exact);
  });

  it('keeps 50 events and 50 logged events', () => {
    expect(DEBUG_PANEL_LIMITS.events).toBe(50);
    expect(DEBUG_PANEL_LIMITS.logged).toBe(50);
  });
});
