// The shell's document as edge-server tests need it: a title, an element per area, and the
// placeholder the server fills with the platform's data.

import type { FastifyInstance } from 'fastify';
import { PLATFORM_PLACEHOLDER } from '../documentTemplate';

/** A document with a `<div id="area-…">` for each of `areas` (`not-found` included, where wanted). */
export function edgeTestDocument(areas: readonly string[], head = ''): string {
  const divs = areas.map((area) => `<div id="area-${area}" class="area"></div>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Pinboard</title>${head}
</head><body><main id="main">${divs}</main>
<script id="pinboard-platform" type="application/json">${PLATFORM_PLACEHOLDER}</script></body></html>`;
}

/** Starts `app` on a free loopback port and says where it answers. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
