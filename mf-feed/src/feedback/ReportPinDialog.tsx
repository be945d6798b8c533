// 'Report Pin' from a card's or the closeup's menu: why, from the report reasons, in a modal
// <dialog> (focus stays inside, Escape cancels). Nothing is sent until a reason is chosen and
// Report pressed; the card or the closeup then says 'Reported' and offers Undo. The closeup opens
// it with the bus's pin/report (PinFeedbackLayer).

import { useId, useState, type FormEvent } from 'react';
import { type PinFeedbackRequest } from 'shared-contracts/platform';
import { REPORT_DIALOG_TITLE, REPORT_QUESTION, REPORT_REASON_MISSING, REPORT_REASONS, type ReportReason } from 'shared-contracts/rules';
import { type ApiClient, type PageBus } from 'page-runtime';
import { useApiMutation, useModalDialog } from 'react-kit';
import { reportPin } from './pinFeedbackCalls';

export interface ReportPinDialogProps {
  /** The pin, and the path it is hidden along once reported (Undo takes it back). */
  report: PinFeedbackRequest;
  /** The report is made. */
  onReported: () => void;
  onClose: () => void;
  client: ApiClient;
  events: PageBus;
}

export function ReportPinDialog({ report, onReported, onClose, client, events }: ReportPinDialogProps) {
  const id = useId();
  const dialog = useModalDialog(`report-${report.pinId}`, undefined, events);
  const [reason, setReason] = useState<ReportReason | null>(null);
  // Only the form's own finding; the send's failure is the mutation's.
  const [missing, setMissing] = useState<string | null>(null);
  const sending = useApiMutation((chosen: ReportReason) => reportPin(client, report, chosen), {
    onSuccess: () => {
      onReported();
      dialog.current?.close();
    },
  });
  const busy = sending.busy || sending.succeeded;
  const problem = missing ?? sending.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    sending.reset();
    setMissing(reason ? null : REPORT_REASON_MISSING);
    if (reason) void sending.run(reason);
  };

  return (
    <dialog
      ref={dialog}
      className="pb-dialog"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClose={onClose}
    >
      <h2 id={`${id}-title`}>{REPORT_DIALOG_TITLE}</h2>
      <form onSubmit={submit} noValidate>
        <fieldset className="pb-choices" aria-describedby={problem ? `${id}-problem` : undefined}>
          <legend>{REPORT_QUESTION}</legend>
          {REPORT_REASONS.map((choice) => (
            <label key={choice.code}>
              <input
                type="radio"
                name="report-reason"
                value={choice.code}
                checked={reason === choice.code}
                onChange={() => {
                  setReason(choice.code);
                  setMissing(null);
                }}
              />
              <span>{choice.label}</span>
              <small>{choice.detail}</small>
            </label>
          ))}
        </fieldset>
        {problem && (
          <p id={`${id}-problem`} role="alert">
            {problem}
          </p>
        )}
        <p className="pb-dialog__actions">
          {/* Closing the dialog itself lets the browser put focus back where it was; its close event unmounts it. */}
          <button type="button" className="pb-button" disabled={busy} onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
            {busy ? 'Reporting…' : 'Report'}
          </button>
        </p>
      </form>
    </dialog>
  );
}
