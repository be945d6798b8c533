// The report dialog's code loads when a report is first asked for. If it cannot load (the network
// dropped), the person hears the generic error and whoever asked hears the dialog closed, instead
// of the feed area failing whole in its error boundary, grid and all.

import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import type { ReportPinDialogProps } from './ReportPinDialog';

function ReportUnavailable({ onClose, events }: ReportPinDialogProps) {
  const said = useRef(false);
  useEffect(() => {
    if (said.current) return;
    said.current = true;
    events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE });
    onClose();
  }, [events, onClose]);
  return null;
}

const ReportPinDialog = lazy<ComponentType<ReportPinDialogProps>>(() =>
  import('./ReportPinDialog').then(
    (module) => ({ default: module.ReportPinDialog }),
    () => ({ default: ReportUnavailable }),
  ),
);

export function LazyReportPinDialog(props: ReportPinDialogProps) {
  return (
    <Suspense fallback={null}>
      <ReportPinDialog {...props} />
    </Suspense>
  );
}
