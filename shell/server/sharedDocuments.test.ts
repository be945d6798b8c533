import zlib from 'node:zlib';
import { createSharedDocuments, KEEP_SHARED_DOCUMENTS_MS, sharedDocumentKey, type SharedDocumentAsk } from './sharedDocuments';

const ASK: SharedDocumentAsk = {
  pathname: '/',
  search: '',
  versions: ['mf_feed@1.0.0-abc'],
  theme: 'light',
  layout: { gridWidth: 1200 },
  isBot: false,
  isSocialBot: false,
  origin: 'https://pinboard.test',
};
const ANN = { reportToken: 'token-ann', unauthId: 'anon-ann' };
const BOB = { reportToken: 'token-bob', unauthId: 'anon-bob' };

function setUp() {
  let clock = 1_000;
  const documents = createSharedDocuments({ now: () => clock });
  const { marks } = documents;
  const body = `<script>{"reportToken":"${marks.reportToken}","unauthId":"${marks.unauthId}"}</script><h1>Home</h1>`;
  return { documents, body, key: sharedDocumentKey(ASK), advance: (ms: number) => (clock += ms) };
}

describe('shared documents', () => {
  it("write each visitor's own token and id where the marks stand", () => {
    const { documents, body, key } = setUp();
    const forAnn = documents.keep(key, 7, { status: 200, styleHash: "'sha256-x'", body }, ANN);
    expect(forAnn).toBe('<script>{"reportToken":"token-ann","unauthId":"anon-ann"}</script><h1>Home</h1>');
    expect(documents.find(key, 7, BOB)).toEqual({
      status: 200,
      styleHash: "'sha256-x'",
      body: '<script>{"reportToken":"token-bob","unauthId":"anon-bob"}</script><h1>Home</h1>',
    });
  });

  it('are not used once the data version moved on, nor after their bound', () => {
    const { documents, body, key, advance } = setUp();
    documents.keep(key, 7, { status: 200, body }, ANN);
    expect(documents.find(key, 8, BOB)).toBeUndefined();
    // Dropped: not found at the old version either.
    expect(documents.find(key, 7, BOB)).toBeUndefined();
    documents.keep(key, 8, { status: 200, body }, ANN);
    advance(KEEP_SHARED_DOCUMENTS_MS - 1);
    expect(documents.find(key, 8, BOB)?.status).toBe(200);
    advance(1);
    expect(documents.find(key, 8, BOB)).toBeUndefined();
  });

  it('are left be by a request that read an older data version (made before a write)', () => {
    const { documents, body, key } = setUp();
    documents.keep(key, 8, { status: 200, body }, ANN);
    expect(documents.find(key, 7, BOB)).toBeUndefined();
    expect(documents.find(key, 8, BOB)?.status).toBe(200);
  });

  it('keep a 404 as a 404', () => {
    const { documents, body, key } = setUp();
    documents.keep(key, 1, { status: 404, body }, ANN);
    expect(documents.find(key, 1, BOB)?.status).toBe(404);
  });

  it('keep the hundred most recently asked for', () => {
    const { documents, body } = setUp();
    const keys = Array.from({ length: 102 }, (_, at) => sharedDocumentKey({ ...ASK, pathname: `/pin/${at}/` }));
    for (const key of keys.slice(0, 100)) documents.keep(key, 1, { status: 200, body }, ANN);
    // The first is asked for again: the second is now the one asked for longest ago.
    expect(documents.find(keys[0] ?? '', 1, BOB)).toBeDefined();
    documents.keep(keys[100] ?? '', 1, { status: 200, body }, ANN);
    expect(documents.find(keys[1] ?? '', 1, BOB)).toBeUndefined();
    expect(documents.find(keys[0] ?? '', 1, BOB)).toBeDefined();
    documents.keep(keys[101] ?? '', 1, { status: 200, body }, ANN);
    expect(documents.find(keys[2] ?? '', 1, BOB)).toBeUndefined();
    expect(documents.find(keys[101] ?? '', 1, BOB)).toBeDefined();
  });

  it('take no text a person wrote for a mark: the marks are new for every server', () => {
    const first = createSharedDocuments().marks;
    const second = createSharedDocuments().marks;
    expect(first.reportToken).not.toBe(second.reportToken);
    const { documents, key } = setUp();
    const written = documents.keep(key, 1, { status: 200, body: `<h1>${first.unauthId}</h1>` }, ANN);
    expect(written).toBe(`<h1>${first.unauthId}</h1>`);
  });

  it.each([
    ['the address', { pathname: '/ideas' }],
    ['the query', { search: '?q=soup' }],
    ['a version', { versions: ['mf_feed@1.0.1-def'] }],
    ['the theme', { theme: 'dark' }],
    ['the layout', { layout: { gridWidth: 400 } }],
    ['a bot', { isBot: true }],
    ['the origin', { origin: 'http://localhost:8080' }],
  ])('are kept apart by %s', (_what, change) => {
    expect(sharedDocumentKey({ ...ASK, ...change })).not.toBe(sharedDocumentKey(ASK));
  });

  it("are sent brotli-compressed once their start is, each with the visitor's own end", async () => {
    const { documents, body, key } = setUp();
    const page = `${'<div class="pin">Linocut print</div>'.repeat(200)}${body}</body></html>`;
    documents.keep(key, 1, { status: 200, body: page }, ANN);
    await documents.idle();
    const found = documents.find(key, 1, BOB, { brotli: true });
    expect(found?.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(found?.body ?? '').toString('utf8')).toBe(documents.find(key, 1, BOB)?.body);
    expect(documents.find(key, 1, BOB)?.body).toContain('"reportToken":"token-bob","unauthId":"anon-bob"');
    // Without brotli, or before its start is ready, the text.
    expect(documents.find(key, 1, BOB)?.encoding).toBeUndefined();
  });

  it('compress no document whose visitor parts are far from its end', async () => {
    const { documents, body, key } = setUp();
    documents.keep(key, 1, { status: 200, body: `${body}${'x'.repeat(17 * 1024)}` }, ANN);
    await documents.idle();
    expect(documents.find(key, 1, BOB, { brotli: true })?.encoding).toBeUndefined();
  });

  it('fill a document not kept for this visitor', () => {
    const { documents, body } = setUp();
    expect(documents.fill(body, BOB)).toContain('"reportToken":"token-bob","unauthId":"anon-bob"');
  });
});

describe('a document being made', () => {
  it('is claimed by the first to ask; the others wait for it, and the next after it makes its own', async () => {
    const { documents, key } = setUp();
    const first = documents.claim(key);
    const second = documents.claim(key);
    if (!('release' in first) || !('made' in second)) throw new Error('the first should make it and the second wait');
    let settled = false;
    const waiting = second.made.then(() => (settled = true));
    // Nothing else is waited for: another key is claimed at once.
    expect('release' in documents.claim(sharedDocumentKey({ ...ASK, pathname: '/explore' }))).toBe(true);
    await Promise.resolve();
    expect(settled).toBe(false);
    first.release();
    await waiting;
    expect(settled).toBe(true);
    expect('release' in documents.claim(key)).toBe(true);
  });
});
