// Making and changing pins over HTTP: the builder's upload, PinResource create with alt text,
// its owner's edit and move (PinResource update), and who may do which.

import sharp from 'sharp';
import type { ApiBoard, ApiBoardSection, ApiPin, ApiUploadedImage } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['demo', 'employee'] });
let kitchen: ApiBoard;
let garden: ApiBoard;

const png = (background: string) =>
  sharp({ create: { width: 300, height: 400, channels: 3, background } })
    .png()
    .toBuffer();

beforeAll(async () => {
  kitchen = expectOk(await api.demo.write<ApiBoard>('BoardResource', 'create', { name: 'Builder kitchen' }));
  garden = expectOk(await api.demo.write<ApiBoard>('BoardResource', 'create', { name: 'Builder garden' }));
}, 60_000);

async function uploadAndCreate(title: string): Promise<ApiPin> {
  const uploaded = expectOk(
    await api.demo.write<ApiUploadedImage>('PinImageUploadResource', 'create', { image_base64: (await png('#336699')).toString('base64') }),
  );
  const created = expectOk(
    await api.demo.write<{ pin: ApiPin }>('PinResource', 'create', {
      board_id: kitchen.id,
      method: 'button',
      image_url: uploaded.image_url,
      title,
      alt_text: 'A blue square',
    }),
  );
  return created.pin;
}

