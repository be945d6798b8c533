// GET /offsite/: the outbound redirect. Redirects only to the http(s) URL the server signed for
// that pin, logging the click-through; anything else is a page saying why, never a redirect.

import { type ApiPin } from 'shared-contracts/api';
import { escapeMarkup } from 'shared-contracts/rules';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import type { Viewer } from '../../storage/storage';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { offsiteToken, OFFSITE_SECRET, trackedLink } from '../offsiteLinks';

const L = DEMO_LANDMARKS;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const ANYONE: Viewer = { userId: null, subject: 'anon:test', isBot: false };

const api = startTestApiForFile();
let secret: Buffer;
let pin: ApiPin;

// Over real HTTP like the other API suites (Fastify's inject needs an ESM-only cookie package
// that Jest cannot load here); redirects are not followed, so each answer is the route's own.
beforeAll(async () => {
  secret = await api.api.deps.storage.serverSecret(OFFSITE_SECRET);
  const found = await api.api.deps.storage.getPin(ANYONE, L.pins.recipe);
  if (!found?.link) throw new Error('the recipe pin has no link');
  pin = found;
}, 60_000);

interface Reply {
  status: number;
  headers: Headers;
  body: string;
}

async function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  const response = await fetch(`${api.baseUrl}${url}`, { method, headers: { 'user-agent': BROWSER, ...headers }, redirect: 'manual' });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

const clickThroughs = async (pinId: string) =>
  await api.count('SELECT count(*) AS n FROM events WHERE event_type = 12 AND object_id = ?', pinId);

/** The query of an /offsite/ address, each value encoded once as a browser would. */
const offsite = (params: Record<string, string>) => `/offsite/?${new URLSearchParams(params).toString()}`;

function expectRefusal(response: Reply, status: number, heading: string): string {
  expect(response.status).toBe(status);
  expect(response.headers.get('location')).toBeNull();
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('content-security-policy')).toBe(
    "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
  const body = response.body;
  expect(body).toContain(`<h1>${escapeMarkup(heading)}</h1>`);
  // Self-contained: no script, no style, nothing loaded; a way home always.
  expect(body).not.toMatch(/<script|<style|\sstyle=|<link|<img|<iframe|\son[a-z]+=/i);
  expect(body).toContain('<a href="/">');
  return body;
}

describe('trackedLink on pins', () => {
  it('is the signed /offsite/ address of the pin and its http(s) link, and null without one', async () => {
    expect(pin.trackedLink).toBe(offsite({ token: offsiteToken(secret, pin.id, pin.link ?? ''), url: pin.link ?? '', pin: pin.id }));
    expect(pin.trackedLink).toBe(trackedLink(secret, pin.id, pin.link));
    const noLink = await api.api.deps.storage.getPin(ANYONE, L.pins.noLink);
    expect(noLink).toMatchObject({ link: null, trackedLink: null });
    expect(trackedLink(secret, '1', 'javascript:alert(1)')).toBeNull();
    expect(trackedLink(secret, '1', '/relative')).toBeNull();
  });
});

