import { HELD_SAVE_NOTE, HELD_SAVES_MAX, heldSavesToast, holdSave, parseHeldSaves, type HeldSave } from './heldSaves';

const save = (pinId: string, boardId: string | null = null): HeldSave => ({ pinId, boardId, sectionId: null });

describe('holdSave (spec: limited-login saved pins max 2; a duplicate replaces it)', () => {
  it('holds at most 2', () => expect(HELD_SAVES_MAX).toBe(2));

  const cases: Array<[string, HeldSave[], HeldSave, HeldSave[]]> = [
    ['the first save is held', [], save('1'), [save('1')]],
    ['a second is held after it', [save('1')], save('2', '6'), [save('1'), save('2', '6')]],
    ['a third drops the oldest', [save('1'), save('2')], save('3'), [save('2'), save('3')]],
    [
      'the same pin again replaces the held one, with the new board',
      [save('1', '6'), save('2')],
      save('1', '7'),
      [save('2'), save('1', '7')],
    ],
  ];
  it.each(cases)('%s', (_case, held, next, result) => expect(holdSave(held, next)).toEqual(result));
});

describe('parseHeldSaves: what the device kept, read back', () => {
  const cases: Array<[string, unknown, HeldSave[]]> = [
    ['nothing stored', null, []],
    ['not a list', { pinId: '1' }, []],
    ['a good list', [save('1'), { pinId: '2', boardId: '6', sectionId: '9' }], [save('1'), { pinId: '2', boardId: '6', sectionId: '9' }]],
    ['malformed entries are dropped', [save('1'), { pinId: 'x' }, 'junk', { pinId: '3', boardId: 5 }], [save('1')]],
    ['a list edited past the cap keeps the newest two', [save('1'), save('2'), save('3')], [save('2'), save('3')]],
    ['duplicates keep the later', [save('1', '6'), save('1', '7')], [save('1', '7')]],
  ];
  it.each(cases)('%s', (_case, stored, held) => expect(parseHeldSaves(stored)).toEqual(held));
});

describe('what the visitor is told about held saves', () => {
  it('says where a held save goes, and when', () =>
    expect(HELD_SAVE_NOTE).toBe("Saved for later. Log in and we'll add it to your profile."));
  const kitchen = { boardId: '5', boardName: 'Kitchen', boardUrl: '/newbie/kitchen/' };
  const soups = { ...kitchen, sectionId: '51', sectionName: 'Soups', sectionSlug: 'soups' };
  it.each<[string, Array<{ target: typeof kitchen | null }>, ReturnType<typeof heldSavesToast>]>([
    // None made: a failed merge says nothing (spec section 8).
    ['none', [], null],
    // One: its own save toast confirms it ('Saved to' [Profile] with Change).
    ['one', [{ target: null }], null],
    [
      'two to the profile',
      [{ target: null }, { target: null }],
      { message: 'Saved 2 Pins to', link: { label: 'Profile', href: '/me/' }, durationMs: 5000 },
    ],
    [
      'two to one board',
      [{ target: kitchen }, { target: kitchen }],
      { message: 'Saved 2 Pins to', link: { label: 'Kitchen', href: '/newbie/kitchen/' }, durationMs: 5000 },
    ],
    [
      'two to one section',
      [{ target: soups }, { target: soups }],
      { message: 'Saved 2 Pins to', link: { label: 'Soups', href: '/newbie/kitchen/soups/' }, durationMs: 5000 },
    ],
    [
      'two to different places',
      [{ target: kitchen }, { target: soups }],
      { message: 'Saved 2 Pins to', link: { label: 'your profile', href: '/newbie/' }, durationMs: 5000 },
    ],
  ])('after login, %s: %j', (_case, made, toast) => expect(heldSavesToast(made, 'newbie')).toEqual(toast));
});
