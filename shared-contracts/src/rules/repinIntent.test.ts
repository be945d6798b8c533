import { repinIntent, saveReturnPath, type RepinIntent } from './repinIntent';

describe('repinIntent (spec section 2: /pin/{id}/repin/ with isEditingPin, pinBoardId, isFromToast, originalPinId)', () => {
  const cases: Array<[string, Record<string, string>, unknown, RepinIntent]> = [
    ['plain: the save a visitor asked for', {}, undefined, { kind: 'save', pinId: '7' }],
    [
      "the toast's Organize",
      { isEditingPin: 'true', pinBoardId: '12', isFromToast: 'true', originalPinId: '3' },
      undefined,
      { kind: 'organize', savedPinId: '7', boardId: '12', fromToast: true, originalPinId: '3' },
    ],
    [
      "the profile toast's Change (no board)",
      { isEditingPin: 'true', isFromToast: 'true', originalPinId: '3' },
      undefined,
      { kind: 'organize', savedPinId: '7', boardId: null, fromToast: true, originalPinId: '3' },
    ],
    [
      'bad ids are dropped, not trusted',
      { isEditingPin: 'true', pinBoardId: 'x', originalPinId: '0' },
      undefined,
      { kind: 'organize', savedPinId: '7', boardId: null, fromToast: false, originalPinId: null },
    ],
    ['isEditingPin=false is a plain save', { isEditingPin: 'false' }, undefined, { kind: 'save', pinId: '7' }],
    ['one-tap from navigation state', {}, { isOneTapSave: true }, { kind: 'one-tap', pinId: '7' }],
    ['one-tap from a link', { isOneTapSave: 'true' }, null, { kind: 'one-tap', pinId: '7' }],
    ['state of another shape is ignored', {}, 'isOneTapSave', { kind: 'save', pinId: '7' }],
  ];
  it.each(cases)('%s', (_case, query, state, intent) => expect(repinIntent('7', query, state)).toEqual(intent));
  it('returns a visitor to the repin path', () => expect(saveReturnPath('42')).toBe('/pin/42/repin/'));
});
