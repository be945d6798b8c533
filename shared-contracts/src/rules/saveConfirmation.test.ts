import type { SaveTarget } from '../runtime/events';
import {
  organizeHref,
  SAVE_TOAST_MS,
  savedOverlayHref,
  savedOverlayText,
  savedTargetName,
  saveToast,
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
    [long, `Saved to ${'a'.repeat(22)}`],
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

describe('saveToast (5000 ms)', () => {
  it('is 5000 ms', () => expect(SAVE_TOAST_MS).toBe(5000));

  const cases: Array<[string, SaveTarget | null, { inNewUserAnimation: boolean; organize: boolean }, ReturnType<typeof saveToast>]> = [
    [
      'no board: links to the profile with Change',
      null,
      { inNewUserAnimation: false, organize: true },
      {
        message: 'Saved to Profile',
        durationMs: 5000,
        link: { label: 'Profile', href: '/me/' },
        action: { label: 'Change', href: '/pin/5000/repin/?isEditingPin=true&isFromToast=true&originalPinId=1001' },
      },
    ],
    ['no board in the new-user animation: no toast', null, { inNewUserAnimation: true, organize: true }, null],
    [
      'board with Organize',
      kitchen,
      { inNewUserAnimation: false, organize: true },
      {
        message: 'Saved to Kitchen',
        durationMs: 5000,
        link: { label: 'Kitchen', href: '/demo/kitchen/' },
        action: { label: 'Organize', href: '/pin/5000/repin/?isEditingPin=true&pinBoardId=2&isFromToast=true&originalPinId=1001' },
      },
    ],
    [
      'board without Organize',
      kitchen,
      { inNewUserAnimation: true, organize: false },
      { message: 'Saved to Kitchen', durationMs: 5000, link: { label: 'Kitchen', href: '/demo/kitchen/' } },
    ],
    [
      'section in board',
      soups,
      { inNewUserAnimation: false, organize: false },
      { message: 'Saved to Soups in Kitchen', durationMs: 5000, link: { label: 'Soups', href: '/demo/kitchen/soups/' } },
    ],
    [
      'names cut to 22',
      long,
      { inNewUserAnimation: false, organize: false },
      { message: `Saved to ${'a'.repeat(22)}`, durationMs: 5000, link: { label: 'a'.repeat(22), href: '/demo/long/' } },
    ],
  ];
  it.each(cases)('%s', (_n, target, options, expected) => expect(saveToast(saved(target), options)).toEqual(expected));
});
