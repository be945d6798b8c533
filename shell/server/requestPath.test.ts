import { normaliseRequestPath, type RequestPath } from './requestPath';

const canonical = (...segments: string[]): RequestPath => ({ kind: 'canonical', segments });
const moved = (location: string): RequestPath => ({ kind: 'moved', location });
const refused = (reason: string): RequestPath => ({ kind: 'refused', reason: expect.stringContaining(reason) as string });

describe('normaliseRequestPath', () => {
  it.each<[string, string, RequestPath]>([
    ['a plain file', '/shell/debug-panel.4e5f6a7b.js', canonical('shell', 'debug-panel.4e5f6a7b.js')],
    ['a query, which is not judged', '/shell/a.js?v=1&x=%2F', canonical('shell', 'a.js')],
    [
      "a build's version as the registry links it (+ escaped)",
      '/remotes/mf_feed/2.1.0%2Babc/remoteEntry.js',
      canonical('remotes', 'mf_feed', '2.1.0+abc', 'remoteEntry.js'),
    ],
    [
      'the same version with + as is',
      '/remotes/mf_feed/2.1.0+abc/remoteEntry.js',
      canonical('remotes', 'mf_feed', '2.1.0+abc', 'remoteEntry.js'),
    ],
    ["a build's published types", '/remotes/mf_feed/1.0.0/@mf-types.zip', canonical('remotes', 'mf_feed', '1.0.0', '@mf-types.zip')],
    ['an escaped space, which must stay escaped', '/shell/a%20b.js', canonical('shell', 'a b.js')],
    ['the root', '/', canonical()],
  ])('takes %s as it is: %s', (_label, url, expected) => {
    expect(normaliseRequestPath(url)).toEqual(expected);
  });

  it.each<[string, string, RequestPath]>([
    ['a doubled slash', '/shell//debug-panel.4e5f6a7b.js', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['many slashes', '/shell///a//b.js', moved('/shell/a/b.js')],
    ['a leading doubled slash (never a protocol-relative Location)', '//evil.example/shell/a.js', moved('/evil.example/shell/a.js')],
    ['a dot segment', '/shell/./debug-panel.4e5f6a7b.js', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['a folder and back', '/shell/x/../debug-panel.4e5f6a7b.js', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['escaped dots', '/shell/x/%2E%2E/debug-panel.4e5f6a7b.js', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['lowercase escaped dots', '/shell/x/%2e%2e/%2e/debug-panel.4e5f6a7b.js', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['an escaped letter', '/shell/d%65bug-panel.4e5f6a7b.js', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['an escaped tilde and hyphen', '/shell/a%7Eb%2Dc.js', moved('/shell/a~b-c.js')],
    [
      'a lowercase escape of a reserved character',
      '/remotes/mf_feed/2.1.0%2babc/remoteEntry.js',
      moved('/remotes/mf_feed/2.1.0%2Babc/remoteEntry.js'),
    ],
    ['a trailing slash', '/shell/debug-panel.4e5f6a7b.js/', moved('/shell/debug-panel.4e5f6a7b.js')],
    ['the query kept', '/shell//a.js?v=1', moved('/shell/a.js?v=1')],
    ['out of a folder into another route', '/shell/../remotes/mf_feed/1.0.0/a.js', moved('/remotes/mf_feed/1.0.0/a.js')],
  ])('redirects %s to the one spelling: %s', (_label, url, expected) => {
    expect(normaliseRequestPath(url)).toEqual(expected);
  });

  it.each<[string, string, string]>([
    ['an escaped slash', '/shell/%2Fdebug-panel.4e5f6a7b.js', 'escaped "/"'],
    ['an escaped slash in lowercase', '/shell/x%2f..%2fdebug-panel.4e5f6a7b.js', 'escaped "/"'],
    ['a double-encoded slash', '/shell/%252Fdebug-panel.4e5f6a7b.js', 'double encoding'],
    ['a double-encoded dot', '/shell/%252E%252E/debug-panel.4e5f6a7b.js', 'double encoding'],
    ['a backslash', '/shell/x\\..\\debug-panel.4e5f6a7b.js', 'backslash'],
    ['an escaped backslash', '/shell/x%5C..%5Cdebug-panel.4e5f6a7b.js', 'escaped backslash'],
    ['a NUL', '/shell/debug-panel.4e5f6a7b.js%00.png', 'NUL'],
    ['a control character', '/shell/a%0A.js', 'control character'],
    ['a path parameter', '/shell/debug-panel.4e5f6a7b.js;x=1', '";" path parameter'],
    ['a path parameter on a dot segment', '/shell/x/..;/debug-panel.4e5f6a7b.js', '";" path parameter'],
    ['an escaped path parameter', '/shell/debug-panel.4e5f6a7b.js%3B', '";" path parameter'],
    ['a trailing dot', '/shell/debug-panel.4e5f6a7b.js.', 'ending in "."'],
    ['trailing dots', '/shell/debug-panel.4e5f6a7b.js...', 'ending in "."'],
    ['an escaped trailing dot', '/shell/debug-panel.4e5f6a7b.js%2E', 'ending in "."'],
    ['a trailing space', '/shell/debug-panel.4e5f6a7b.js%20', 'ending in " "'],
    ['a Windows stream name', '/shell/debug-panel.4e5f6a7b.js::$DATA', '":"'],
    ['a path above the root', '/shell/../../etc/passwd', '".." above the root'],
    ['an escaped path above the root', '/%2E%2E/etc/passwd', '".." above the root'],
    ['a malformed escape', '/shell/a%2.js', 'malformed escape'],
    ['a bare percent', '/shell/100%.js', 'malformed escape'],
    ['an overlong UTF-8 dot', '/shell/%C0%AE%C0%AE/a.js', 'not UTF-8'],
    ['an absolute-form target', 'http://localhost/shell/a.js', 'does not start with "/"'],
  ])('refuses %s: %s', (_label, url, reason) => {
    expect(normaliseRequestPath(url)).toEqual(refused(reason));
  });

  it('leaves nothing to decode a second time: a canonical segment holds no escape', () => {
    const found = normaliseRequestPath('/shell/a%20b%2Bc%40d.js');
    expect(found).toEqual(canonical('shell', 'a b+c@d.js'));
    if (found.kind === 'canonical') for (const segment of found.segments) expect(decodeURIComponent(segment)).toBe(segment);
  });

  it('is idempotent: a redirect lands on a spelling taken as it is', () => {
    for (const url of ['/shell//a.js', '/shell/./x/../%2e/d%65bug.js/', '/remotes/mf_feed/2.1.0%2babc/remoteEntry.js']) {
      const first = normaliseRequestPath(url);
      if (first.kind !== 'moved') throw new Error(`${url} was not moved`);
      expect(normaliseRequestPath(first.location).kind).toBe('canonical');
    }
  });
});
