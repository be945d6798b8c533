// The <head> of a board's, a section's and a profile's page for search engines and link previews:
// the page's real title (the same one the page sets in the tab), a description, the canonical link
// and Open Graph and Twitter card tags, the picture being the board's cover or the person's own.
// Markup text (it goes into the edge server's document as it is), every value escaped.

import {
  absoluteUrl,
  boardDisplayName,
  escapeMarkup,
  followerCountLabel,
  pinCountLabel,
  SITE_NAME,
  titleFor,
} from 'shared-contracts/rules';
import { type ApiBoardSection, type ApiBoardWithSections, type ApiUser } from 'shared-contracts/api';

export type ProfileTab = 'boards' | 'created' | 'saved';

const PROFILE_TAB_PATHS: Readonly<Record<ProfileTab, string>> = { boards: '', created: '_created/', saved: '_saved/' };
const PROFILE_TAB_NAMES: Readonly<Record<ProfileTab, string | null>> = { boards: null, created: 'Created', saved: 'Saved' };

function personName(person: { fullName: string; username: string }): string {
  return person.fullName.trim() || person.username;
}

/** A board's or a section's heading as its tab says it: 'Kitchen ideas by Maya Lee', 'Soups in Kitchen ideas by Maya Lee'. */
export function boardPageHeading(board: ApiBoardWithSections, section: ApiBoardSection | null): string {
  const where = `${boardDisplayName(board)} by ${personName(board.owner)}`;
  return section ? `${section.title} in ${where}` : where;
}

/** A profile's heading as its tab says it: 'Maya Lee (@maya)', with the tab shown after it ('…: Saved'). */
export function profilePageHeading(user: Pick<ApiUser, 'fullName' | 'username'>, tab: ProfileTab): string {
  const who = `${personName(user)} (@${user.username})`;
  const name = PROFILE_TAB_NAMES[tab];
  return name ? `${who}: ${name}` : who;
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(String(content))}" />`;
}

interface PageHead {
  heading: string;
  description: string;
  canonical: string;
  image: { url: string; width?: number; height?: number; alt: string } | null;
  type: 'website' | 'profile';
  /** A board only its people see (secret or protected): never indexed, whoever's document it is. */
  noindex?: boolean;
}

function headTags({ heading, description, canonical, image, type, noindex = false }: PageHead): string {
  return [
    `<title>${escapeMarkup(titleFor(heading))}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(canonical)}" />`,
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', type),
    meta('property', 'og:title', heading),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          ...(image.width && image.height
            ? [meta('property', 'og:image:width', image.width), meta('property', 'og:image:height', image.height)]
            : []),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', heading),
    meta('name', 'twitter:description', description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
  ].join('\n');
}

function checkedOrigin(origin: string, where: string): string {
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`${where}: origin must be scheme and host only, not "${origin}"`);
  return origin;
}

/** A board's (or one of its sections') page head; its picture is the board's cover. */
export function boardPageHead(board: ApiBoardWithSections, section: ApiBoardSection | null, origin: string): string {
  checkedOrigin(origin, 'boardPageHead');
  const heading = boardPageHeading(board, section);
  const count = pinCountLabel(section ? section.pinCount : board.pinCount);
  const description =
    (!section && board.description.trim()) ||
    `${count} in ${section ? section.title : boardDisplayName(board)}, a board by ${personName(board.owner)} on ${SITE_NAME}.`;
  const cover = board.coverImages[0];
  return headTags({
    heading,
    description,
    canonical: absoluteUrl(section ? section.url : board.url, origin),
    image: cover
      ? { url: absoluteUrl(cover.url, origin), width: cover.width, height: cover.height, alt: `The cover of ${boardDisplayName(board)}` }
      : null,
    type: 'website',
    noindex: board.privacy !== 'public',
  });
}

/** A profile's page head (each tab its own page); its picture is the person's own. */
export function profilePageHead(user: ApiUser, tab: ProfileTab, origin: string): string {
  checkedOrigin(origin, 'profilePageHead');
  const name = personName(user);
  const description =
    user.about.trim() ||
    `${name} (@${user.username}) on ${SITE_NAME}: ${followerCountLabel(user.followerCount)}, ${user.boardCount} ${user.boardCount === 1 ? 'board' : 'boards'}.`;
  return headTags({
    heading: profilePageHeading(user, tab),
    description,
    canonical: `${origin}/${encodeURIComponent(user.username)}/${PROFILE_TAB_PATHS[tab]}`,
    image: user.imageLargeUrl ? { url: absoluteUrl(user.imageLargeUrl, origin), alt: name } : null,
    type: 'profile',
  });
}
