import { type FirstReadAnswer } from 'shared-contracts/platform';
import { GRID_IMAGE_SIZES } from 'shared-contracts/rules';
import { makeImages, makePin } from 'test-support/pinFixture';
import { firstScreenPreloads } from './firstScreenPreloads';

const page = (data: unknown): FirstReadAnswer => ({
  path: '/resource/HomefeedResource/get/?page_size=25',
  body: { resource_response: { status: 'success', data, bookmark: 'b' } },
});
const pins = Array.from({ length: 5 }, (_, i) => makePin({ id: String(i + 1), images: makeImages(736, 1104, `p${i + 1}`) }));

describe('firstScreenPreloads', () => {
  it('preloads the first four cards’ pictures with the srcset and sizes the cards use', () => {
    const links = firstScreenPreloads(page(pins));
    expect(links.match(/<link rel="preload" as="image"/g)).toHaveLength(4);
    expect(
      links.startsWith(
        `<link rel="preload" as="image" href="/media/736x/p1.jpg" imagesrcset="/media/236x/p1.jpg 236w, /media/474x/p1.jpg 474w, /media/736x/p1.jpg 736w" imagesizes="${GRID_IMAGE_SIZES}">`,
      ),
    ).toBe(true);
    expect(links).not.toContain('p5.jpg');
  });

  it('reads only the cards it preloads: a malformed pin further down does not matter, one among them is left out', () => {
    const broken = { id: 'x', images: 'none' };
    expect(firstScreenPreloads(page([...pins.slice(0, 4), broken])).match(/as="image"/g)).toHaveLength(4);
    const links = firstScreenPreloads(page([pins[0], broken, ...pins.slice(1, 4)]));
    expect(links.match(/as="image"/g)).toHaveLength(3);
    expect(links).not.toContain('p4.jpg');
  });

  it('escapes what it writes into the document', () => {
    const hostile = makePin({ images: makeImages(736, 1104, '"><script>x</script>') });
    const links = firstScreenPreloads(page([hostile]));
    expect(links).not.toContain('<script>');
    expect(links).toContain('&#34;&#62;&#60;script&#62;');
  });

  it.each([
    ['no first read', undefined],
    ['an answer without pins', page([])],
    ['an error answer', { path: '/x', body: { resource_response: { status: 'failure', error: { code: 'x', message: 'y' } } } }],
    ['pins whose pictures lack a size', page([{ ...pins[0], images: { orig: pins[0]?.images.orig } }])],
    ['something else entirely', { path: '/x', body: 'not json' }],
  ])('preloads nothing for %s', (_case, firstRead) => {
    expect(firstScreenPreloads(firstRead)).toBe('');
  });
});
