import { parsePlatformConfig, type PlatformConfig } from 'shared-contracts/platform';

export const PLATFORM_CONFIG_ELEMENT_ID = 'pinboard-platform';

/** Reads the remotes the edge server chose for this document. */
export function readPlatformConfig(doc: Document): PlatformConfig {
  const element = doc.getElementById(PLATFORM_CONFIG_ELEMENT_ID);
  if (!element?.textContent) throw new Error(`platform config: no #${PLATFORM_CONFIG_ELEMENT_ID} element in the document`);
  return parsePlatformConfig(JSON.parse(element.textContent));
}
