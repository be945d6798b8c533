import type { DebugOverrideLink, DebugVersions } from 'shared-contracts/platform';
import { copyText, createDebugClient } from './debugClient';

const versions: DebugVersions = {
  areas: [{ remote: 'mf_feed', killed: false, canaryShare: 0, builds: [] }],
};
const link: DebugOverrideLink = {
  remote: 'mf_feed',
  version: '1.0.1+bbbbbbbbbb',
  link: '/?pb-override=a.b',
  expiresAt: '2025-01-01T01:00:00.000Z',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function fakeFetch(answers: Record<string, () => Response>) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push({ url, init });
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (!answer) throw new Error(`unexpected ${url}`);
    return answer();
  });
  return { fetchImpl: fetchImpl as typeof fetch, calls };
}

describe('the debug client', () => {
  it('reads the builds, checked, without the browser cache', async () => {
    const { fetchImpl, calls } = fakeFetch({ 'GET /_platform/debug/versions': () => json(200, versions) });
    await expect(createDebugClient({ fetchImpl, readCookies: () => '' }).versions()).resolves.toEqual(versions);
    expect(calls[0]?.init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it("says the server's own sentence when it refuses", async () => {
    const { fetchImpl } = fakeFetch({
      'GET /_platform/debug/versions': () => json(403, { error: 'The debug panel is for employees only.' }),
    });
    await expect(createDebugClient({ fetchImpl, readCookies: () => '' }).versions()).rejects.toThrow(
      'The debug panel is for employees only.',
    );
  });

  it('says what went wrong when the answer is not one', async () => {
    const { fetchImpl } = fakeFetch({ 'GET /_platform/debug/versions': () => new Response('<html>', { status: 502 }) });
    await expect(createDebugClient({ fetchImpl, readCookies: () => '' }).versions()).rejects.toThrow(
      '/_platform/debug/versions answered 502',
    );
    const { fetchImpl: malformed } = fakeFetch({ 'GET /_platform/debug/versions': () => json(200, { areas: 'none' }) });
    await expect(createDebugClient({ fetchImpl: malformed, readCookies: () => '' }).versions()).rejects.toThrow('"areas" must be an array');
  });

  it('asks for a link with the CSRF token from its cookie, as JSON', async () => {
    const { fetchImpl, calls } = fakeFetch({ 'POST /_platform/debug/override-link': () => json(200, link) });
    const client = createDebugClient({ fetchImpl, readCookies: () => 'a=1; csrftoken=tok%2Ben; b=2' });
    await expect(client.overrideLink({ remote: 'mf_feed', version: link.version })).resolves.toEqual(link);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.headers).toMatchObject({ 'X-CSRFToken': 'tok+en', 'Content-Type': 'application/json' });
    expect(JSON.parse(calls[0]?.init?.body as string)).toEqual({ remote: 'mf_feed', version: link.version });
  });

  it('fetches a CSRF token first when the page has none', async () => {
    let cookies = '';
    const { fetchImpl, calls } = fakeFetch({
      'GET /resource/UserSessionResource/get/': () => {
        cookies = 'csrftoken=fresh';
        return json(200, {});
      },
      'POST /_platform/debug/override-link': () => json(200, link),
    });
    await createDebugClient({ fetchImpl, readCookies: () => cookies }).overrideLink({ remote: 'mf_feed', version: link.version });
    expect(calls.map((c) => c.url)).toEqual(['/resource/UserSessionResource/get/', '/_platform/debug/override-link']);
    expect(calls[1]?.init?.headers).toMatchObject({ 'X-CSRFToken': 'fresh' });
  });
});

describe('copyText', () => {
  it('writes to the clipboard', async () => {
    const clipboard = { writeText: jest.fn(async () => undefined) };
    await copyText('https://pinboard.example/?pb-override=a.b', clipboard);
    expect(clipboard.writeText).toHaveBeenCalledWith('https://pinboard.example/?pb-override=a.b');
  });

  it('refuses with a sentence where there is no clipboard', async () => {
    await expect(copyText('x', null)).rejects.toThrow('This page may not use the clipboard');
  });
});
