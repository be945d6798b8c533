// The <head> of a topic's page (/ideas/{name}/{id}/, /topics/{name}/) for search engines and link
// previews: the topic's name as the title (the same one the page sets in the tab), a description,
// the canonical link (the address the site links the topic by) and Open Graph tags with its first
// cover. Markup text, every value escaped.

import { absoluteUrl, escapeMarkup, interestHref, pinCountLabel, SITE_NAME, titleFor } from 'shared-contracts/rules';
import { type ApiTopic } from 'shared-contracts/api';

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(String(content))}" />`;
}

/** The tab's title of a topic's page: 'Gardening ideas · Pinboard'. */
export function topicPageTitle(topic: Pick<ApiTopic, 'interest'>): string {
  return titleFor(`${topic.interest.name} ideas`);
}

export function topicPageHead(topic: ApiTopic, origin: string): string {
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`topicPageHead: origin must be scheme and host only, not "${origin}"`);
  const { name } = topic.interest;
  const heading = `${name} ideas`;
  const description = `${pinCountLabel(topic.pinCount)} about ${name} on ${SITE_NAME}: discover ideas and save them to your boards.`;
  const canonical = absoluteUrl(interestHref(topic.interest), origin);
  const cover = topic.covers[0];
  return [
    `<title>${escapeMarkup(topicPageTitle(topic))}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(canonical)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', heading),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    ...(cover
      ? [
          meta('property', 'og:image', absoluteUrl(cover.url, origin)),
          meta('property', 'og:image:width', cover.width),
          meta('property', 'og:image:height', cover.height),
          meta('property', 'og:image:alt', heading),
        ]
      : []),
    meta('name', 'twitter:card', cover ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', heading),
    meta('name', 'twitter:description', description),
  ].join('\n');
}
