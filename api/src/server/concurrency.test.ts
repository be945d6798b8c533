// Racing requests: parallel saves land exactly once each, duplicate saves collapse into one row,
// and a user never gets two quick-saves boards, however the requests interleave.

import sharp from 'sharp';
import type { ApiBoard, ApiPin, ApiSession } from 'shared-contracts/api';
import { type TestClient } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';

type Saved = ApiPin & { created: boolean };

const api = startTestApiForFile({ signedIn: ['demo'] });
/** 50 distinct public pins (home feed order). */
let pins: string[];

beforeAll(async () => {
  const feed = await api.demo.get<ApiPin[]>('HomefeedResource', { page_size: 50 });
  pins = (feed.body.resource_response.data ?? []).map((p) => p.id);
  expect(new Set(pins).size).toBe(50);
}, 60_000);

const count = async (sql: string, ...args: unknown[]): Promise<number> => await api.count(sql, ...args);

async function newBoard(client: TestClient, name: string): Promise<string> {
  const answer = await client.write<ApiBoard>('BoardResource', 'create', { name });
  expect(answer.status).toBe(200);
  return answer.body.resource_response.data?.id ?? '';
}

it('50 parallel saves of 50 distinct pins to one board give exactly 50 new rows there', async () => {
  const boardId = await newBoard(api.demo, 'Fifty at once');
  const answers = await Promise.all(
    pins.map((pinId) => api.demo.write<Saved>('RepinResource', 'create', { pin_id: pinId, board_id: boardId })),
  );

  expect(answers.map((a) => a.status)).toEqual(pins.map(() => 200));
  const saved = answers.map((a) => a.body.resource_response.data);
  expect(saved.every((s) => s?.created === true && s.board?.id === boardId)).toBe(true);
  expect(new Set(saved.map((s) => s?.id)).size).toBe(50);
  expect(saved.map((s) => s?.originalPinId).sort()).toEqual([...pins].sort());

  const feed = await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: boardId, page_size: 100 });
  expect(feed.body.resource_response.data).toHaveLength(50);
  expect(feed.body.resource_response.bookmark).toBeNull();
  expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ?', Number(boardId))).toBe(50);
  const board = await api.demo.get<ApiBoard>('BoardResource', { board_id: boardId });
  expect(board.body.resource_response.data?.pinCount).toBe(50);
});

it('20 parallel saves of the same pin to the same board give one row, and all 20 answers are 200 with its id', async () => {
  const boardId = await newBoard(api.demo, 'Same pin twenty times');
  const pinId = pins[0] ?? '';
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => api.demo.write<Saved>('RepinResource', 'create', { pin_id: pinId, board_id: boardId })),
  );

  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
  const ids = new Set(answers.map((a) => a.body.resource_response.data?.id));
  expect(ids.size).toBe(1);
  expect(answers.filter((a) => a.body.resource_response.data?.created === true)).toHaveLength(1);
  expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ?', Number(boardId))).toBe(1);
  expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ? AND id = ?', Number(boardId), Number([...ids][0]))).toBe(1);
});

it('parallel saves of the same pin to a board and to its section give one row per place', async () => {
  const boardId = await newBoard(api.demo, 'Board and section');
  const section = await api.demo.write<{ id: string }>('BoardSectionResource', 'create', { board_id: boardId, title: 'Part one' });
  const sectionId = section.body.resource_response.data?.id ?? '';
  const pinId = pins[1] ?? '';
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      api.demo.write<Saved>('RepinResource', 'create', {
        pin_id: pinId,
        board_id: boardId,
        ...(i % 2 === 0 ? { section: sectionId } : {}),
      }),
    ),
  );
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(new Set(answers.map((a) => a.body.resource_response.data?.id)).size).toBe(2);
  expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ?', Number(boardId))).toBe(2);
  expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ? AND section_id = ?', Number(boardId), Number(sectionId))).toBe(1);
});

