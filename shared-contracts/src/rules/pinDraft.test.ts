import { draftHasContent, parsePinDraft, type PinDraft } from './pinDraft';

const draft: PinDraft = {
  guid: 'a1b2c3d4-e5f6',
  title: 'Soup',
  description: 'Hot',
  link: 'https://example.com',
  altText: 'A bowl',
  image: { url: `/media/orig/${'a'.repeat(32)}.jpg`, width: 600, height: 800, color: '#aabbcc' },
  place: { boardId: '12', boardName: 'Kitchen', boardUrl: '/demo/kitchen/' },
};

describe('parsePinDraft: a draft read back from the device', () => {
  const cases: Array<[string, unknown, PinDraft | null]> = [
    ['a whole draft', draft, draft],
    ['no picture and no board yet', { ...draft, image: null, place: null }, { ...draft, image: null, place: null }],
    [
      'with a section',
      { ...draft, place: { ...draft.place, sectionId: '9', sectionName: 'Soups', sectionSlug: 'soups' } },
      {
        ...draft,
        place: {
          boardId: '12',
          boardName: 'Kitchen',
          boardUrl: '/demo/kitchen/',
          sectionId: '9',
          sectionName: 'Soups',
          sectionSlug: 'soups',
        },
      },
    ],
    [
      'a 501-character description is kept, to be refused when published',
      { ...draft, description: 'd'.repeat(501) },
      { ...draft, description: 'd'.repeat(501) },
    ],
    ['nothing stored', null, null],
    ['not an object', 'draft', null],
    ['no guid', { ...draft, guid: undefined }, null],
    ['a picture from another host', { ...draft, image: { ...draft.image, url: 'https://example.com/a.jpg' } }, null],
    ['a picture without its size', { ...draft, image: { ...draft.image, width: 0 } }, null],
    ['a board with a bad id', { ...draft, place: { ...draft.place, boardId: 'x' } }, null],
    ['a field of the wrong type', { ...draft, title: 5 }, null],
    ['a field far past its limit', { ...draft, description: 'd'.repeat(1001) }, null],
  ];
  it.each(cases)('%s', (_case, stored, parsed) => expect(parsePinDraft(stored)).toEqual(parsed));
});

describe('draftHasContent', () => {
  const empty = { ...draft, title: ' ', description: '', link: '', altText: '', image: null, place: null };
  it.each([
    ['an empty draft', empty, false],
    ['a board alone is not worth keeping', { ...empty, place: draft.place }, false],
    ['a title', { ...empty, title: 'Soup' }, true],
    ['a picture', { ...empty, image: draft.image }, true],
  ] as const)('%s', (_case, value, has) => expect(draftHasContent(value)).toBe(has));
});
