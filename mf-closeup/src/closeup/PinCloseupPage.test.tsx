// A Pin's words as a person reads them in its closeup and its tab, and as a search engine gets them
// in the document's head: a sensitive Pin by its SEO title without the site's name, a long
// description cut at 496 characters with an ellipsis, a Pin without a title by its words, never
// by its number.
import { render, screen } from '@testing-library/react';
import { type ApiPin } from 'shared-contracts/api';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { CloseupApp } from '../CloseupApp';
import { pinPageHead } from '../seo/pinPageHead';
import { pinPageText } from '../seo/pinPageText';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';

const LONG =
  'This is the long version, for anyone who wants every detail. We started with a blank wall and a tight budget, and spent ' +
  'three weekends testing layouts with paper templates before hanging a single frame. '.repeat(6);

function open(pin: ApiPin) {
  window.history.pushState(null, '', `/pin/${pin.id}/`);
  const api = fakeCloseupApi({
    'UserSessionResource get': sessionOf(viewer()),
    'PinResource get': () => pin,
    'UserResource get': () => viewer({ id: '7', username: 'loomandladle' }),
    'PinDetailsResource get': () => ({ pin_id: pin.id, counts: { saves: 0, likes: 0, shares: 0 }, boards: [], interests: [] }),
  });
  render(<CloseupApp />, { wrapper: api.wrapper });
  return screen.findByRole('heading', { level: 1 });
}

describe("a Pin's words in its closeup", () => {
  it("name a sensitive Pin by its SEO title, without the site's name, in its heading and its tab", async () => {
    const heading = await open(
      makePin({
        title: 'How to plan the perfect reading nook',
        seoNoindexReason: 'sensitive_raw_pin_text',
        seoTitle: 'Home Decor ideas | Pinboard',
        seoDescription: 'Discover and save ideas about home decor on Pinboard.',
      }),
    );
    expect(heading.textContent).toBe('Home Decor ideas');
    expect(document.title).toBe('Home Decor ideas · Pinboard');
  });

  it('cut a long description at 496 characters, with an ellipsis', async () => {
    expect(LONG.length).toBeGreaterThan(497);
    await open(makePin({ description: LONG }));
    const description = screen.getByText((text) => text.startsWith('This is the long version'));
    expect(description.textContent?.endsWith('…')).toBe(true);
    expect(Array.from(description.textContent ?? '')).toHaveLength(497);
  });

  it('name a Pin without a title by its words, never by its number, in its heading and its tab', async () => {
    const heading = await open(
      makePin({ id: '1009', title: '', gridTitle: '', description: 'Everything you need to know about brownies.' }),
    );
    expect(heading.textContent).not.toMatch(/^Pin \d+$/);
    expect(heading.textContent).not.toBe('');
    expect(document.title).toBe(`${heading.textContent ?? ''} · Pinboard`);
  });
});

describe("a Pin's name in the document's head, the same for a search engine", () => {
  it("is a sensitive Pin's SEO title with the site's name once, never 'Pinboard · Pinboard'", () => {
    const pin = makePin({ id: '1094', seoNoindexReason: 'is_sensitive_board_title', seoTitle: 'Art ideas | Pinboard' });
    const head = pinPageHead(pin, pinPageText(pin), 'https://pinboard.test');
    expect(/<title>([^<]*)<\/title>/.exec(head)?.[1]).toBe('Art ideas · Pinboard');
  });
});
