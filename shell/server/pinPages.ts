// The edge server's part in a pin's page (/pin/{slug--id}): a pin that does not exist, or that the
// visitor may not read (a secret board not theirs), is answered as a not-found page with 404; a
// bot (the API's user-agent check) gets the pin already rendered by the closeup area's own server
// build, of the version this document is served, and anything that goes wrong there leaves the
// plain document, said in one log line. People get the plain document: the closeup area renders
// the pin in their browser.

import { classifyUserAgent, type Storage } from 'api';
import type { RemoteDescriptor, Route } from 'shared-contracts';
import type { AreaServerBuilds } from './areaServerBuilds';

export type PinRoute = Extract<Route, { area: 'closeup'; page: 'pin' }>;
type Viewer = Parameters<Storage['getPin']>[0];

/** The server build's function and what it answers (mf-closeup/src/seo/renderPinPage.tsx). */
export const RENDER_PIN_PAGE = 'renderPinPage';
export interface RenderedPinPage {
  head: string;
  body: string;
}

/** 'plain' with `forBot`: the bot page could not be rendered, and the bot gets the plain document as it is. */
export type PinPageAnswer = { kind: 'plain'; forBot?: true } | { kind: 'not-found' } | { kind: 'rendered'; page: RenderedPinPage };

export interface PinPageRequest {
  route: PinRoute;
  /** The document visitor as the platform identified them: 'user:N', 'anon:<id>', or null for a bot. */
  visitorKey: string | null;
  userAgent: string | undefined;
  origin: string;
  /** The closeup build this document is served, if any. */
  closeup: RemoteDescriptor | undefined;
  /** For the log line. */
  path: string;
}

export interface PinPagesDeps {
  storage: Pick<Storage, 'pinAccess' | 'getPin'>;
  builds: Pick<AreaServerBuilds, 'call'>;
  /** Whether the shell's document has the closeup's element to put the markup in. */
  canHoldMarkup: boolean;
  log: (line: string) => void;
}

const USER_KEY = /^user:(\d+)$/;

/** The API's viewer for a document visitor: the signed-in user, else an anonymous visitor or a bot. */
export function viewerOf(visitorKey: string | null, isBot: boolean): Viewer {
  const user = visitorKey ? USER_KEY.exec(visitorKey) : null;
  const userId = user?.[1] ? Number(user[1]) : null;
  return { userId, subject: visitorKey ?? 'anon:bot', isBot };
}

function isRenderedPinPage(value: unknown): value is RenderedPinPage {
  if (typeof value !== 'object' || value === null) return false;
  const { head, body } = value as Record<string, unknown>;
  return typeof head === 'string' && typeof body === 'string';
}

export function createPinPages({ storage, builds, canHoldMarkup, log }: PinPagesDeps) {
  async function answer(request: PinPageRequest): Promise<PinPageAnswer> {
    const pinId = Number(request.route.pinId);
    if (!Number.isSafeInteger(pinId)) return { kind: 'not-found' };
    const { isBot } = classifyUserAgent(request.userAgent);
    const viewer = viewerOf(request.visitorKey, isBot);
    if (!isBot || request.route.view !== 'closeup') {
      const access = await storage.pinAccess(viewer, pinId);
      return access?.canRead ? { kind: 'plain' } : { kind: 'not-found' };
    }
    const pin = await storage.getPin(viewer, pinId);
    if (!pin) return { kind: 'not-found' };

    const plain = (reason: string): PinPageAnswer => {
      log(`edge: ${request.path} for a bot: serving the plain document (${reason})`);
      return { kind: 'plain', forBot: true };
    };
    const closeup = request.closeup;
    if (!closeup) return plain('no mf_closeup build is served');
    if (closeup.version === 'dev') return plain('mf_closeup comes from a development server, which has no server build here');
    if (!canHoldMarkup) return plain("the shell's document has no #area-mf_closeup element");
    const result = await builds.call('mf_closeup', closeup.version, RENDER_PIN_PAGE, [pin, { origin: request.origin }]);
    if (!result.ok) return plain(result.reason);
    if (!isRenderedPinPage(result.value)) return plain(`mf_closeup@${closeup.version}'s ${RENDER_PIN_PAGE} did not answer { head, body }`);
    return { kind: 'rendered', page: { head: result.value.head, body: result.value.body } };
  }

  return { answer };
}
