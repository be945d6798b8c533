// The reads the first screen waits for, answered inside the document: the route's own
// (shared-contracts' firstReadOf: home's feed, a pin, a board), the one it makes with that answer
// (followUpReadOf: a board's first pins, a pin's pinner) and the visitor's session. The edge
// server asks its own API in-process, as the visitor (their cookies, and their browser's name, by
// which the API tells a bot), so the first screen needs no round trip, nor the page's HTTP client,
// after the scripts start. Cookies the API sets on those answers go out with the document. Anything
// but a success leaves the page to ask itself.

import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { type FirstRead, firstReadOf, followUpReadOf, type Route } from 'shared-contracts/rules';
import { type FirstReadAnswer } from 'shared-contracts/platform';
import { readPath } from 'shared-contracts/api';

export interface FirstReads {
  firstRead?: FirstReadAnswer;
  /** What the first screen reads once it has the first answer (followUpReadOf: a board's pins, a pin's pinner). */
  followUpRead?: FirstReadAnswer;
  sessionRead?: FirstReadAnswer;
  /** The Set-Cookie headers of those answers, for the document's reply. */
  cookies: string[];
}

const SESSION_READ: FirstRead = { resource: 'UserSessionResource', options: {} };
const SESSION_PATH = readPath(SESSION_READ.resource, SESSION_READ.options);

/**
 * A read with the session's visitor id (`unauthId`) set to `unauthId`; any other read as it is. The
 * id is the one part of a signed-out visitor's reads that is theirs alone.
 */
export function withUnauthId(read: FirstReadAnswer, unauthId: string | null): FirstReadAnswer {
  if (read.path !== SESSION_PATH) return read;
  const body = read.body as { resource_response?: { data?: Record<string, unknown> } };
  const data = body.resource_response?.data;
  return data ? { ...read, body: { ...body, resource_response: { ...body.resource_response, data: { ...data, unauthId } } } } : read;
}

/** The session read's visitor id, if it names one. */
export function unauthIdOf(read: FirstReadAnswer | undefined): string | null {
  if (read?.path !== SESSION_PATH) return null;
  const id = (read.body as { resource_response?: { data?: { unauthId?: unknown } } }).resource_response?.data?.unauthId;
  return typeof id === 'string' ? id : null;
}

/**
 * The request's Cookie header as the browser holds it once this reply's cookie is set (a first
 * visit's anonymous id), so the reads are made as the visitor the document is for.
 */
export function cookieHeaderWith(header: string | undefined, name: string, value: string | undefined): string | undefined {
  if (value === undefined) return header;
  const others = (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.slice(0, part.indexOf('=')).trim() !== name);
  return [...others, `${name}=${value}`].join('; ');
}

const answerTexts = new WeakMap<FirstReadAnswer, string>();

/**
 * The API's answer, parsed the first time its body is read. A kept first screen has its reads in
 * its cache already (firstScreens.ts knows it by their text): a screen of pins is then never parsed.
 */
function lazyAnswer(path: string, text: string): FirstReadAnswer {
  let body: unknown;
  let parsed = false;
  const answer = Object.defineProperty<FirstReadAnswer>({ path, body: undefined }, 'body', {
    enumerable: true,
    get: () => {
      if (!parsed) {
        body = JSON.parse(text);
        parsed = true;
      }
      return body;
    },
  });
  answerTexts.set(answer, text);
  return answer;
}

/** The answer's JSON as the API wrote it, for an answer the edge server read (else undefined). */
export function answerText(read: FirstReadAnswer): string | undefined {
  return answerTexts.get(read);
}

async function answered(
  app: FastifyInstance,
  read: FirstRead | null,
  headers: IncomingHttpHeaders,
): Promise<{ answer?: FirstReadAnswer; cookies: string[] }> {
  if (!read) return { cookies: [] };
  const path = readPath(read.resource, read.options);
  const { cookie, 'user-agent': userAgent } = headers;
  const asked = { ...(cookie ? { cookie } : {}), ...(userAgent ? { 'user-agent': userAgent } : {}) };
  const reply = await app.inject({ method: 'GET', url: path, headers: asked });
  const setCookie = reply.headers['set-cookie'];
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  // A server error is logged by the API's own request (serverErrorLog); a refusal is the page's to meet.
  if (reply.statusCode !== 200) return { cookies };
  return { answer: lazyAnswer(path, reply.payload), cookies };
}

export async function firstReadsFor(app: FastifyInstance, route: Route, headers: IncomingHttpHeaders): Promise<FirstReads> {
  const routeReads = async () => {
    const first = await answered(app, firstReadOf(route), headers);
    const { answer } = first;
    if (!answer) return { first, followUp: { cookies: [] } };
    const data = () => (answer.body as { resource_response?: { data?: unknown } }).resource_response?.data;
    return { first, followUp: await answered(app, followUpReadOf(route, data), headers) };
  };
  const [{ first, followUp }, session] = await Promise.all([routeReads(), answered(app, SESSION_READ, headers)]);
  return {
    ...(first.answer ? { firstRead: first.answer } : {}),
    ...(followUp.answer ? { followUpRead: followUp.answer } : {}),
    ...(session.answer ? { sessionRead: session.answer } : {}),
    // One of each cookie: the answers may hand out the same one.
    cookies: [...new Map([...first.cookies, ...followUp.cookies, ...session.cookies].map((c) => [c.slice(0, c.indexOf('=')), c])).values()],
  };
}
