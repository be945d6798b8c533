// The feed area answers the bus's pin/hide, pin/unhide, pin/report and pin/unreport on every page
// once it is loaded: the closeup's Hide, Report and their Undo are the feed's own calls and dialog,
// as its cards' are, so a team changes a pin's feedback by deploying the feed alone.

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PinFeedbackRequest, ReportAnswer } from 'shared-contracts/platform';
import { useFeedDeps } from '../data/deps';
import { hidePin, undoHide, undoReport } from './pinFeedbackCalls';

const ReportPinDialog = lazy(async () => ({ default: (await import('./ReportPinDialog')).ReportPinDialog }));

interface Reporting {
  request: PinFeedbackRequest;
  close: (reported: boolean) => void;
}

export function PinFeedbackLayer() {
  const { client, events } = useFeedDeps();
  const [reporting, setReporting] = useState<Reporting | null>(null);
  // One report at a time: a request while the dialog is open is answered at once.
  const open = useRef(false);

  useEffect(() => {
    const done = { kind: 'done' } as const;
    const handled = [
      events.handle('pin/hide', async (request) => {
        await hidePin(client, events, request);
        return done;
      }),
      events.handle('pin/unhide', async (request) => {
        await undoHide(client, events, request);
        return done;
      }),
      events.handle('pin/unreport', async (request) => {
        await undoReport(client, events, request);
        return done;
      }),
      events.handle('pin/report', (request): Promise<ReportAnswer> => {
        if (open.current) return Promise.resolve({ kind: 'cancelled' });
        open.current = true;
        return new Promise<ReportAnswer>((resolve) => {
          setReporting({
            request,
            close: (reported) => {
              open.current = false;
              setReporting(null);
              resolve(reported ? { kind: 'reported' } : { kind: 'cancelled' });
            },
          });
        });
      }),
    ];
    return () => {
      for (const giveUp of handled) giveUp();
    };
  }, [client, events]);

  if (!reporting) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialogFor reporting={reporting} />
    </Suspense>
  );
}

function ReportDialogFor({ reporting }: { reporting: Reporting }) {
  const { client, events } = useFeedDeps();
  // Reported first, then the dialog's own close: the answer says what happened.
  const reported = useRef(false);
  return (
    <ReportPinDialog
      key={reporting.request.pinId}
      report={reporting.request}
      client={client}
      events={events}
      onReported={() => (reported.current = true)}
      onClose={() => reporting.close(reported.current)}
    />
  );
}
