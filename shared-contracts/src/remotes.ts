// The five federated areas and the list of remotes the edge server writes into each document.

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

export interface RemoteDescriptor {
  name: RemoteName;
  version: string;
  /** URL of the remote's mf-manifest.json for this version. */
  manifestUrl: string;
}

export interface PlatformConfig {
  remotes: RemoteDescriptor[];
  /** Bound on fetching and mounting one area, after which its failure region shows. */
  loadTimeoutMs: number;
}

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
}

/**
 * Validates the platform config the edge server embeds in the document. It is data crossing a
 * process boundary, so each field is checked and a bad document fails with a message that names
 * the field instead of half-starting the site.
 */
export function parsePlatformConfig(input: unknown): PlatformConfig {
  if (typeof input !== 'object' || input === null) {
    throw new Error('platform config: expected an object');
  }
  const { remotes, loadTimeoutMs } = input as Record<string, unknown>;
  if (!Array.isArray(remotes)) throw new Error('platform config: "remotes" must be an array');
  if (typeof loadTimeoutMs !== 'number' || !Number.isFinite(loadTimeoutMs) || loadTimeoutMs <= 0) {
    throw new Error('platform config: "loadTimeoutMs" must be a positive number');
  }
  const seen = new Set<RemoteName>();
  const parsed = remotes.map((entry: unknown, index): RemoteDescriptor => {
    if (typeof entry !== 'object' || entry === null) {
      throw new Error(`platform config: remotes[${index}] must be an object`);
    }
    const { name, version, manifestUrl } = entry as Record<string, unknown>;
    if (!isRemoteName(name)) throw new Error(`platform config: remotes[${index}].name is not a known remote`);
    if (seen.has(name)) throw new Error(`platform config: remote ${name} is listed twice`);
    seen.add(name);
    if (typeof version !== 'string' || version === '') {
      throw new Error(`platform config: remotes[${index}].version must be a non-empty string`);
    }
    if (typeof manifestUrl !== 'string' || manifestUrl === '') {
      throw new Error(`platform config: remotes[${index}].manifestUrl must be a non-empty string`);
    }
    return { name, version, manifestUrl };
  });
  return { remotes: parsed, loadTimeoutMs };
}
