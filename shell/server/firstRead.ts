// The first screen's read (shared-contracts' firstReadOf: home's feed) answered inside the document:
// the edge server asks its own API in-process, as the visitor (their cookies), so the first cards
// need no round trip after the scripts start. Anything but a success leaves the page to ask itself.

import type { FastifyInstance } from 'fastify';
import { firstReadOf, readPath, type PlatformConfig, type Route } from 'shared-contracts';

export async function firstReadFor(app: FastifyInstance, route: Route, cookie: string | undefined): Promise<PlatformConfig['firstRead']> {
  const read = firstReadOf(route);
  if (!read) return undefined;
  const path = readPath(read.resource, read.options);
  // A server error is logged by the API's own request (serverErrorLog); a refusal is the page's to meet.
  const answer = await app.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
  if (answer.statusCode !== 200) return undefined;
  return { path, body: answer.json<unknown>() };
}
