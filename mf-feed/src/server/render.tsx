// mf-feed's server entry (build-config's serverEntry, built to dist/server/render.js): the feed's
// first screen rendered on the edge server, for the version of this area a document is served,
// from the same root the page mounts and then hydrates; and the feed's grid as another area's
// screen shows it (a board's Pins), from the same component its './PinGrid' mounts. A topic's page
// names the topic in the document's head (title, canonical link, Open Graph tags).

import { type FirstScreenRequest, type PinGridRequest, type RenderedFirstScreen } from 'shared-contracts/platform';
import { parseRoute } from 'shared-contracts/rules';
import { QueryRoot } from 'react-kit';
import { type FirstScreenHead, renderFirstScreen as renderArea } from 'react-kit/server';
import { EmbeddedPinGrid } from '../EmbeddedPinGrid';
import { FeedApp } from '../FeedApp';
import { topicPageHead } from '../seo/topicPageHead';

const topicHead: FirstScreenHead = (reads, request) => {
  const route = parseRoute({ pathname: request.pathname, search: request.search });
  if (route.area !== 'feed' || (route.page !== 'ideas' && route.page !== 'topics')) return '';
  const [name] = route.path;
  const topic = name ? reads.resource('TopicResource', { topic: name }) : undefined;
  return topic ? topicPageHead(topic, request.origin) : '';
};

export function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen> {
  return renderArea(FeedApp, request, { head: topicHead });
}

export function renderPinGrid({ grid, slot, ...request }: PinGridRequest): Promise<RenderedFirstScreen> {
  const Grid = () => (
    <QueryRoot>
      <EmbeddedPinGrid {...grid} serverRendered />
    </QueryRoot>
  );
  return renderArea(Grid, request, { styleNamespace: `g${slot}-` });
}
