// The builds of every area the server has registered, as the debug panel asks for them: loading,
// listed or failed, and asked again on retry.

import { useEffect, useState } from 'react';
import type { DebugVersions } from 'shared-contracts/platform';
import type { DebugClient } from './debugClient';
import { messageOf } from './debugText';

export type VersionsState = { status: 'loading' } | { status: 'ready'; versions: DebugVersions } | { status: 'failed'; message: string };

export function useBuildVersions(client: DebugClient): { versions: VersionsState; retry: () => void } {
  const [versions, setVersions] = useState<VersionsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    client.versions().then(
      (answer) => live && setVersions({ status: 'ready', versions: answer }),
      (error: unknown) => live && setVersions({ status: 'failed', message: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [client, attempt]);

  const retry = () => {
    setVersions({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  return { versions, retry };
}