describe('PinImageUploadResource create', () => {
  it('stores the picture in every size with its colour, and a pin is made from it by image_url', async () => {
    const uploaded = expectOk(
      await api.demo.write<ApiUploadedImage>('PinImageUploadResource', 'create', {
        image_base64: (await png('#aa2200')).toString('base64'),
      }),
    );
    expect(uploaded).toMatchObject({ width: 300, height: 400, dominant_color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(uploaded.image_url).toMatch(/^\/media\/orig\/[0-9a-f]{32}\.jpg$/);
    expect((await fetch(`${api.baseUrl}${uploaded.image_url}`)).status).toBe(200);
    const pin = expectOk(
      await api.demo.write<{ pin: ApiPin }>('PinResource', 'create', {
        board_id: kitchen.id,
        method: 'button',
        image_url: uploaded.image_url,
      }),
    ).pin;
    expect(pin.images['236x']).toMatchObject({ width: 236, height: 315 });
    expect(pin.dominantColor).toBe(uploaded.dominant_color);
    const histogram = (await api.row('SELECT histogram FROM media_images WHERE signature = ?', pin.imageSignature)) as {
      histogram: Buffer | null;
    };
    expect(histogram.histogram).not.toBeNull();
  });

  it('refuses a file that is not a picture, and a visitor', async () => {
    expectFailure(
      await api.demo.write('PinImageUploadResource', 'create', { image_base64: Buffer.from('%PDF-1.4 not a picture').toString('base64') }),
      400,
      'invalid_field',
      'image_base64',
    );
    expectFailure(
      await api.visitor.write('PinImageUploadResource', 'create', { image_base64: (await png('#000000')).toString('base64') }),
      401,
      'not_authenticated',
    );
  });

  it('refuses to fetch a picture from another host', async () => {
    const answer = await api.demo.write('PinResource', 'create', {
      board_id: kitchen.id,
      method: 'button',
      image_url: 'https://example.com/soup.jpg',
    });
    expectFailure(answer, 400, 'invalid_field', 'image_url');
    expect(answer.body.resource_response.error?.message).toMatch(/stored on this site/);
  });
});

describe('PinResource update', () => {
  it("changes its owner's pin: text, alt text, link, and its board and section", async () => {
    const pin = await uploadAndCreate('Before');
    expect(pin.altText).toBe('A blue square');
    const section = expectOk(
      await api.demo.write<ApiBoardSection>('BoardSectionResource', 'create', { board_id: garden.id, title: 'Beds' }),
    );
    const edited = expectOk(
      await api.demo.write<ApiPin>('PinResource', 'update', {
        id: pin.id,
        title: ' After ',
        description: 'New words',
        link: 'https://example.com/after',
        alt_text: 'A square of blue',
        board_id: garden.id,
        section: section.id,
      }),
    );
    expect(edited).toMatchObject({
      title: 'After',
      description: 'New words',
      link: 'https://example.com/after',
      domain: 'example.com',
      altText: 'A square of blue',
      board: { id: garden.id },
      section: { id: section.id },
    });
    const onGarden = expectOk(await api.demo.get<ApiPin[]>('BoardFeedResource', { board_id: garden.id }));
    expect(onGarden.map((p) => p.id)).toContain(pin.id);
    const cleared = expectOk(await api.demo.write<ApiPin>('PinResource', 'update', { id: pin.id, link: '', board_id: garden.id }));
    expect(cleared).toMatchObject({ link: null, section: null, board: { id: garden.id } });
  });

  it('refuses a 501-character description, naming the field, and writes nothing', async () => {
    const pin = await uploadAndCreate('Kept');
    expectFailure(
      await api.demo.write('PinResource', 'update', { id: pin.id, description: 'd'.repeat(501), title: 'Changed' }),
      400,
      'invalid_field',
      'description',
    );
    expect(expectOk(await api.demo.get<ApiPin>('PinResource', { id: pin.id }))).toMatchObject({ title: 'Kept', description: '' });
  });

  it('refuses a link that is not http(s)', async () => {
    const pin = await uploadAndCreate('Linked');
    expectFailure(await api.demo.write('PinResource', 'update', { id: pin.id, link: 'javascript:alert(1)' }), 400, 'invalid_field', 'link');
  });

  it("refuses someone else's pin (403), a visitor (401), and a board the owner cannot write to", async () => {
    const pin = await uploadAndCreate('Mine');
    expectFailure(await api.employee.write('PinResource', 'update', { id: pin.id, title: 'Theirs' }), 403, 'forbidden');
    expectFailure(await api.visitor.write('PinResource', 'update', { id: pin.id, title: 'Theirs' }), 401, 'not_authenticated');
    const theirs = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Not demo’s' }));
    expect((await api.demo.write('PinResource', 'update', { id: pin.id, board_id: theirs.id })).status).toBe(403);
    expect(expectOk(await api.demo.get<ApiPin>('PinResource', { id: pin.id })).board?.id).toBe(kitchen.id);
    expectFailure(await api.employee.write('PinResource', 'delete', { id: pin.id }), 403, 'forbidden');
  });

  it('moves a saved pin, but not onto a board where the same pin is already saved', async () => {
    const [original] = expectOk(
      await api.demo.get<ApiPin[]>('BoardFeedResource', {
        board_id: expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Source' })).id,
      }),
    );
    expect(original).toBeUndefined();
    const source = await uploadAndCreate('Source pin');
    const savedOnce = expectOk(
      await api.employee.write<ApiPin>('RepinResource', 'create', {
        pin_id: source.id,
        board_id: expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'First' })).id,
      }),
    );
    const second = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Second' }));
    const savedTwice = expectOk(await api.employee.write<ApiPin>('RepinResource', 'create', { pin_id: source.id, board_id: second.id }));
    expectFailure(
      await api.employee.write('PinResource', 'update', { id: savedOnce.id, board_id: second.id }),
      409,
      'conflict',
      'board_id',
    );
    const third = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Third' }));
    const moved = expectOk(
      await api.employee.write<ApiPin>('PinResource', 'update', { id: savedOnce.id, board_id: third.id, description: 'Moved' }),
    );
    expect(moved).toMatchObject({ board: { id: third.id }, description: 'Moved', isRepin: true });
    expect(savedTwice.board?.id).toBe(second.id);
    // Nor onto the board its original is on: one copy of a pin per place.
    const own = expectOk(await api.employee.write<ApiBoard>('BoardResource', 'create', { name: 'Own originals' }));
    const ownOriginal = expectOk(
      await api.employee.write<{ pin: ApiPin }>('PinResource', 'create', {
        board_id: own.id,
        method: 'button',
        image_url: source.images['236x'].url,
      }),
    ).pin;
    const copy = expectOk(await api.employee.write<ApiPin>('RepinResource', 'create', { pin_id: ownOriginal.id, board_id: third.id }));
    expectFailure(await api.employee.write('PinResource', 'update', { id: copy.id, board_id: own.id }), 409, 'conflict', 'board_id');
  });

  it('takes its own place named again as no move: the board is not checked or touched', async () => {
    const pin = await uploadAndCreate('Stays');
    const before = (await api.row('SELECT board_order_modified_at AS at FROM boards WHERE id = ?', Number(kitchen.id))) as { at: string };
    const edited = expectOk(await api.demo.write<ApiPin>('PinResource', 'update', { id: pin.id, board_id: kitchen.id, title: 'Stayed' }));
    expect(edited).toMatchObject({ title: 'Stayed', board: { id: kitchen.id } });
    expect(await api.row('SELECT board_order_modified_at AS at FROM boards WHERE id = ?', Number(kitchen.id))).toEqual(before);
  });
});
