import {
  FIRST_FEED_PAGE_ELEMENT_ID,
  parseFirstFeedPage,
  parsePlatformConfig,
  type FirstFeedPage,
  type PlatformConfig,
} from 'shared-contracts';

export const PLATFORM_CONFIG_ELEMENT_ID = 'pinboard-platform';

/** Reads the remotes the edge server chose for this document. */
export function readPlatformConfig(doc: Document): PlatformConfig {
  const element = doc.getElementById(PLATFORM_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`platform config: no #${PLATFORM_CONFIG_ELEMENT_ID} element in the document`);
  return parsePlatformConfig(JSON.parse(element.textContent));
}

/** The first page of the route's feed the edge server wrote, if any; a page it cannot read is read again by the feed. */
export function readFirstFeedPage(doc: Document): FirstFeedPage | undefined {
  const text = doc.getElementById(FIRST_FEED_PAGE_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseFirstFeedPage(JSON.parse(text));
  } catch (error) {
    console.error("[shell] the document's first feed page is unreadable; the feed reads it itself", error);
    return undefined;
  }
}
