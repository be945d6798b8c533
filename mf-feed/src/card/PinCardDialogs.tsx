// The dialogs a card opens: Share (from its Share button) and Report (from its options menu); a
// report sent hides the pin behind its feedback overlay.

import { feedbackTypeFor } from 'page-runtime';
import type { ApiGridPin } from 'shared-contracts';
import { ReportPinDialog, SharePinDialog } from 'react-kit';
import { useGrid } from '../grid/GridContext';
import type { CardPopups } from './useLiveCard';

export function PinCardDialogs({ pin, popups }: { pin: ApiGridPin; popups: CardPopups }) {
  const grid = useGrid();
  return (
    <>
      {popups.sharing && <SharePinDialog pinId={pin.id} onClose={() => popups.setSharing(false)} />}
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
