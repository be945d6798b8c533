import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiCallError, type PageBus } from 'page-runtime';
import type { EventMap } from 'shared-contracts/platform';
import { QueryRoot } from 'react-kit';
import { fakeFeedApi } from '../testing/fakeFeedApi';
import { PinFeedbackLayer } from './PinFeedbackLayer';

const ANSWERS = {
  'PinFeedbackResource update': () => ({ pin_id: '1001', feedback_type: 2 }),
  'PinFeedbackResource delete': () => ({ pin_id: '1001', feedback_type: 2, removed: true }),
  'PUT /v3/p2p/1001/hide/': () => ({ pin_id: '1001', hidden: true }),
  'PUT /v3/p2p/1001/unhide/': () => ({ pin_id: '1001', hidden: false }),
};

function layer() {
  const api = fakeFeedApi(ANSWERS);
  render(
    <QueryRoot>
      <PinFeedbackLayer />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  const said: Array<[keyof EventMap, unknown]> = [];
  api.events.on('pin/hidden', (event) => said.push(['pin/hidden', event]));
  api.events.on('pin/hide-undone', (event) => said.push(['pin/hide-undone', event]));
  return { ...api, said };
}

const bound = { timeoutMs: 5000 };

/** Asks for a report of pin 1001, as the closeup does: the answer to come, and the dialog once it is up. */
async function askToReport(events: PageBus): Promise<{ answer: Promise<unknown>; dialog: HTMLElement }> {
  let answer: Promise<unknown> = Promise.resolve();
  act(() => {
    answer = events.request('pin/report', { pinId: '1001', path: 'p2p' }, bound);
  });
  return { answer, dialog: await screen.findByRole('dialog', { name: 'Report Pin' }) };
}

describe("the feed area's answers to another area's Hide and Report", () => {
  it('hides a pin along the path asked, says so on the bus, and shows it again on pin/unhide', async () => {
    const { events, named, said } = layer();
    await expect(events.request('pin/hide', { pinId: '1001', path: 'p2p', reason: 'topic' }, bound)).resolves.toEqual({ kind: 'done' });
    expect(named('PUT /v3/p2p/1001/hide/')).toHaveLength(1);
    await expect(events.request('pin/unhide', { pinId: '1001', path: 'p2p' }, bound)).resolves.toEqual({ kind: 'done' });
    expect(named('PUT /v3/p2p/1001/unhide/')).toHaveLength(1);
    expect(said).toEqual([
      ['pin/hidden', { pinId: '1001', path: 'p2p', reason: 'topic' }],
      ['pin/hide-undone', { pinId: '1001', path: 'p2p' }],
    ]);
  });

  it('fails the request with the API refusal, so the asker can say so', async () => {
    const api = fakeFeedApi({
      'PUT /v3/p2p/1001/hide/': () => {
        throw new ApiCallError(500, 'internal', 'Sorry! Something went wrong on our end.', undefined, true);
      },
    });
    render(
      <QueryRoot>
        <PinFeedbackLayer />
      </QueryRoot>,
      { wrapper: api.wrapper },
    );
    await expect(api.events.request('pin/hide', { pinId: '1001', path: 'p2p', reason: 'default' }, bound)).rejects.toThrow(
      'Sorry! Something went wrong on our end.',
    );
  });

  it('asks why in its dialog before reporting, answers reported once sent, and pin/unreport takes the report back', async () => {
    const { events, named } = layer();
    const { answer, dialog } = await askToReport(events);
    // No reason, no report.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose why you are reporting this Pin.');
    expect(named('PinFeedbackResource update')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await expect(answer).resolves.toEqual({ kind: 'reported' });
    expect(named('PinFeedbackResource update')[0]?.options).toEqual({ feedback_type: 2, pin_id: '1001', report_reason: 'spam' });
    expect(named('PUT /v3/p2p/1001/hide/')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();

    await expect(events.request('pin/unreport', { pinId: '1001', path: 'p2p' }, bound)).resolves.toEqual({ kind: 'done' });
    expect(named('PinFeedbackResource delete')[0]?.options).toEqual({ feedback_type: 2, pin_id: '1001' });
    expect(named('PUT /v3/p2p/1001/unhide/')).toHaveLength(1);
  });

  it('answers a second report at once, as cancelled, while the dialog is open', async () => {
    const { events } = layer();
    await askToReport(events);
    await expect(events.request('pin/report', { pinId: '1002', path: 'p2p' }, bound)).resolves.toEqual({ kind: 'cancelled' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('answers an open report cancelled when the area goes', async () => {
    const api = fakeFeedApi(ANSWERS);
    const { unmount } = render(
      <QueryRoot>
        <PinFeedbackLayer />
      </QueryRoot>,
      { wrapper: api.wrapper },
    );
    const { answer } = await askToReport(api.events);
    unmount();
    await expect(answer).resolves.toEqual({ kind: 'cancelled' });
  });

  it('answers cancelled when the dialog is closed without a report, and sends nothing', async () => {
    const { events, named } = layer();
    const { answer, dialog } = await askToReport(events);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toEqual({ kind: 'cancelled' });
    expect(named('PinFeedbackResource update')).toEqual([]);
  });
});
