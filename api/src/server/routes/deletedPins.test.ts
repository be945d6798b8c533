// A deleted pin over HTTP, story pins included: reading it answers 410 Gone (not 404: it was there),
// and saving it is refused with a clear message; a pin deleted altogether, by its Delete or a bulk
// delete, is remembered so; an id no pin ever had stays 404.

import { DELETED_PIN_MESSAGE, DELETED_PIN_SAVE_MESSAGE, DELETED_PIN_SEND_MESSAGE, type ApiPin } from 'shared-contracts';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApi, type TestApi, type TestClient } from '../../testing/testApi';

const { pins: PINS, boards: BOARDS, users: USERS } = DEMO_LANDMARKS;

let api: TestApi;
let demo: TestClient;
let maya: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  api = await startTestApi();
  [demo, maya] = await Promise.all([api.client().login('demo'), api.client().login('maya_chen')]);
  visitor = api.client();
}, 60_000);

afterAll(() => api.stop());

const messageOf = (answer: { body: { resource_response: { error: { message: string } | null } } }) =>
  answer.body.resource_response.error?.message;

/** demo's saved copy of a pin of the demo world, on their kitchen board. */
async function demoCopy(pinId: number): Promise<string> {
  return expectOk(await demo.write<ApiPin>('RepinResource', 'create', { pin_id: String(pinId), board_id: String(BOARDS.demoKitchen) })).id;
}

describe('a deleted story pin', () => {
  it('answers a read with 410 and its reason, to a person and a visitor', async () => {
    for (const client of [demo, visitor]) {
      const answer = await client.get('PinResource', { id: PINS.deletedStory });
      expectFailure(answer, 410, 'gone');
      expect(messageOf(answer)).toBe(DELETED_PIN_MESSAGE);
    }
  });

  it('cannot be saved: 410 with a message a toast can show, and nothing is written', async () => {
    const before = await api.count('SELECT count(*) AS n FROM pins WHERE root_pin_id = ?', PINS.deletedStory);
    const answer = await demo.write('RepinResource', 'create', { pin_id: String(PINS.deletedStory), board_id: String(BOARDS.demoKitchen) });
    expectFailure(answer, 410, 'gone');
    expect(messageOf(answer)).toBe(DELETED_PIN_SAVE_MESSAGE);
    expect(await api.count('SELECT count(*) AS n FROM pins WHERE root_pin_id = ?', PINS.deletedStory)).toBe(before);
  });

  it('cannot be sent to anyone: 410 with its reason, and nothing is sent', async () => {
    const before = await api.count('SELECT count(*) AS n FROM pin_sends WHERE pin_id = ?', PINS.deletedStory);
    const answer = await demo.write('PinSendResource', 'create', { pin_id: String(PINS.deletedStory), user: String(USERS.partner) });
    expectFailure(answer, 410, 'gone');
    expect(messageOf(answer)).toBe(DELETED_PIN_SEND_MESSAGE);
    expect(await api.count('SELECT count(*) AS n FROM pin_sends WHERE pin_id = ?', PINS.deletedStory)).toBe(before);
  });
});

describe('a pin deleted altogether', () => {
  it('is 410 once its owner deleted it, to everyone, and cannot be saved', async () => {
    const copy = await demoCopy(PINS.recipe);
    expectOk(await demo.get('PinResource', { id: copy }));
    expectOk(await demo.write('PinResource', 'delete', { id: copy }));
    for (const client of [demo, maya, visitor]) expectFailure(await client.get('PinResource', { id: copy }), 410, 'gone');
    const save = await maya.write('RepinResource', 'create', { pin_id: copy, board_id: String(BOARDS.demoCollaboratesOn) });
    expect(save.status).toBe(410);
    expect(messageOf(save)).toBe(DELETED_PIN_SAVE_MESSAGE);
    expect(await api.api.deps.storage.wasPinDeleted(Number(copy))).toBe(true);
  });

  it('is 410 after a bulk delete too', async () => {
    const copy = await demoCopy(PINS.recipe);
    expectOk(await demo.write('BulkEditResource', 'delete', { board_id: String(BOARDS.demoKitchen), pin_ids: [copy] }));
    expectFailure(await demo.get('PinResource', { id: copy }), 410, 'gone');
  });

  it('leaves a pin that is there, and an id no pin ever had, as they were', async () => {
    expectOk(await visitor.get('PinResource', { id: PINS.recipe }));
    expect(await api.api.deps.storage.wasPinDeleted(PINS.recipe)).toBe(false);
    expectFailure(await visitor.get('PinResource', { id: 987_654_321 }), 404, 'not_found');
    expect(await api.api.deps.storage.wasPinDeleted(987_654_321)).toBe(false);
  });
});
