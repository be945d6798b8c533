// Making and copying the signed override link of a build: the state of each build's copy-link
// control, keyed 'remote@version', and the sentence announced to screen readers after each try.

import { useState } from 'react';
import type { RemoteName } from 'shared-contracts/platform';
import type { DebugClient } from './debugClient';
import { messageOf } from './debugText';

export type CopyState =
  | { status: 'working' }
  | { status: 'copied'; link: string }
  | { status: 'unsent'; link: string; message: string }
  | { status: 'failed'; message: string };

/** How a build is named in the controls' labels and keyed in the copy states. */
export const buildKey = (remote: RemoteName, version: string) => `${remote}@${version}`;

export interface OverrideLinks {
  copies: ReadonlyMap<string, CopyState>;
  announcement: string;
  copyLink: (remote: RemoteName, version: string) => Promise<void>;
}

export function useOverrideLinks({
  client,
  origin,
  copy,
}: {
  client: DebugClient;
  origin: string;
  copy: (text: string) => Promise<void>;
}): OverrideLinks {
  const [copies, setCopies] = useState<ReadonlyMap<string, CopyState>>(new Map());
  const [announcement, setAnnouncement] = useState('');

  const setCopy = (key: string, state: CopyState) => setCopies((now) => new Map(now).set(key, state));

  const copyLink = async (remote: RemoteName, version: string) => {
    const key = buildKey(remote, version);
    setCopy(key, { status: 'working' });
    let link: string;
    try {
      link = `${origin}${(await client.overrideLink({ remote, version })).link}`;
    } catch (error) {
      setCopy(key, { status: 'failed', message: messageOf(error) });
      setAnnouncement(`Could not make the override link for ${key}: ${messageOf(error)}`);
      return;
    }
    try {
      await copy(link);
      setCopy(key, { status: 'copied', link });
      setAnnouncement(`Copied the override link for ${key}.`);
    } catch (error) {
      setCopy(key, { status: 'unsent', link, message: `Not copied (${messageOf(error)}): copy it from the box.` });
      setAnnouncement(`The override link for ${key} is in the box below its button; it could not be copied.`);
    }
  };

  return { copies, announcement, copyLink };
}
