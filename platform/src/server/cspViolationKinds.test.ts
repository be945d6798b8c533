import { type Blocked, blockedOf, type CspDirective, directiveOf, violationsOf } from './cspViolationKinds';

const PAGE = 'https://pinboard.example/pin/1001/';

describe('directiveOf', () => {
  it.each<[string, unknown, unknown, CspDirective]>([
    ['an effective directive', 'script-src-elem', undefined, 'script-src-elem'],
    ['an attribute directive', 'style-src-attr', undefined, 'style-src-attr'],
    ['in capitals, with spaces', '  IMG-SRC ', undefined, 'img-src'],
    ['the violated directive when no effective one is sent', undefined, 'connect-src', 'connect-src'],
    ["an older browser's violated directive with its sources", '', "script-src 'self' https://cdn.example", 'script-src'],
    ['the effective directive over the violated one', 'frame-src', 'default-src', 'frame-src'],
    ['frame-ancestors', 'frame-ancestors', undefined, 'frame-ancestors'],
    ['trusted types', 'require-trusted-types-for', undefined, 'require-trusted-types-for'],
    ['a made-up directive', 'junk-src-1', undefined, 'other'],
    ['a directive with a made-up suffix', 'script-src-elem2', undefined, 'other'],
    ['report-uri, which is never violated', 'report-uri', undefined, 'other'],
    ['a number', 42, undefined, 'other'],
    ['nothing', undefined, undefined, 'other'],
    ['an object', { toString: () => 'script-src' }, undefined, 'other'],
  ])('takes %s', (_label, effective, violated, expected) => {
    expect(directiveOf(effective, violated)).toBe(expected);
  });
});

describe('blockedOf', () => {
  it.each<[string, unknown, unknown, Blocked]>([
    ['an inline script', 'inline', PAGE, { blocked: 'inline' }],
    ['eval', 'eval', PAGE, { blocked: 'eval' }],
    ['wasm-eval', 'wasm-eval', PAGE, { blocked: 'wasm-eval' }],
    ['a trusted-types sink', 'trusted-types-sink', PAGE, { blocked: 'trusted-types-sink' }],
    ['a data: URL by its scheme', 'data', PAGE, { blocked: 'data' }],
    ['a whole data: URL', 'data:image/png;base64,AAAA', PAGE, { blocked: 'data' }],
    ['a blob: URL', 'blob:https://pinboard.example/1c2d', PAGE, { blocked: 'blob' }],
    ['a file of the same origin', 'https://pinboard.example/shell/x.js?token=secret', PAGE, { blocked: 'same-origin' }],
    ["Firefox's old 'self'", 'self', PAGE, { blocked: 'same-origin' }],
    [
      "another origin's file, by its host alone",
      'https://evil.example:8443/x.js?secret=1',
      PAGE,
      { blocked: 'host', host: 'evil.example' },
    ],
    ['the same host on another port', 'https://pinboard.example:8443/x.js', PAGE, { blocked: 'host', host: 'pinboard.example' }],
    ['a socket', 'wss://ws.example/feed', PAGE, { blocked: 'host', host: 'ws.example' }],
    ['a host in capitals', 'https://CDN.Example/x.js', PAGE, { blocked: 'host', host: 'cdn.example' }],
    ['an international host, as punycode', 'https://bücher.example/x.js', PAGE, { blocked: 'host', host: 'xn--bcher-kva.example' }],
    ['an address', 'http://203.0.113.9/x.js', PAGE, { blocked: 'host', host: '203.0.113.9' }],
    ['a host with no page to compare', 'https://pinboard.example/x.js', undefined, { blocked: 'host', host: 'pinboard.example' }],
    ["a browser extension's script", 'chrome-extension://abcdefghijklmnop/inject.js', PAGE, { blocked: 'extension' }],
    ["Firefox's extension", 'moz-extension://1234-5678/content.js', PAGE, { blocked: 'extension' }],
    ['another scheme', 'ftp://files.example/x', PAGE, { blocked: 'unknown' }],
    ['about:blank', 'about:blank', PAGE, { blocked: 'unknown' }],
    ['a made-up word', 'made-up-kind-3', PAGE, { blocked: 'unknown' }],
    ['an empty value', '', PAGE, { blocked: 'unknown' }],
    ['a number', 7, PAGE, { blocked: 'unknown' }],
    ['a host longer than DNS allows', `https://${'a.'.repeat(130)}example/x.js`, PAGE, { blocked: 'unknown' }],
  ])('takes %s', (_label, blockedUri, documentUri, expected) => {
    expect(blockedOf(blockedUri, documentUri)).toEqual(expected);
  });
});

describe('violationsOf', () => {
  it.each<[string, unknown, ReturnType<typeof violationsOf>]>([
    [
      'the legacy report-uri form',
      { 'csp-report': { 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'document-uri': PAGE } },
      [{ directive: 'script-src-elem', blocked: 'inline' }],
    ],
    [
      'the Reporting API form, other report types skipped',
      [
        { type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', documentURL: PAGE } },
        { type: 'deprecation', body: { id: 'x' } },
        {
          type: 'csp-violation',
          body: { effectiveDirective: 'connect-src', blockedURL: 'https://pinboard.example/v3/', documentURL: PAGE },
        },
      ],
      [
        { directive: 'img-src', blocked: 'host', host: 'evil.example' },
        { directive: 'connect-src', blocked: 'same-origin' },
      ],
    ],
    ['a legacy report with nothing in it', { 'csp-report': {} }, [{ directive: 'other', blocked: 'unknown' }]],
    ['a legacy report that is not an object', { 'csp-report': 'x' }, []],
    ['a list of junk', [null, 1, 'x', { type: 'csp-violation' }, { type: 'csp-violation', body: [] }], []],
    ['something else', { hello: 'world' }, []],
    ['null', null, []],
  ])('reads %s', (_label, body, expected) => {
    expect(violationsOf(body)).toEqual(expected);
  });
});
