// The kit's modal dialog on the boards area's bus (the page's, or a test's own).

import type { RefObject } from 'react';
import { useModalDialog as useKitModalDialog } from 'react-kit';
import { useBoardsDeps } from '../data/deps';

export function useModalDialog(id: string, onClosed?: () => void): RefObject<HTMLDialogElement | null> {
  return useKitModalDialog(id, onClosed, useBoardsDeps().events);
}
