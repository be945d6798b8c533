import type { ApiPin } from '../api/apiTypes';
import { logsClickThroughOnHide, MEDIA_EXTENSIONS, rightClickPayload, type RightClickPayload } from './clickThrough';
import { makePin } from 'test-support/pinFixture';

const site = 'https://pinboard.test';

describe('logsClickThroughOnHide', () => {
  it('knows the spec media extensions', () => {
    expect(MEDIA_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'tiff', 'webp', 'mp4', 'm4v', 'quicktime']);
  });
  const cases: Array<[string, boolean]> = [
    ['https://shop.test/lamp', true],
    ['http://shop.test/lamp?ref=1', true],
    ...MEDIA_EXTENSIONS.map((ext): [string, boolean] => [`https://cdn.test/file.${ext}`, false]),
    ['https://cdn.test/FILE.JPG', false],
    ['https://cdn.test/file.jpg?w=236', false],
    ['https://cdn.test/jpg', true],
    ['https://cdn.test/file.jpg/page', true],
    ['https://cdn.test/file.svg', true],
    ['https://pinboard.test/pin/1001/', false],
    ['/pin/1001/', false],
    ['/search/?q=tart', true],
    ['https://other.test/pin/1001/', true],
    ['mailto:a@b.test', false],
    ['javascript:alert(1)', false],
    ['', false],
    ['#', false],
  ];
  it.each(cases)('%s -> %p', (url, expected) => {
    expect(logsClickThroughOnHide(url, site)).toBe(expected);
  });
});

describe('rightClickPayload', () => {
  const payload = (url: string, aux: object): RightClickPayload => ({
    check_only: false,
    pin_id: '1001',
    url,
    client_tracking_params: 'tp',
    aux_data: JSON.stringify(aux),
  });
  const cases: Array<[string, Partial<ApiPin>, number | undefined, RightClickPayload | null]> = [
    ['link', {}, undefined, payload('https://loomandladle.com/lemon-tart', { clickthrough_type: 'rightClick', objectId: '1001' })],
    [
      'tracked link first',
      { trackedLink: 'https://t.test/r/1' },
      undefined,
      payload('https://t.test/r/1', { clickthrough_type: 'rightClick', objectId: '1001' }),
    ],
    [
      'with slot index',
      {},
      3,
      payload('https://loomandladle.com/lemon-tart', { clickthrough_type: 'rightClick', objectId: '1001', slot_index: 3 }),
    ],
    [
      'slot index 0 is kept',
      {},
      0,
      payload('https://loomandladle.com/lemon-tart', { clickthrough_type: 'rightClick', objectId: '1001', slot_index: 0 }),
    ],
    [
      'non-http tracked link falls back to link',
      { trackedLink: '/r/1' },
      undefined,
      payload('https://loomandladle.com/lemon-tart', { clickthrough_type: 'rightClick', objectId: '1001' }),
    ],
    ['no link: nothing to send', { link: null }, undefined, null],
  ];
  it.each(cases)('%s', (_name, overrides, slotIndex, expected) => {
    expect(rightClickPayload(makePin(overrides), slotIndex)).toEqual(expected);
  });
});
