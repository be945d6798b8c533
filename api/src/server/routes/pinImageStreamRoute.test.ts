// A picture sent as its own bytes (issue 41, item 2), over HTTP on the real stores: stored as any
// upload is, refused from a visitor before its body, and cut off once past 10 MB as it arrives.

import type { ApiUploadedImage, ResourceResponse } from 'shared-contracts/api';
import sharp from 'sharp';
import { CSRF_HEADER, CSRF_TOKEN_COOKIE } from '../cookies';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile({ signedIn: ['demo'] });

/** POSTs `body` to /v3/pin_images/ as a browser of `client` would (its cookies and CSRF header), or as a stranger. */
async function upload(client: TestClient | null, body: BodyInit, type: string) {
  const signedIn = client
    ? { cookie: client.cookieHeader(), [CSRF_HEADER]: decodeURIComponent(client.cookies.get(CSRF_TOKEN_COOKIE) ?? '') }
    : {};
  const response = await fetch(`${api.baseUrl}/v3/pin_images/`, {
    method: 'POST',
    headers: { 'content-type': type, ...signedIn },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as ResourceResponse<ApiUploadedImage> };
}

/** A body of `bytes` bytes that says nothing of its length (chunked), in 64 KB pieces. */
function streamOf(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const piece = Math.min(64 * 1024, bytes - sent);
      sent += piece;
      controller.enqueue(new Uint8Array(piece));
    },
  });
}

describe('POST /v3/pin_images/', () => {
  it('stores a picture sent as its own bytes, as PinResource create can then name it', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const answer = await upload(api.demo, new Uint8Array(png), 'image/png');
    expect(answer.status).toBe(200);
    expect(answer.body.resource_response.data).toEqual({
      image_url: expect.stringMatching(/^\/media\/orig\/[0-9a-f]{32}\.jpg$/),
      width: 40,
      height: 30,
      dominant_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
  });

  it('refuses a visitor before reading the body', async () => {
    const answer = await upload(null, new Uint8Array(1024), 'image/png');
    expect(answer.status).toBe(401);
  });

  it('cuts a body off once it passes 10 MB as it arrives, even one that never said its length', async () => {
    const answer = await upload(api.demo, streamOf(11 * 1024 * 1024), 'image/jpeg');
    expect([answer.status, answer.body.resource_response.error?.message]).toEqual([413, 'The image is larger than 10 MB.']);
  });

  it.each([
    ['a type it is not', 'text/plain', 415, 'Send the picture as JPEG, PNG, WebP or GIF, with its type as Content-Type.'],
    ['bytes that are no picture', 'image/png', 400, 'That file is not an image we can read (use JPEG, PNG, WebP or GIF).'],
  ])('says what is wrong with %s, naming the image', async (_what, type, status, message) => {
    const answer = await upload(api.demo, new TextEncoder().encode('not a picture at all'), type);
    expect([answer.status, answer.body.resource_response.error]).toEqual([status, expect.objectContaining({ message, field: 'image' })]);
  });
});
