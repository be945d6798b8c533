// What the shell passes to every area's single-spa lifecycles, beyond single-spa's own props.

import type { RemoteName } from './areas';

export interface AreaCustomProps {
  remote: RemoteName;
  version: string;
  /** An area calls this when it fails while rendering, so the shell shows its failure region. */
  reportAreaError: (error: unknown) => void;
}
