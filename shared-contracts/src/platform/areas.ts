// The five federated areas: the remote each is built as, the area it is in the route table, and
// what a person calls it. Names only, so routes, bus messages and the document's config can all
// name an area without importing each other.

export const REMOTE_NAMES = ['mf_feed', 'mf_closeup', 'mf_boards', 'mf_experiences', 'mf_business'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type AreaName = 'feed' | 'closeup' | 'boards' | 'experiences' | 'business';

export const AREA_OF_REMOTE: Readonly<Record<RemoteName, AreaName>> = {
  mf_feed: 'feed',
  mf_closeup: 'closeup',
  mf_boards: 'boards',
  mf_experiences: 'experiences',
  mf_business: 'business',
};

/** What a person calls each area, used in failure messages and region labels. */
export const AREA_LABEL: Readonly<Record<RemoteName, string>> = {
  mf_feed: 'Pin feed',
  mf_closeup: 'Pin closeup',
  mf_boards: 'Boards and profiles',
  mf_experiences: 'Messages and prompts',
  mf_business: 'Business tools',
};

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}
