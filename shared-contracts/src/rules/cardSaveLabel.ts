// A saved card names its board once (issue 60, item 4). Its saved overlay (spec section 2: where
// this page's save went, linked) says 'Saved to {board}', the name cut by the spec's save-overlay
// rule (22 and an ellipsis, overlayName); the button under it says only the state: 'Saved!' for
// the spec's 950 ms, then 'Saved', never the board's name a second time. The closeup, which has no
// overlay, keeps the spec's switch to the board's name on its button (savedButtonText).

import { type QuickSaveState, savedButtonText } from './quickSave';

export function cardSaveButtonText(state: QuickSaveState, msSinceSaved: number): string {
  return savedButtonText(state, msSinceSaved, null);
}
