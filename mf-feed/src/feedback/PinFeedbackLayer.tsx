// The feed area answers the bus's pin/hide, pin/unhide, pin/report and pin/unreport on every page
// once it is loaded: the closeup's Hide, Report and their Undo are the feed's own calls and dialog,
// as its cards' are, so a team changes a pin's feedback by deploying the feed alone.

import { useEffect, useRef, useState } from 'react';
import type { PinFeedbackRequest, ReportAnswer } from 'shared-contracts/platform';
import { useFeedDeps } from '../data/deps';
import { LazyReportPinDialog } from './LazyReportPinDialog';
import { pinFeedback } from './pinFeedback';

interface Reporting {
  request: PinFeedbackRequest;
  close: (reported: boolean) => void;
}

export function PinFeedbackLayer() {
  const { client, events } = useFeedDeps();
  const [reporting, setReporting] = useState<Reporting | null>(null);
  // One report at a time: a request while the dialog is open is answered at once, as cancelled.
  const open = useRef<((reported: boolean) => void) | null>(null);

  useEffect(() => {
    const done = { kind: 'done' } as const;
    const handled = [
      events.handle('pin/hide', async (request) => {
        await (await pinFeedback()).hidePin(client, events, request);
        return done;
      }),
      events.handle('pin/unhide', async (request) => {
        await (await pinFeedback()).undoHide(client, events, request);
        return done;
      }),
      events.handle('pin/unreport', async (request) => {
        await (await pinFeedback()).undoReport(client, events, request);
        return done;
      }),
      events.handle('pin/report', (request): Promise<ReportAnswer> => {
        if (open.current) return Promise.resolve({ kind: 'cancelled' });
        return new Promise<ReportAnswer>((resolve) => {
          const close = (reported: boolean) => {
            open.current = null;
            setReporting(null);
            resolve(reported ? { kind: 'reported' } : { kind: 'cancelled' });
          };
          open.current = close;
          setReporting({ request, close });
        });
      }),
    ];
    return () => {
      for (const giveUp of handled) giveUp();
      // The area is going (the asker would otherwise wait out the command's bound): not reported.
      open.current?.(false);
    };
  }, [client, events]);

  return reporting && <ReportDialogFor reporting={reporting} />;
}

function ReportDialogFor({ reporting }: { reporting: Reporting }) {
  const { client, events } = useFeedDeps();
  // Reported first, then the dialog's own close: the answer says what happened.
  const reported = useRef(false);
  return (
    <LazyReportPinDialog
      key={reporting.request.pinId}
      report={reporting.request}
      client={client}
      events={events}
      onReported={() => (reported.current = true)}
      onClose={() => reporting.close(reported.current)}
    />
  );
}