describe('GET /offsite/', () => {
  it("redirects (302) to the pin's link with no referrer and no caching, and logs the visitor's click-through", async () => {
    const before = await clickThroughs(pin.id);
    const response = await get(pin.trackedLink ?? '', { cookie: 'pb_anon=offsitevisitor0000000001' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(new URL(pin.link ?? '').href);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.body).toBe('');
    expect(await clickThroughs(pin.id)).toBe(before + 1);
    const logged = await api.row(
      'SELECT subject, aux_data FROM events WHERE event_type = 12 AND object_id = ? ORDER BY id DESC LIMIT 1',
      pin.id,
    );
    expect(logged).toEqual({
      subject: 'anon:offsitevisitor0000000001',
      aux_data: JSON.stringify({ url: new URL(pin.link ?? '').href, clickthrough_type: 'offsite_redirect' }),
    });
  });

  it('redirects bots and HEAD requests without counting them as click-throughs', async () => {
    const before = await clickThroughs(pin.id);
    expect((await get(pin.trackedLink ?? '', { 'user-agent': GOOGLEBOT })).status).toBe(302);
    expect((await get(pin.trackedLink ?? '', {}, 'HEAD')).status).toBe(302);
    expect(await clickThroughs(pin.id)).toBe(before);
  });

  it('refuses a token that is not the one for this pin and URL, linking back to the pin', async () => {
    const before = await clickThroughs(pin.id);
    const url = pin.link ?? '';
    const token = offsiteToken(secret, pin.id, url);
    const otherPin = String(L.pins.oneTap);
    for (const params of [
      { token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, url, pin: pin.id },
      { token: 'x', url, pin: pin.id },
      { token, url, pin: otherPin },
      { token, url: `${url}?next=https://evil.example/`, pin: pin.id },
    ]) {
      const body = expectRefusal(await get(offsite(params)), 400, "We couldn't check this link");
      expect(body).toContain(`<a href="/pin/${params.pin}/">Back to the Pin</a>`);
    }
    expect(await clickThroughs(pin.id)).toBe(before);
  });

  it('refuses anything but an absolute http(s) URL, even one signed for the pin: javascript:, protocol-relative, percent-encoded', async () => {
    const signed = (url: string) => offsite({ token: offsiteToken(secret, pin.id, url), url, pin: pin.id });
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '//evil.example/',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.com/',
      '/pin/1/',
    ]) {
      const body = expectRefusal(await get(signed(url)), 400, "This link can't be opened");
      expect(body).not.toContain('evil.example');
      expect(body).not.toContain('alert(1)');
    }
    // Typed into the address bar: javascript%3Aalert(1) is javascript:alert(1) once decoded, and
    // twice encoded it is no URL at all.
    for (const raw of ['javascript%3Aalert(1)', 'javascript%253Aalert(1)', '%2F%2Fevil.example%2F', '%252F%252Fevil.example']) {
      const token = offsiteToken(secret, pin.id, decodeURIComponent(raw));
      expectRefusal(await get(`/offsite/?token=${token}&url=${raw}&pin=${pin.id}`), 400, "This link can't be opened");
    }
  });

  it('refuses an encoded https URL carrying the token of another URL (no open redirect)', async () => {
    const token = offsiteToken(secret, pin.id, pin.link ?? '');
    const response = await get(`/offsite/?token=${token}&url=https%3A%2F%2Fevil.example%2Fphish&pin=${pin.id}`);
    const body = expectRefusal(response, 400, "We couldn't check this link");
    expect(body).not.toContain('evil.example');
  });

  it("refuses a link signed for the pin's old link once its owner has changed it (410), and takes the new one", async () => {
    // One of demo's own pins, given a web link by demo.
    const own = (await api.row(
      "SELECT p.id AS id FROM pins p JOIN users u ON u.id = p.pinner_id WHERE u.username = 'demo' AND p.is_repin = 0 AND p.board_id IN (SELECT id FROM boards WHERE privacy = 'public') LIMIT 1",
    )) as { id: number };
    const client = await api.client().login('demo');
    const first = await client.write<ApiPin>('PinResource', 'update', { id: String(own.id), link: 'https://www.example.com/first-page' });
    const mine = first.body.resource_response.data;
    if (!mine?.trackedLink) throw new Error(`demo's pin got no link: ${JSON.stringify(first.body)}`);
    const old = mine.trackedLink;
    expect((await get(old)).status).toBe(302);
    const changed = await client.write<ApiPin>('PinResource', 'update', { id: mine.id, link: 'https://www.example.com/another-page' });
    expect(changed.status).toBe(200);
    const body = expectRefusal(await get(old), 410, "This Pin's link has changed");
    expect(body).toContain(`<a href="/pin/${mine.id}/">Back to the Pin</a>`);
    expect((await get(changed.body.resource_response.data?.trackedLink ?? '')).status).toBe(302);
  });

  it('refuses a host the offsite check lists, with 403 and its message, logging nothing', async () => {
    const blocked = await api.api.deps.storage.getPin(ANYONE, L.pins.blockedHost);
    if (!blocked?.link || !blocked.trackedLink) throw new Error('the blocked-host pin has no link');
    const before = await clickThroughs(blocked.id);
    const body = expectRefusal(await get(blocked.trackedLink), 403, 'Heads up!');
    const listed = await api.api.deps.storage.offsiteStatus(new URL(blocked.link).hostname);
    expect(body).toContain(`<p>${listed?.message ?? 'no message'}</p>`);
    expect(body).toContain(new URL(blocked.link).hostname);
    expect(body).toContain(`<a href="/pin/${blocked.id}/">Back to the Pin</a>`);
    expect(await clickThroughs(blocked.id)).toBe(before);
  });

  it('answers 404 for a pin that is gone or on a secret board the visitor may not see, with no way back to it', async () => {
    const secretPin = (await api.row('SELECT id FROM pins WHERE board_id = ? LIMIT 1', L.boards.otherUserSecret)) as { id: number };
    for (const pinId of [String(secretPin.id), '999999']) {
      const url = 'https://www.example.com/';
      const body = expectRefusal(
        await get(offsite({ token: offsiteToken(secret, pinId, url), url, pin: pinId })),
        404,
        "This Pin isn't here",
      );
      expect(body).not.toContain('Back to the Pin');
    }
  });

  it('refuses an address with a part missing, empty or repeated', async () => {
    const url = pin.link ?? '';
    const token = offsiteToken(secret, pin.id, url);
    for (const address of [
      '/offsite/',
      offsite({ url, pin: pin.id }),
      offsite({ token, pin: pin.id }),
      offsite({ token, url }),
      offsite({ token, url, pin: '' }),
      offsite({ token, url, pin: 'abc' }),
      `${offsite({ token, url, pin: pin.id })}&url=${encodeURIComponent('https://evil.example/')}`,
    ]) {
      expectRefusal(await get(address), 400, 'This link is incomplete');
    }
  });

  it('escapes what it shows', async () => {
    const { refusalHtml } = await import('./offsiteRoutes');
    const html = refusalHtml(
      { status: 403, heading: '<b>"Heads" & up</b>', paragraphs: ["<img src=x onerror='alert(1)'>"] },
      '/pin/1/"><script>',
    );
    expect(html).toContain('<h1>&#60;b&#62;&#34;Heads&#34; &#38; up&#60;/b&#62;</h1>');
    expect(html).toContain('<p>&#60;img src=x onerror=&#39;alert(1)&#39;&#62;</p>');
    expect(html).toContain('<a href="/pin/1/&#34;&#62;&#60;script&#62;">');
    expect(html).not.toMatch(/<script|<img/);
  });

  it("takes the site's look when the edge gives it the site's stylesheets, and loads nothing else", async () => {
    const { refusalHtml, refusalPolicy } = await import('./offsiteRoutes');
    const html = refusalHtml({ status: 403, heading: 'Heads up!', paragraphs: ['Blocked.'] }, null, ['/shell/styles.abc.css']);
    expect(html).toContain('<link rel="stylesheet" href="/shell/styles.abc.css">');
    expect(html).toContain('<header class="site-header">');
    expect(html).not.toMatch(/<script|<style|\sstyle=|<img|<iframe|\son[a-z]+=/i);
    expect(refusalPolicy(['/shell/styles.abc.css'])).toBe(
      "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
    expect(refusalPolicy([])).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });
});
