// mf-closeup's server entry (build-config's serverEntry, built to dist/server/render.js): the pin's
// pages rendered on the edge server, for the version of this area a document is served, from the
// same root the page mounts and then hydrates. People and search engines get the same page: a
// bot's session makes it show the original image and the SEO drawer, and a pin's own page names
// the pin in the document's head (title, canonical link, Open Graph tags, JSON-LD) for both.

import { type FirstScreenRequest, type RenderedFirstScreen } from 'shared-contracts/platform';
import { parseRoute } from 'shared-contracts/rules';
import { type FirstScreenHead, renderFirstScreen as renderArea } from 'react-kit/server';
import { CloseupApp } from '../CloseupApp';
import { pinPageHead } from '../seo/pinPageHead';
import { pinPageText } from '../seo/pinPageText';

const pinHead: FirstScreenHead = (reads, request) => {
  const route = parseRoute({ pathname: request.pathname, search: request.search });
  if (route.area !== 'closeup' || route.page !== 'pin' || route.view !== 'closeup') return '';
  const pin = reads.resource('PinResource', { id: route.pinId });
  return pin ? pinPageHead(pin, pinPageText(pin), request.origin) : '';
};

export function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen> {
  return renderArea(CloseupApp, request, { head: pinHead });
}
