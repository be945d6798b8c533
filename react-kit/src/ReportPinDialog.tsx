// 'Report Pin' from a card's or the closeup's menu: why, from the report reasons, in a modal
// <dialog> (focus stays inside, Escape cancels). Nothing is sent until a reason is chosen and
// Report pressed; the card or the closeup then says 'Reported' and offers Undo.

import { useId, useState, type FormEvent } from 'react';
import {
  type ApiGridPin,
  type HidePath,
  REPORT_DIALOG_TITLE,
  REPORT_QUESTION,
  REPORT_REASON_MISSING,
  REPORT_REASONS,
  type ReportReason,
  type Surface,
} from 'shared-contracts';
import { api, type ApiClient, bus, messageForPerson, type PageBus, reportPin } from 'page-runtime';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) {
      setProblem(REPORT_REASON_MISSING);
      return;
    }
    setBusy(true);
    setProblem(null);
    reportPin(pin, reason, surface, client).then(
      (path) => {
        onReported(path);
        dialog.current?.close();
      },
      (failure: unknown) => {
        setBusy(false);
        setProblem(messageForPerson(failure));
      },
    );
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
                  setProblem(null);
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
