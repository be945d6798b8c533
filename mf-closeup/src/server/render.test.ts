// The closeup's first screen rendered as the edge server renders it: from the document's reads
// only, with the same root the page hydrates.

import { readPath } from 'shared-contracts';
import { makePin } from 'test-support/pinFixture';
import { renderFirstScreen } from './render';

const success = (data: unknown) => ({ resource_response: { status: 'success', data } });
const signedOut = { isAuthenticated: false, unauthId: 'u1', viewer: { isAuth: false, isBot: false, isSocialBot: false } };

function pinReads(pin = makePin({ id: '1001' })) {
  return [
    { path: readPath('PinResource', { id: pin.id }), body: success(pin) },
    { path: readPath('UserSessionResource', {}), body: success(signedOut) },
  ];
}

const layout = { gridWidth: 1265, isDesktop: true };

describe("mf-closeup's server render", () => {
  it('renders the pin page from the reads, with the pin in the dehydrated cache', async () => {
    const pin = makePin({ id: '1001', title: 'Summer sandals', gridTitle: 'Summer sandals' });
    const rendered = await renderFirstScreen({ pathname: '/pin/1001/', search: '', reads: pinReads(pin), layout });
    expect(rendered.html).toContain('Summer sandals');
    expect(JSON.stringify(rendered.queryState)).toContain('Summer sandals');
  });

  it("waits for a part whose code loads lazily (a video's player) instead of leaving it to the page", async () => {
    const video = { url: '/media/video/sig/v720P.mp4', width: 720, height: 1080, thumbnail: 'sig', duration: 5200 };
    const pin = makePin({ id: '1101', videos: { videoList: { v720P: video }, captions: [] } });
    const rendered = await renderFirstScreen({ pathname: '/pin/1101/', search: '', reads: pinReads(pin), layout });
    expect(rendered.html).toContain('<video');
    expect(rendered.html).not.toContain('<!--$!-->');
  });

  it('lays a phone out as a phone: a signed-out visitor there gets the save button that holds the save', async () => {
    const desktop = await renderFirstScreen({ pathname: '/pin/1001/', search: '', reads: pinReads(), layout });
    const phone = await renderFirstScreen({
      pathname: '/pin/1001/',
      search: '',
      reads: pinReads(),
      layout: { gridWidth: 412, isDesktop: false },
    });
    expect(phone.html).not.toBe(desktop.html);
  });
});
