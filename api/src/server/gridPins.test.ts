import type { ApiBoard } from 'shared-contracts';
import { makePin } from 'shared-contracts/src/testing/pinFixture';
import { gridPinOf } from './gridPins';

const board: ApiBoard = {
  id: '31',
  entityId: '31',
  name: 'Garden plans',
  description: 'Beds, paths and a pond',
  url: '/demo/garden-plans/',
  privacy: 'public',
  layout: 'default',
  followedByMe: true,
  collaboratedByMe: false,
  isCollaborative: true,
  collaboratorCount: 2,
  pinCount: 40,
  sectionCount: 3,
  boardOrderModifiedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  owner: makePin().pinner,
  coverImages: [makePin().images['236x']],
  access: ['write'],
};
const section = { id: '5', entityId: '5', title: 'Pond', slug: 'pond', url: '/demo/garden-plans/pond/', boardId: '31', pinCount: 4 };

describe('the grid field set', () => {
  it('keeps what a card reads and summarises the board and the section', () => {
    const whole = makePin({ board, section, nativeCreator: makePin().pinner, richMetadata: { recipe: 'tart' } });
    const grid = gridPinOf(whole);
    expect(grid.board).toEqual({
      id: '31',
      name: 'Garden plans',
      url: '/demo/garden-plans/',
      privacy: 'public',
      followedByMe: true,
      collaboratedByMe: false,
      isCollaborative: true,
    });
    expect(grid.section).toEqual({ id: '5', title: 'Pond', url: '/demo/garden-plans/pond/', boardId: '31' });
    expect(grid).not.toHaveProperty('nativeCreator');
    expect(grid).not.toHaveProperty('richMetadata');
    // Every other field is the whole pin's, unchanged.
    const { board: _b, section: _s, nativeCreator: _n, richMetadata: _r, ...rest } = whole;
    expect(grid).toMatchObject(rest);
  });

  it('leaves a pin with no board or section without them', () => {
    const grid = gridPinOf(makePin({ board: null, section: null }));
    expect(grid.board).toBeNull();
    expect(grid.section).toBeNull();
  });
});