it('10 parallel quick-save board creates (return_existing) for a user without one give one board', async () => {
  const newbie = await api.client().login('newbie');
  expect(await count("SELECT count(*) AS n FROM boards WHERE owner_id = 4 AND layout = 'quick_saves'")).toBe(0);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      newbie.write<ApiBoard>('BoardResource', 'create', { name: 'Quick Saves', layout: 'quick_saves', return_existing: true }),
    ),
  );

  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
  expect(new Set(answers.map((a) => a.body.resource_response.data?.id)).size).toBe(1);
  expect(answers[0]?.body.resource_response.data).toMatchObject({
    layout: 'quick_saves',
    name: 'Quick Saves',
    owner: { username: 'newbie' },
  });
  expect(await count("SELECT count(*) AS n FROM boards WHERE owner_id = 4 AND layout = 'quick_saves'")).toBe(1);
  expect(await count('SELECT count(*) AS n FROM boards WHERE owner_id = 4')).toBe(1);
});

it('10 parallel creates of boards with the same name give 10 boards with distinct slugs', async () => {
  const employee = await api.client().login('employee');
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => employee.write<ApiBoard>('BoardResource', 'create', { name: 'Same Name' })),
  );
  expect(answers.every((a) => a.status === 200)).toBe(true);
  const urls = answers.map((a) => a.body.resource_response.data?.url);
  expect(new Set(urls).size).toBe(10);
  expect(urls).toContain('/employee/same-name/');
  expect(await count("SELECT count(*) AS n FROM boards WHERE owner_id = 3 AND name = 'Same Name'")).toBe(10);
});

it('parallel follows of the same board by the same user leave one follow', async () => {
  const maya = await api.client().login('maya_chen');
  const answers = await Promise.all(Array.from({ length: 10 }, () => maya.request<ApiBoard>('PUT', '/v3/boards/2/follow/')));
  expect(answers.every((a) => a.status === 200 && a.body.resource_response.data?.followedByMe === true)).toBe(true);
  expect(await count('SELECT count(*) AS n FROM board_follows WHERE user_id = 8 AND board_id = 2')).toBe(1);
});

// Regression: this failed before the fix that came with it.
it('5 sign-ups with the same username finished at once: one 200, the others 409 conflict naming username', async () => {
  const racers = Array.from({ length: 5 }, (_, i) => ({ client: api.client(), email: `racer${i}@example.org` }));
  for (const { client, email } of racers)
    expect(
      (
        await client.write('UserRegisterResource', 'create', {
          username: 'racing_name',
          email,
          password: 'a-good-password',
          first_name: 'Racer',
        })
      ).status,
    ).toBe(200);
  const tokens = await Promise.all(
    racers.map(async ({ email }) => (await api.outbox.next((mail) => mail.to === email)).path.replace('/signup/confirm/', '')),
  );
  const answers = await Promise.all(
    racers.map(({ client }, i) => client.write<ApiSession>('UserRegisterResource', 'update', { token: tokens[i] })),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
  for (const a of answers.filter((x) => x.status !== 200))
    expect(a.body.resource_response.error).toMatchObject({ code: 'conflict', field: 'username' });
  expect(await count("SELECT count(*) AS n FROM users WHERE username = 'racing_name'")).toBe(1);
});

// Regression: this failed before the fix that came with it.
it('10 parallel PinResource creates with the same uploaded image all succeed', async () => {
  const png = await sharp({ create: { width: 420, height: 300, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
  const boardId = await newBoard(api.demo, 'Same picture');
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      api.demo.write('PinResource', 'create', {
        board_id: boardId,
        method: 'button',
        title: `Copy ${i}`,
        image_base64: png.toString('base64'),
      }),
    ),
  );
  expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
  expect(await count('SELECT count(*) AS n FROM pins WHERE board_id = ?', Number(boardId))).toBe(10);
});
