// Which view the picker shows under its heading (the search, a new board's form, or the first
// board's for someone with none yet), and focus in that view's first field once it is shown.

import { type RefObject, useEffect, useRef, useState } from 'react';

/** What the picker shows under its heading. */
export type PickerView = 'search' | 'create' | 'first-board';

export interface PickerViewState {
  view: PickerView;
  setCreating: (creating: boolean) => void;
  /** The field focus starts in for the view on show: the search, or a new board's name. */
  firstField: RefObject<HTMLInputElement | null>;
}

/** Call after the picker's dialog hook (usePickerJob), so the dialog is shown before focus moves. */
export function usePickerView(noBoards: boolean): PickerViewState {
  const firstField = useRef<HTMLInputElement>(null);
  const [creating, setCreating] = useState(false);
  const view: PickerView = creating ? 'create' : noBoards ? 'first-board' : 'search';
  // After the dialog is shown (usePickerJob's dialog hook opens it in its own effect, which runs
  // first): a field in a dialog not yet shown cannot take focus, so React's autoFocus would leave it
  // on Close.
  useEffect(() => {
    firstField.current?.focus();
  }, [view]);
  return { view, setCreating, firstField };
}
