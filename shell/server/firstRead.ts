// The first screen's read (shared-contracts' firstReadOf: home's feed) answered inside the document:
// the edge server asks its own API in-process, as the visitor (their cookies, and their browser's
// name, by which the API tells a bot), so the first cards need no round trip after the scripts
// start. Anything but a success leaves the page to ask itself.

import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { firstReadOf, readPath, type FirstReadAnswer, type Route } from 'shared-contracts';

export async function firstReadFor(app: FastifyInstance, route: Route, headers: IncomingHttpHeaders): Promise<FirstReadAnswer | undefined> {
  const read = firstReadOf(route);
  if (!read) return undefined;
  const path = readPath(read.resource, read.options);
  const { cookie, 'user-agent': userAgent } = headers;
  const asked = { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) };
  const answer = await app.inject({ method: 'GET', url: path, headers: asked });
  // A server error is logged by the API's own request (serverErrorLog); a refusal is the page's to meet.
  if (answer.statusCode !== 200) return undefined;
  return { path, body: answer.json<unknown>() };
}
