import { board, viewer } from 'test-support/fakeApiClient';
import { boardPageHead, boardPageHeading, profilePageHead, profilePageHeading } from './boardsPageHead';

const ORIGIN = 'https://pinboard.test';
const cover = { url: '/media/ab/cover_736x.jpg', width: 736, height: 1104 };
const kitchen = { ...board('7', 'Kitchen ideas', { coverImages: [cover], pinCount: 42 }), sections: [] };
const soups = { id: '70', entityId: '70', title: 'Soups', slug: 'soups', url: '/demo/kitchen-ideas/soups/', boardId: '7', pinCount: 1 };
const maya = viewer({
  username: 'maya',
  fullName: 'Maya Lee',
  imageLargeUrl: '/media/avatars/maya_280.jpg',
  followerCount: 1200,
  boardCount: 1,
});

/** The content of the head's tag with this attribute and key. */
function tag(head: string, attribute: string, key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(head)?.[1];
}

describe('titles of boards and profiles', () => {
  it.each([
    [boardPageHeading(kitchen, null), 'Kitchen ideas by Demo User'],
    [boardPageHeading(kitchen, soups), 'Soups in Kitchen ideas by Demo User'],
    [boardPageHeading({ ...kitchen, owner: { ...kitchen.owner, fullName: ' ' } }, null), 'Kitchen ideas by demo'],
    [boardPageHeading({ ...kitchen, layout: 'quick_saves' }, null), 'Profile by Demo User'],
    [profilePageHeading(maya, 'boards'), 'Maya Lee (@maya)'],
    [profilePageHeading(maya, 'created'), 'Maya Lee (@maya): Created'],
    [profilePageHeading(maya, 'saved'), 'Maya Lee (@maya): Saved'],
  ])('%s', (heading, expected) => {
    expect(heading).toBe(expected);
  });
});

describe("a board's head", () => {
  it('has its title, description, canonical link and Open Graph tags with the cover as the picture', () => {
    const head = boardPageHead(kitchen, null, ORIGIN);
    expect(head).toContain('<title>Kitchen ideas by Demo User · Pinboard</title>');
    expect(head).toContain('<link rel="canonical" href="https://pinboard.test/demo/kitchen-ideas/" />');
    expect(tag(head, 'property', 'og:title')).toBe('Kitchen ideas by Demo User');
    expect(tag(head, 'property', 'og:description')).toBe('42 Pins in Kitchen ideas, a board by Demo User on Pinboard.');
    expect(tag(head, 'property', 'og:url')).toBe('https://pinboard.test/demo/kitchen-ideas/');
    expect(tag(head, 'property', 'og:image')).toBe('https://pinboard.test/media/ab/cover_736x.jpg');
    expect(tag(head, 'property', 'og:image:width')).toBe('736');
    expect(tag(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(tag(head, 'name', 'robots')).toBeUndefined();
  });

  it("uses the board's own description, a section's own address, and says a secret board is not to be indexed", () => {
    expect(tag(boardPageHead({ ...kitchen, description: 'Weeknight dinners & more' }, null, ORIGIN), 'name', 'description')).toBe(
      'Weeknight dinners &#38; more',
    );
    const section = boardPageHead(kitchen, soups, ORIGIN);
    expect(section).toContain('<title>Soups in Kitchen ideas by Demo User · Pinboard</title>');
    expect(tag(section, 'property', 'og:url')).toBe('https://pinboard.test/demo/kitchen-ideas/soups/');
    expect(tag(section, 'name', 'description')).toBe('1 Pin in Soups, a board by Demo User on Pinboard.');
    expect(tag(boardPageHead({ ...kitchen, privacy: 'secret' }, null, ORIGIN), 'name', 'robots')).toBe('noindex');
    const bare = boardPageHead({ ...kitchen, coverImages: [] }, null, ORIGIN);
    expect(tag(bare, 'property', 'og:image')).toBeUndefined();
    expect(tag(bare, 'name', 'twitter:card')).toBe('summary');
  });

  it('escapes what people wrote, and refuses an origin with a path', () => {
    const head = boardPageHead({ ...kitchen, name: '<script>"x"</script>' }, null, ORIGIN);
    expect(head).not.toContain('<script>');
    expect(head).toContain('<title>&#60;script&#62;&#34;x&#34;&#60;/script&#62; by Demo User · Pinboard</title>');
    expect(() => boardPageHead(kitchen, null, 'https://pinboard.test/x')).toThrow('origin must be scheme and host only');
  });
});

describe("a profile's head", () => {
  it("has the person's name and username, each tab its own canonical page, and their picture", () => {
    const head = profilePageHead(maya, 'boards', ORIGIN);
    expect(head).toContain('<title>Maya Lee (@maya) · Pinboard</title>');
    expect(head).toContain('<link rel="canonical" href="https://pinboard.test/maya/" />');
    expect(tag(head, 'property', 'og:type')).toBe('profile');
    expect(tag(head, 'property', 'og:description')).toBe('Maya Lee (@maya) on Pinboard: 1.2k followers, 1 board.');
    expect(tag(head, 'property', 'og:image')).toBe('https://pinboard.test/media/avatars/maya_280.jpg');
    expect(profilePageHead(maya, 'saved', ORIGIN)).toContain('<link rel="canonical" href="https://pinboard.test/maya/_saved/" />');
    expect(tag(profilePageHead({ ...maya, about: 'I cook.' }, 'created', ORIGIN), 'name', 'description')).toBe('I cook.');
  });
});
