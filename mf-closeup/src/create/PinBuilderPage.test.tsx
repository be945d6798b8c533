import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiCallError } from 'page-runtime';
import { QueryRoot } from 'react-kit';
import { sessionOf, viewer } from 'test-support/fakeApiClient';
import { makePin } from 'test-support/pinFixture';
import { fakeCloseupApi } from '../testing/fakeCloseupApi';
import { NO_FETCHING } from './ImagePicker';
import { PinBuilderPage } from './PinBuilderPage';
import { PIN_DRAFT_KEY_PREFIX, readPinDraft } from './pinDraftStorage';

const KITCHEN = { boardId: '12', boardName: 'Kitchen', boardUrl: '/demo/kitchen/' };
const IMAGE = { url: `/media/orig/${'a'.repeat(32)}.jpg`, width: 600, height: 800, color: '#aabbcc' };

function open(answers: Parameters<typeof fakeCloseupApi>[0] = {}) {
  window.history.pushState(null, '', '/pin-builder/');
  const api = fakeCloseupApi({
    'UserSessionResource get': sessionOf(viewer()),
    'POST /v3/pin_images/': () => ({ image_url: IMAGE.url, width: 600, height: 800, dominant_color: '#aabbcc' }),
    'PinResource create': () => ({ pin: makePin({ id: '5001' }), pinner: makePin().pinner }),
    ...answers,
  });
  api.events.handle('board/choose', async () => ({ kind: 'chosen', target: KITCHEN }));
  render(
    <QueryRoot>
      <PinBuilderPage />
    </QueryRoot>,
    { wrapper: api.wrapper },
  );
  return api;
}

function keepDraft(draft: Record<string, unknown>) {
  localStorage.setItem(
    `${PIN_DRAFT_KEY_PREFIX}1`,
    JSON.stringify({ guid: 'guid-1234', title: '', description: '', link: '', altText: '', image: null, place: null, ...draft }),
  );
}

beforeEach(() => {
  localStorage.clear();
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

describe('the pin builder', () => {
  it('counts the description live and refuses 501 characters at Publish, naming the field and sending nothing', async () => {
    keepDraft({ image: IMAGE, place: KITCHEN });
    const api = open();
    const description = await screen.findByLabelText('Description');
    fireEvent.input(description, { target: { value: 'd'.repeat(499) } });
    expect(await screen.findByText('1 character left')).toBeTruthy();
    fireEvent.input(description, { target: { value: 'd'.repeat(501) } });
    expect(await screen.findByText('1 character too many')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Description can be at most 500 characters (it has 501).');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(api.named('PinResource create')).toHaveLength(0);
  });

  it('asks for a picture and a board before publishing', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toEqual([
      'Choose an image for your Pin.',
      'Choose a board for your Pin.',
    ]);
    expect(api.named('PinResource create')).toHaveLength(0);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    const api = open();
    const input = await screen.findByLabelText<HTMLInputElement>('Choose an image');
    fireEvent.change(input, { target: { files: [new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('That file is not an image we can use. Choose a JPEG, PNG, WebP or GIF.');
    expect(api.named('POST /v3/pin_images/')).toHaveLength(0);
  });

  it('uploads a chosen picture, takes a board from the picker, and publishes with the button method', async () => {
    const api = open();
    const input = await screen.findByLabelText<HTMLInputElement>('Choose an image');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'What your Pin shows' })).toBeTruthy();
    expect(api.named('POST /v3/pin_images/')[0]?.options).toEqual({ type: 'image/png', size: 4 });
    fireEvent.input(screen.getByLabelText('Title'), { target: { value: ' Blue square ' } });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(' Blue square '));
    fireEvent.click(screen.getByRole('button', { name: 'Board Choose a board' }));
    expect(await screen.findByRole('button', { name: 'Board Kitchen' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish' })));
    await waitFor(() => expect(window.location.pathname).toBe('/pin/5001/'));
    expect(api.named('PinResource create')[0]?.options).toEqual({
      board_id: '12',
      method: 'button',
      image_url: IMAGE.url,
      title: 'Blue square',
      description: '',
      link: '',
      alt_text: '',
    });
    expect(readPinDraft('1')).toBeNull();
  });

  it('restores a draft after a reload, and Start over discards it', async () => {
    keepDraft({ title: 'Half done', description: 'Soup for a cold day', place: KITCHEN });
    open();
    expect((await screen.findByLabelText<HTMLInputElement>('Title')).value).toBe('Half done');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).toBe('Soup for a cold day');
    expect(screen.getByRole('button', { name: 'Board Kitchen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch('We kept your draft from last time.');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Title').value).toBe(''));
    await waitFor(() => expect(readPinDraft('1')).toBeNull());
  });

  it("shows the server's refusal at its field", async () => {
    keepDraft({ image: IMAGE, place: KITCHEN, link: 'https://example.com' });
    open({
      'PinResource create': () => {
        throw new ApiCallError(400, 'invalid_field', 'link must be an absolute http(s) URL.', 'link', true);
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toBe('link must be an absolute http(s) URL.');
    expect(screen.getByLabelText('Link').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a picture dragged from another site', () => {
  it('is refused plainly: nothing is fetched from other hosts', async () => {
    const api = open();
    const zone = (await screen.findByLabelText<HTMLInputElement>('Choose an image')).closest('div') as HTMLElement;
    fireEvent.drop(zone, { dataTransfer: { files: [], types: ['text/uri-list'] } });
    expect((await screen.findByRole('alert')).textContent).toBe(NO_FETCHING);
    expect(api.named('POST /v3/pin_images/')).toHaveLength(0);
  });
});
