// mf-closeup's server entry (build-config's serverEntry, built to dist/server/render.js): the pin
// page for search engines, deployed with this area's version. The edge server loads the build of
// the version a document is served and puts `head` into the document's <head> and `body` into this
// area's element. React and react-dom/server are bundled in, so the file needs nothing the edge
// server has installed.

import { renderToString } from 'react-dom/server';
import type { ApiPin } from 'shared-contracts';
import { PinPageBody } from './PinPageBody';
import { pinPageHead } from './pinPageHead';
import { pinPageText } from './pinPageText';

const LEADING_LINKS = /^(?:<link [^<>]*\/?>)+/;

export interface PinPageContext {
  /** The site's origin, scheme and host only ('https://pinboard.example'): canonical and Open Graph URLs are absolute. */
  origin: string;
  /** For the boards' last-modified times; defaults to now. */
  nowMs?: number;
}

export interface RenderedPinPage {
  /** Markup for the document's <head>: title, meta tags, canonical link, JSON-LD. */
  head: string;
  /** Markup for the area's element: the pin as an <article>. */
  body: string;
}

export function renderPinPage(pin: ApiPin, context: PinPageContext): RenderedPinPage {
  if (typeof pin !== 'object' || pin === null || typeof pin.id !== 'string') throw new Error('renderPinPage: pin must be an ApiPin');
  if (!/^https?:\/\/[^/]+$/.test(context.origin)) {
    throw new Error(`renderPinPage: origin must be scheme and host only, not "${context.origin}"`);
  }
  const text = pinPageText(pin);
  const markup = renderToString(<PinPageBody pin={pin} text={text} nowMs={context.nowMs ?? Date.now()} />);
  // React writes resource hints (the image's <link rel="preload">) before the markup; they belong in the head.
  const hints = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return {
    head: [pinPageHead(pin, text, context.origin), ...(hints ? [hints] : [])].join('\n'),
    body: markup.slice(hints.length),
  };
}
