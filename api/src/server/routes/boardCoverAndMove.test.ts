// Issue 60, item 9 over HTTP (on both databases): the board's owner picks one of its pins as cover
// (BoardResource update cover_pin_id), and moves several pins to another of their boards in one
// write (BulkEditResource / BulkEditSelectAllResource update).

import { type ApiBoard, type ApiBoardSection, type ApiPin } from 'shared-contracts/api';
import { BULK_EDIT_MAX_PINS } from 'shared-contracts/rules';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['employee', 'demo'] });

const newBoard = async (name: string) => expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name }));
const pinsOf = async (boardId: string) => expectOk(await api.employee.get<ApiPin[]>('BoardFeedResource', { board_id: boardId }));
const boardOf = async (boardId: string) => expectOk(await api.employee.get<ApiBoard>('BoardResource', { board_id: boardId }));

/** A new board of the employee's with saves of the home feed's first n pins, in the order saved. */
async function boardWithSaves(name: string, n: number, skip = 0): Promise<{ board: ApiBoard; saves: ApiPin[] }> {
  const board = await newBoard(name);
  const home = expectOk(await api.employee.get<ApiPin[]>('HomefeedResource', { page_size: n + skip })).slice(skip);
  const saves: ApiPin[] = [];
  for (const pin of home)
    saves.push(expectOk(await api.employee.write<ApiPin>('RepinResource', 'create', { pin_id: pin.id, board_id: board.id })));
  return { board, saves };
}

describe("a board's cover", () => {
  it('is the newest pin until the owner picks one; the pick comes first in the covers and on the profile list', async () => {
    const { board, saves } = await boardWithSaves('Cover pick', 4);
    const [oldest, , , newest] = saves;
    const before = await boardOf(board.id);
    expect(before.coverPinId).toBeNull();
    expect(before.coverImages[0]?.url).toBe(newest?.images['236x'].url);

    const after = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'update', { board_id: board.id, cover_pin_id: oldest?.id }));
    expect(after.coverPinId).toBe(oldest?.id);
    expect(after.coverImages).toHaveLength(3);
    expect(after.coverImages[0]?.url).toBe(oldest?.images['236x'].url);
    const listed = expectOk(await api.employee.get<ApiBoard[]>('BoardsResource', { username: 'employee', page_size: 100 }));
    expect(listed.find((b) => b.id === board.id)?.coverImages[0]?.url).toBe(oldest?.images['236x'].url);

    // Gone from the board, it is no longer the cover: the newest is again.
    expectOk(await api.employee.write('PinResource', 'delete', { id: oldest?.id }));
    const gone = await boardOf(board.id);
    expect(gone.coverPinId).toBeNull();
    expect(gone.coverImages[0]?.url).toBe(newest?.images['236x'].url);
  });

  it("must be one of the board's own pins, and only its owner picks it", async () => {
    const { board } = await boardWithSaves('Cover refusals', 1);
    const { saves: elsewhere } = await boardWithSaves('Cover elsewhere', 1, 3);
    expectFailure(
      await api.employee.write('BoardResource', 'update', { board_id: board.id, cover_pin_id: elsewhere[0]?.id }),
      400,
      'invalid_field',
      'cover_pin_id',
    );
    expectFailure(
      await api.employee.write('BoardResource', 'update', { board_id: board.id, cover_pin_id: '999999' }),
      400,
      'invalid_field',
      'cover_pin_id',
    );
    expectFailure(
      await api.demo.write('BoardResource', 'update', { board_id: board.id, cover_pin_id: elsewhere[0]?.id }),
      403,
      'forbidden',
    );
  });
});

describe('moving several pins at once', () => {
  it('moves the selected pins to another board in one call, and the pins keep their ids', async () => {
    const { board, saves } = await boardWithSaves('Move from', 4);
    const target = await newBoard('Move to');
    const [a, b, c, d] = saves.map((pin) => pin.id);
    expect(
      expectOk(await api.employee.write('BulkEditResource', 'update', { board_id: board.id, pin_ids: [a, c], to_board_id: target.id })),
    ).toEqual({ moved: 2, skipped: 0 });
    expect((await pinsOf(board.id)).map((p) => p.id).sort()).toEqual([b, d].sort());
    expect((await pinsOf(target.id)).map((p) => p.id).sort()).toEqual([a, c].sort());
    expect((await boardOf(target.id)).pinCount).toBe(2);
  });

  it('with select all moves every pin but those taken back out, into a section of the other board', async () => {
    const { board, saves } = await boardWithSaves('Move all from', 3);
    const target = await newBoard('Move all to');
    const section = expectOk(
      await api.employee.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: target.id, title: 'Kept' }),
    );
    const keep = saves[1]?.id;
    expect(
      expectOk(
        await api.employee.write('BulkEditSelectAllResource', 'update', {
          board_id: board.id,
          pin_ids: [keep],
          to_board_id: target.id,
          to_section_id: section.id,
        }),
      ),
    ).toEqual({ moved: 2, skipped: 0 });
    expect((await pinsOf(board.id)).map((p) => p.id)).toEqual([keep]);
    const moved = expectOk(await api.employee.get<ApiPin[]>('BoardSectionPinsResource', { section_id: section.id }));
    expect(moved).toHaveLength(2);
  });

  it('leaves a pin where it is when the other board already has it', async () => {
    const { board, saves } = await boardWithSaves('Move twin from', 2);
    const { board: target } = await boardWithSaves('Move twin to', 1);
    expect(
      expectOk(
        await api.employee.write('BulkEditResource', 'update', {
          board_id: board.id,
          pin_ids: saves.map((p) => p.id),
          to_board_id: target.id,
        }),
      ),
    ).toEqual({ moved: 1, skipped: 1 });
    expect((await pinsOf(board.id)).map((p) => p.id)).toEqual([saves[0]?.id]);
  });

  it("refuses the same place, someone else's board as either end, and more pins than a bulk edit takes", async () => {
    const { board, saves } = await boardWithSaves('Move refusals', 1);
    const pinIds = saves.map((p) => p.id);
    expectFailure(
      await api.employee.write('BulkEditResource', 'update', { board_id: board.id, pin_ids: pinIds, to_board_id: board.id }),
      400,
      'invalid_field',
      'to_board_id',
    );
    const demoBoards = expectOk(await api.demo.get<ApiBoard[]>('BoardsResource', { username: 'demo' }));
    const theirs = demoBoards.find((b) => b.privacy === 'public' && b.collaboratorCount === 0);
    expectFailure(
      await api.employee.write('BulkEditResource', 'update', { board_id: board.id, pin_ids: pinIds, to_board_id: theirs?.id }),
      403,
      'forbidden',
    );
    expectFailure(
      await api.demo.write('BulkEditResource', 'update', { board_id: board.id, pin_ids: pinIds, to_board_id: theirs?.id }),
      403,
      'forbidden',
    );
    const tooMany = Array.from({ length: BULK_EDIT_MAX_PINS + 1 }, (_, i) => String(i + 1));
    const refused = await api.employee.write('BulkEditResource', 'update', { board_id: board.id, pin_ids: tooMany, to_board_id: board.id });
    expect(refused.status).toBe(400);
    expect((await pinsOf(board.id)).map((p) => p.id)).toEqual(pinIds);
  });
});
