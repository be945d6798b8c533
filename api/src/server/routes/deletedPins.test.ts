// A deleted pin over HTTP, story pins included: reading it answers 410 Gone (not 404: it was there),
// and saving it is refused with a clear message; a pin deleted altogether, by its Delete or a bulk
// delete, is remembered so; an id no pin ever had stays 404.

import { DELETED_PIN_MESSAGE, DELETED_PIN_SAVE_MESSAGE, DELETED_PIN_SEND_MESSAGE } from 'shared-contracts/rules';
import { type ApiPin } from 'shared-contracts/api';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApiForFile } from '../../testing/testApiForFile';

const { pins: PINS, boards: BOARDS, users: USERS } = DEMO_LANDMARKS;

const api = startTestApiForFile({ signedIn: ['demo', 'maya_chen'] });

const messageOf = (answer: { body: { resource_response: { error: { message: string } | null } } }) =>
  answer.body.resource_response.error?.message;

/** demo's saved copy of a pin of the demo world, on their kitchen board. */
async function demoCopy(pinId: number): Promise<string> {
  return expectOk(await api.demo.write<ApiPin>('RepinResource', 'create', { pin_id: String(pinId), board_id: String(BOARDS.demoKitchen) }))
    .id;
}

describe('a deleted story pin', () => {
  it('answers a read with 410 and its reason, to a person and a visitor', async () => {
    for (const client of [api.demo, api.visitor]) {
      const answer = await client.get('PinResource', { id: PINS.deletedStory });
      expectFailure(answer, 410, 'gone');
      expect(messageOf(answer)).toBe(DELETED_PIN_MESSAGE);
    }
  });

  it('cannot be saved: 410 with a message a toast can show, and nothing is written', async () => {
    const before = await api.count('SELECT count(*) AS n FROM pins WHERE root_pin_id = ?', PINS.deletedStory);
    const answer = await api.demo.write('RepinResource', 'create', {
      pin_id: String(PINS.deletedStory),
      board_id: String(BOARDS.demoKitchen),
    });
    expectFailure(answer, 410, 'gone');
    expect(messageOf(answer)).toBe(DELETED_PIN_SAVE_MESSAGE);
    expect(await api.count('SELECT count(*) AS n FROM pins WHERE root_pin_id = ?', PINS.deletedStory)).toBe(before);
  });

  it('cannot be sent to anyone: 410 with its reason, and nothing is sent', async () => {
    const before = await api.count('SELECT count(*) AS n FROM pin_sends WHERE pin_id = ?', PINS.deletedStory);
    const answer = await api.demo.write('PinSendResource', 'create', { pin_id: String(PINS.deletedStory), user: String(USERS.partner) });
    expectFailure(answer, 410, 'gone');
    expect(messageOf(answer)).toBe(DELETED_PIN_SEND_MESSAGE);
    expect(await api.count('SELECT count(*) AS n FROM pin_sends WHERE pin_id = ?', PINS.deletedStory)).toBe(before);
  });
});

describe('a pin deleted altogether', () => {
  it('is 410 once its owner deleted it, to everyone, and cannot be saved', async () => {
    const copy = await demoCopy(PINS.recipe);
    expectOk(await api.demo.get('PinResource', { id: copy }));
    expectOk(await api.demo.write('PinResource', 'delete', { id: copy }));
    for (const client of [api.demo, api.maya_chen, api.visitor]) expectFailure(await client.get('PinResource', { id: copy }), 410, 'gone');
    const save = await api.maya_chen.write('RepinResource', 'create', { pin_id: copy, board_id: String(BOARDS.demoCollaboratesOn) });
    expect(save.status).toBe(410);
    expect(messageOf(save)).toBe(DELETED_PIN_SAVE_MESSAGE);
    expect(await api.api.deps.storage.wasPinDeleted(Number(copy))).toBe(true);
  });

  it('is 410 after a bulk delete too', async () => {
    const copy = await demoCopy(PINS.recipe);
    expectOk(await api.demo.write('BulkEditResource', 'delete', { board_id: String(BOARDS.demoKitchen), pin_ids: [copy] }));
    expectFailure(await api.demo.get('PinResource', { id: copy }), 410, 'gone');
  });

  it('leaves a pin that is there, and an id no pin ever had, as they were', async () => {
    expectOk(await api.visitor.get('PinResource', { id: PINS.recipe }));
    expect(await api.api.deps.storage.wasPinDeleted(PINS.recipe)).toBe(false);
    expectFailure(await api.visitor.get('PinResource', { id: 987_654_321 }), 404, 'not_found');
    expect(await api.api.deps.storage.wasPinDeleted(987_654_321)).toBe(false);
  });
});
