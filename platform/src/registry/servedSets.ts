// What a document gets: for each remote, the build this visitor is served (their bucket against
// the routing, a verified override, a development entry) and the descriptor the page loads it by.
// Kept apart because the edge server asks this on every document.

import { REMOTE_NAMES, type RemoteDescriptor, type RemoteName } from 'shared-contracts/platform';
import { bucketOf } from '../rules/bucketing';
import { chooseVersion } from '../rules/routing';
import { verifyToken } from '../rules/signedTokens';
import { ENTRY_FILE, isServerOnlyFile } from './buildBundle';
import type { SignedBrowser } from './browserIds';
import type { DocumentTally } from './documentTally';
import type { LoadReports } from './loadReports';
import type { RegisteredBuilds } from './registeredBuilds';
import type { CanaryDocument, RegistryStore } from './registryStore';

export interface VisitorRequest {
  /** 'user:N' or 'anon:<id>'; null for bots, which always get stable. */
  visitorKey: string | null;
  /** This browser's identity as the server signed it (the one this reply sets when it had none); null for bots. */
  browser?: SignedBrowser | null;
  /** remote → version from a verified override token. */
  overrides?: Partial<Record<RemoteName, string>>;
  /** remote → entry URL from a development override (only honoured in development mode). */
  devEntries?: Partial<Record<RemoteName, string>>;
}

export interface ServedSet {
  remotes: RemoteDescriptor[];
  reportToken: string;
}

export interface ServedSetsDeps {
  store: RegistryStore;
  builds: Pick<RegisteredBuilds, 'findVersion' | 'readArea'>;
  signingSecret: string;
  reportTokenFor: LoadReports['reportTokenFor'];
  documents: Pick<DocumentTally, 'count'>;
  now: () => number;
}

export function createServedSets({ store, builds, signingSecret, reportTokenFor, documents, now }: ServedSetsDeps) {
  const { findVersion, readArea } = builds;

  // What a document says about a build; immutable, so made once per build, not per document.
  const descriptors = new Map<string, RemoteDescriptor>();
  async function descriptorOf(remote: RemoteName, version: string): Promise<RemoteDescriptor | undefined> {
    const key = `${remote}@${version}`;
    const made = descriptors.get(key);
    if (made) return made;
    const record = await findVersion(remote, version);
    if (!record) return undefined;
    const { handles, initialFiles, exposedFiles, chunksChecked } = await readArea(record);
    const integrity: Record<string, string> = {};
    // The entry, which the shell's runtime loads with its integrity, and the scripts and stylesheets
    // when the build's own chunk loaders set it too; a stock build's loaders ask for its chunks
    // plainly, and the document preloads them the same way, so the browser uses what it preloaded.
    // (A server build is no file of the page's, so the page is not told about it.)
    for (const file of record.files)
      if (file.path === ENTRY_FILE || (chunksChecked && /\.(js|css)$/.test(file.path) && !isServerOnlyFile(file.path)))
        integrity[file.path] = file.integrity;
    const descriptor: RemoteDescriptor = {
      name: remote,
      version,
      entryUrl: `/remotes/${remote}/${encodeURIComponent(version)}/${ENTRY_FILE}`,
      integrity,
      ...(handles.commands.length + handles.events.length > 0 ? { handles } : {}),
      ...(initialFiles.length > 0 ? { initialFiles } : {}),
      ...(Object.keys(exposedFiles).length > 0 ? { exposedFiles } : {}),
    };
    descriptors.set(key, descriptor);
    return descriptor;
  }

  async function servedSet(request: VisitorRequest, countDocument: boolean): Promise<ServedSet> {
    const routing = await store.routing();
    const remotes: RemoteDescriptor[] = [];
    const served: Partial<Record<RemoteName, string>> = {};
    const counted: CanaryDocument[] = [];
    for (const remote of REMOTE_NAMES) {
      const devEntry = request.devEntries?.[remote];
      if (devEntry) {
        remotes.push({ name: remote, version: 'dev', entryUrl: devEntry });
        continue;
      }
      const bucket = request.visitorKey ? bucketOf(remote, request.visitorKey) : 100;
      const overridden = request.overrides?.[remote];
      // An override for a build that is gone falls back to normal routing.
      const overrideDescriptor = overridden ? await descriptorOf(remote, overridden) : undefined;
      const choice = chooseVersion(routing[remote], bucket, overrideDescriptor?.version);
      if (choice.version === null) continue;
      const descriptor = overrideDescriptor ?? (await descriptorOf(remote, choice.version));
      if (!descriptor) continue;
      remotes.push(descriptor);
      served[remote] = choice.version;
      if (countDocument) documents.count(remote, choice.version);
      const { canary, canarySince } = routing[remote];
      if (choice.version === canary && canarySince !== null) counted.push({ remote, version: choice.version, canarySince });
    }
    // A canary is judged against the documents served with it, kept in the store across restarts;
    // only while a canary runs does a document cost a write.
    if (countDocument && counted.length > 0) await store.recordDocument(counted, now());
    return { remotes, reportToken: reportTokenFor(served, request.visitorKey, countDocument, request.browser ?? null) };
  }

  /** The versions a signed override names, or undefined when it is forged, expired or malformed. */
  function readOverride(token: string): { versions: Partial<Record<RemoteName, string>>; expiresAt: number } | undefined {
    const verified = verifyToken(signingSecret, 'override', token, now());
    if (!verified.ok || typeof verified.data !== 'object' || verified.data === null) return undefined;
    const versions: Partial<Record<RemoteName, string>> = {};
    for (const [remote, version] of Object.entries(verified.data)) {
      if ((REMOTE_NAMES as readonly string[]).includes(remote) && typeof version === 'string') versions[remote as RemoteName] = version;
    }
    return Object.keys(versions).length > 0 ? { versions, expiresAt: verified.expiresAt } : undefined;
  }

  return {
    readOverride,

    /** The builds a document for this visitor gets, counted for the status figures. */
    documentSet: (request: VisitorRequest) => servedSet(request, true),

    /** The same choice again, mid-session, when a page's build has gone. Not counted. */
    currentSet: (request: VisitorRequest) => servedSet(request, false),
  };
}
