// The dialogs a card opens: Share (from its Share button) and Report (from its options menu); a
// report sent hides the pin behind its feedback overlay. Share is 'Send this pin', the closeup
// area's dialog, asked for with the bus's pin/share (the shell loads that area on the first one).

import { useEffect } from 'react';
import { feedbackTypeFor } from 'page-runtime';
import { type ApiGridPin } from 'shared-contracts/api';
import { COMMAND_ANSWER_TIMEOUT_MS } from 'shared-contracts/platform';
import { pinDisplayTitle } from 'shared-contracts/rules';
import { ReportPinDialog } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { useGrid } from '../grid/GridContext';
import type { CardPopups } from './useLiveCard';

export function PinCardDialogs({ pin, popups }: { pin: ApiGridPin; popups: CardPopups }) {
  const grid = useGrid();
  const { events } = useFeedDeps();
  const { sharing, setSharing } = popups;
  const pinId = pin.id;
  const title = pinDisplayTitle(pin);
  useEffect(() => {
    if (!sharing) return;
    // Answered when the dialog closes (or at once when it cannot open): the card may ask again.
    void events
      .request('pin/share', { pinId, title }, { timeoutMs: COMMAND_ANSWER_TIMEOUT_MS['pin/share'] })
      .catch(() => undefined)
      .finally(() => setSharing(false));
  }, [sharing, setSharing, events, pinId, title]);
  return (
    <>
      {popups.reporting && (
        <ReportPinDialog
          pin={pin}
          surface={grid.surface}
          onReported={(path) => grid.updateOverride(pin.id, { hidden: { path, feedbackType: feedbackTypeFor(pin), status: 'reported' } })}
          onClose={() => popups.setReporting(false)}
        />
      )}
    </>
  );
}
