// 'Report Pin' from a card's or the closeup's menu: why, from the report reasons, in a modal
// <dialog> (focus stays inside, Escape cancels). Nothing is sent until a reason is chosen and
// Report pressed; the card or the closeup then says 'Reported' and offers Undo.

import { useId, useState, type FormEvent } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { type HidePath } from 'shared-contracts/platform';
import {
  REPORT_DIALOG_TITLE,
  REPORT_QUESTION,
  REPORT_REASON_MISSING,
  REPORT_REASONS,
  type ReportReason,
  type Surface,
} from 'shared-contracts/rules';
import { api, type ApiClient, bus, type PageBus, reportPin } from 'page-runtime';
import { useApiMutation } from './useApiMutation';
import { useModalDialog } from './useModalDialog';

export interface ReportPinDialogProps {
  pin: ApiGridPin;
  surface: Surface;
  /** The report is made: the pin is hidden from the reporter along this path (Undo takes it back). */
  onReported: (path: HidePath) => void;
  onClose: () => void;
  client?: ApiClient;
  events?: PageBus;
}

export function ReportPinDialog({ pin, surface, onReported, onClose, client = api, events = bus }: ReportPinDialogProps) {
  const id = useId();
  const dialog = useModalDialog(`report-${pin.id}`, undefined, events);
  const [reason, setReason] = useState<ReportReason | null>(null);
  // Only the form's own finding; the send's failure is the mutation's.
  const [missing, setMissing] = useState<string | null>(null);
  const sending = useApiMutation((chosen: ReportReason) => reportPin(pin, chosen, surface, client), {
    onSuccess: (path) => {
      onReported(path);
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
