import type { SaveTarget } from '../platform/events';
import {
  organizeHref,
  organizedToast,
  SAVE_TOAST_MS,
  savedOverlayHref,
  savedOverlayText,
  savedTargetName,
  saveToast,
  saveToastText,
  type SavedPin,
} from './saveConfirmation';

const kitchen: SaveTarget = { boardId: '2', boardName: 'Kitchen', boardUrl: '/demo/kitchen/' };
const soups: SaveTarget = { ...kitchen, sectionId: '7', sectionName: 'Soups', sectionSlug: 'soups' };
const long: SaveTarget = { boardId: '3', boardName: 'a'.repeat(23), boardUrl: '/demo/long' };
const saved = (target: SaveTarget | null): SavedPin => ({ pinId: '1002', originalPinId: '1001', savedPinId: '5000', target });

describe('savedOverlayHref: board url (plus section slug and /), or /me/', () => {
  const cases: Array<[string, SaveTarget | null, string]> = [
    ['profile', null, '/me/'],
    ['board', kitchen, '/demo/kitchen/'],
    ['section', soups, '/demo/kitchen/soups/'],
    ['board url without its slash', long, '/demo/long/'],
  ];
  it.each(cases)('%s', (_n, target, href) => expect(savedOverlayHref(target)).toBe(href));
});

describe('savedOverlayText: names cut to 22', () => {
  const cases: Array<[SaveTarget | null, string]> = [
    [null, 'Saved to Profile'],
    [kitchen, 'Saved to Kitchen'],
    [soups, 'Saved to Soups'],
    [long, `Saved to ${'a'.repeat(22)}…`],
  ];
  it.each(cases)('%p', (target, text) => expect(savedOverlayText(target)).toBe(text));
});

describe('organizeHref: /pin/{id}/repin/ with isEditingPin, pinBoardId, isFromToast, originalPinId', () => {
  it('uses the saved pin id and the board', () => {
    expect(organizeHref(saved(kitchen), '2')).toBe('/pin/5000/repin/?isEditingPin=true&pinBoardId=2&isFromToast=true&originalPinId=1001');
  });
  it('leaves pinBoardId out for a profile save', () => {
    expect(organizeHref(saved(null), null)).toBe('/pin/5000/repin/?isEditingPin=true&isFromToast=true&originalPinId=1001');
  });
});

describe('savedTargetName: the section, else the board, else Profile (uncut: callers cut to their own limit)', () => {
  const cases: Array<[SaveTarget | null, string]> = [
    [null, 'Profile'],
    [kitchen, 'Kitchen'],
    [soups, 'Soups'],
    [long, 'a'.repeat(23)],
  ];
  it.each(cases)('%p', (target, name) => expect(savedTargetName(target)).toBe(name));
});

describe("saveToast (5000 ms): the place is named once, as the header's link", () => {
  it('is 5000 ms', () => expect(SAVE_TOAST_MS).toBe(5000));

  const cases: Array<[string, SaveTarget | null, { inNewUserAnimation: boolean; organize: boolean }, ReturnType<typeof saveToast>]> = [
    [
      'no board: links to the profile with Change',
      null,
      { inNewUserAnimation: false, organize: true },
      {
        message: 'Saved to',
        link: { label: 'Profile', href: '/me/' },
        durationMs: 5000,
        action: {
          label: 'Change',
          href: '/pin/5000/repin/?isEditingPin=true&isFromToast=true&originalPinId=1001',
          organize: { savedPinId: '5000', boardId: null, originalPinId: '1001' },
        },
      },
    ],
    ['no board in the new-user animation: no toast', null, { inNewUserAnimation: true, organize: true }, null],
    [
      'board with Organize',
      kitchen,
      { inNewUserAnimation: false, organize: true },
      {
        message: 'Saved to',
        link: { label: 'Kitchen', href: '/demo/kitchen/' },
        durationMs: 5000,
        action: {
          label: 'Organize',
          href: '/pin/5000/repin/?isEditingPin=true&pinBoardId=2&isFromToast=true&originalPinId=1001',
          organize: { savedPinId: '5000', boardId: '2', originalPinId: '1001' },
        },
      },
    ],
    [
      'board without Organize',
      kitchen,
      { inNewUserAnimation: true, organize: false },
      { message: 'Saved to', link: { label: 'Kitchen', href: '/demo/kitchen/' }, durationMs: 5000 },
    ],
    [
      'section in board: the section is the link, the board follows it',
      soups,
      { inNewUserAnimation: false, organize: false },
      { message: 'Saved to', link: { label: 'Soups', href: '/demo/kitchen/soups/' }, messageEnd: 'in Kitchen', durationMs: 5000 },
    ],
    [
      'names cut to 22',
      long,
      { inNewUserAnimation: false, organize: false },
      { message: 'Saved to', link: { label: `${'a'.repeat(22)}…`, href: '/demo/long/' }, durationMs: 5000 },
    ],
  ];
  it.each(cases)('%s', (_n, target, options, expected) => expect(saveToast(saved(target), options)).toEqual(expected));

  // The issue: the toast read 'Saved to Kitchen' and then 'Kitchen' again as its link.
  const readAs: Array<[string, SaveTarget | null, string, string]> = [
    ['profile', null, 'Saved to Profile', 'Profile'],
    ['board', kitchen, 'Saved to Kitchen', 'Kitchen'],
    ['section', soups, 'Saved to Soups in Kitchen', 'Kitchen'],
    ['long board, cut', long, `Saved to ${'a'.repeat(22)}…`, `${'a'.repeat(22)}…`],
  ];
  it.each(readAs)('%s: reads "%s", naming %s once', (_n, target, text, place) => {
    const toast = saveToast(saved(target), { inNewUserAnimation: false, organize: true });
    if (!toast) throw new Error('no toast');
    expect(saveToastText(toast)).toBe(text);
    expect(saveToastText(toast).split(place).length - 1).toBe(1);
  });
});

describe('organizedToast: after Organize or Change', () => {
  const target = {
    boardId: '6',
    boardName: 'Kitchen',
    boardUrl: '/demo/kitchen/',
    sectionId: '9',
    sectionName: 'Soups',
    sectionSlug: 'soups',
  };
  it('names and links the new place when the pin moved', () =>
    expect(organizedToast(true, target)).toEqual({ message: 'Moved to', link: { label: 'Soups', href: '/demo/kitchen/soups/' } }));
  it('cuts a long board name to 22, with an ellipsis', () =>
    expect(organizedToast(true, { boardId: '6', boardName: 'A very long board name indeed', boardUrl: '/demo/a/' }).link?.label).toBe(
      'A very long board name…',
    ));
  it('names the profile for its quick-saves board', () =>
    expect(organizedToast(true, null)).toEqual({ message: 'Moved to', link: { label: 'Profile', href: '/me/' } }));
  it('says the words changed when it stayed', () => expect(organizedToast(false, target)).toEqual({ message: 'Your Pin was updated' }));
});
