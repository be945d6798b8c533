// The dialogs a card opens: Share (from its Share button) and Report (from its options menu); a
// report sent hides the pin behind its feedback overlay. Share is 'Send this pin', the closeup
// area's dialog, asked for with the bus's pin/share (the shell loads that area on the first one).
// Report is this area's own dialog, loaded when first opened.

import { useEffect } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { COMMAND_ANSWER_TIMEOUT_MS } from 'shared-contracts/platform';
import { feedbackTypeOfPin, hidePathFor, pinDisplayTitle } from 'shared-contracts/rules';
import { useFeedDeps } from '../data/deps';
import { LazyReportPinDialog } from '../feedback/LazyReportPinDialog';
import { useGrid } from '../grid/GridContext';
import type { CardPopups } from './useLiveCard';

export function PinCardDialogs({ pin, popups }: { pin: ApiGridPin; popups: CardPopups }) {
  const grid = useGrid();
  const { client, events } = useFeedDeps();
  const { sharing, setSharing } = popups;
  const pinId = pin.id;
  const title = pinDisplayTitle(pin);
  const path = hidePathFor(grid.surface);
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
        <LazyReportPinDialog
          report={{ pinId, path }}
          client={client}
          events={events}
          onReported={() => grid.updateOverride(pinId, { hidden: { path, feedbackType: feedbackTypeOfPin(pin), status: 'reported' } })}
          onClose={() => popups.setReporting(false)}
        />
      )}
    </>
  );
}
