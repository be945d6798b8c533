// mf-boards's server entry (build-config's serverEntry, built to dist/server/render.js): the first
// screen of its pages (profiles, boards and sections) rendered on the edge server, for the version of
// this area a document is served, from the same root the page mounts and then hydrates. A board's,
// a section's and a profile's page names itself in the document's head (title, canonical link,
// Open Graph tags) for people and search engines alike.

import { boardReadOptions, parseRoute } from 'shared-contracts/rules';
import { type FirstScreenRequest, type RenderedFirstScreen } from 'shared-contracts/platform';
import { type FirstScreenHead, renderFirstScreen as renderArea } from 'react-kit/server';
import { BoardsApp } from '../BoardsApp';
import { boardPageHead, profilePageHead } from '../seo/boardsPageHead';

const pageHead: FirstScreenHead = (reads, request) => {
  const route = parseRoute({ pathname: request.pathname, search: request.search });
  if (route.area !== 'boards') return '';
  if (route.page === 'profile') {
    const user = reads.resource('UserResource', { username: route.username });
    return user ? profilePageHead(user, route.tab, request.origin) : '';
  }
  if (route.page !== 'board' && route.page !== 'section') return '';
  const board = reads.resource('BoardResource', boardReadOptions(route));
  if (!board) return '';
  const section = route.page === 'section' ? board.sections.find((s) => s.slug === route.sectionSlug) : null;
  // A section the board does not have is the page's not-found screen: no head of its own.
  return section === undefined ? '' : boardPageHead(board, section, request.origin);
};

export function renderFirstScreen(request: FirstScreenRequest): Promise<RenderedFirstScreen> {
  return renderArea(BoardsApp, request, { head: pageHead });
}
