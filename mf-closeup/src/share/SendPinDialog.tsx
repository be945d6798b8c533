// 'Send this pin' (spec section 2's share popover, moved here from react-kit: it is the closeup
// area's): to a person on the site, found by name, with an optional note; the link to copy; an
// e-mail; and, where the browser has one (phones), the system's share sheet. A modal <dialog>: focus
// stays inside and Escape closes it. Grids reach it through the bus's 'pin/share' (ShareLayer).

import { useId, useState } from 'react';
import { type ApiUser } from 'shared-contracts/api';
import { closeupPath, SEND_PIN_MESSAGE_MAX, SEND_PIN_TITLE, sendPinMailto, sendPinMessageProblem } from 'shared-contracts/rules';
import { LimitedTextArea, useModalDialog, useSession } from 'react-kit';
import { signedInViewer } from 'page-runtime';
import { useCloseupDeps } from '../data/deps';
import { usePeopleSearch } from './usePeopleSearch';
import { useSendPin } from './useSendPin';
import styles from './SendPinDialog.module.css';

export interface SendPinDialogProps {
  pinId: string;
  title: string;
  /** sent: it went to someone on the site before the dialog closed. */
  onClose: (sent: boolean) => void;
}

/** The system share sheet, where the browser has one (phones mostly): only then is it offered. */
function systemShare(): ((data: ShareData) => Promise<void>) | null {
  return typeof navigator.share === 'function' ? (data) => navigator.share(data) : null;
}

export function SendPinDialog({ pinId, title, onClose }: SendPinDialogProps) {
  const { events } = useCloseupDeps();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const dialog = useModalDialog(`share-${pinId}`, undefined, events);
  const titleId = useId();
  const url = `${window.location.origin}${closeupPath(pinId)}`;
  const share = systemShare();
  return (
    <dialog ref={dialog} className={`pb-dialog ${styles.dialog}`} aria-labelledby={titleId} onClose={() => onClose(sentTo !== null)}>
      <h2 id={titleId}>{SEND_PIN_TITLE}</h2>
      <SendToPerson pinId={pinId} onSent={setSentTo} />
      <CopyLink url={url} />
      <p className={styles.ways}>
        <a className="pb-button" href={sendPinMailto(url, title)}>
          Email
        </a>
        {share && (
          <button type="button" className="pb-button" onClick={() => void share({ title, url }).catch(() => undefined)}>
            More apps
          </button>
        )}
      </p>
      <p className="pb-dialog__actions">
        {/* Closing the dialog itself lets the browser put focus back where it was; its close event unmounts it. */}
        <button type="button" className="pb-button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </p>
    </dialog>
  );
}

function CopyLink({ url }: { url: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    if (!navigator.clipboard) return setCopied(false);
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className={styles.link}>
      <label className="pb-field">
        Link to this Pin
        <input type="text" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" className="pb-button" onClick={copy}>
        {copied ? 'Link copied' : 'Copy link'}
      </button>
      {copied === false && <p role="alert">Copy the link above: this browser did not let us.</p>}
    </div>
  );
}

function SendToPerson({ pinId, onSent }: { pinId: string; onSent: (name: string) => void }) {
  const deps = useCloseupDeps();
  const viewer = signedInViewer(useSession(deps.session));
  const [term, setTerm] = useState('');
  const [recipient, setRecipient] = useState<ApiUser | null>(null);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendPin();
  const search = usePeopleSearch(recipient ? '' : term, viewer?.id ?? null);
  const searchId = useId();
  const problem = sendPinMessageProblem(message);

  const submit = async () => {
    if (!recipient || problem) return;
    const answer = await send.run({ pinId, userId: recipient.id, message });
    if (!answer) return;
    setSent(recipient.fullName);
    onSent(recipient.fullName);
    setRecipient(null);
    setTerm('');
    setMessage('');
  };

  return (
    <section className={styles.send} aria-labelledby={searchId}>
      <h3 id={searchId} className={styles.heading}>
        Send to someone
      </h3>
      {sent && (
        <p role="status" className={styles.sent}>
          Sent to {sent}
        </p>
      )}
      {recipient ? (
        <>
          <p className={styles.to}>
            To <strong>{recipient.fullName}</strong>{' '}
            <button type="button" className="pb-button" onClick={() => setRecipient(null)} aria-label={`Change: not ${recipient.fullName}`}>
              Change
            </button>
          </p>
          <LimitedTextArea
            label="Add a message (optional)"
            value={message}
            onChange={setMessage}
            max={SEND_PIN_MESSAGE_MAX}
            rows={3}
            error={send.errorField === 'message' ? send.error : undefined}
          />
          {send.error && send.errorField !== 'message' && <p role="alert">{send.error}</p>}
          <button
            type="button"
            className="pb-button pb-button--primary"
            disabled={send.busy || problem !== null}
            onClick={() => void submit()}
          >
            {send.busy ? 'Sending…' : 'Send'}
          </button>
        </>
      ) : (
        <>
          <label className="pb-field">
            Search by name
            <input type="search" value={term} onChange={(e) => setTerm(e.target.value)} autoComplete="off" />
          </label>
          {term.trim() && <PeopleFound search={search} term={term} onPick={setRecipient} />}
        </>
      )}
    </section>
  );
}

function PeopleFound({
  search,
  term,
  onPick,
}: {
  search: ReturnType<typeof usePeopleSearch>;
  term: string;
  onPick: (person: ApiUser) => void;
}) {
  if (search.error) return <p role="alert">Sorry! We couldn't search for people just now.</p>;
  if (search.people.length === 0)
    return <p className={styles.note}>{search.searching ? 'Searching…' : `Nobody called “${term.trim()}” yet.`}</p>;
  return (
    <ul className={styles.people} aria-label="People">
      {search.people.map((person) => (
        <li key={person.id}>
          <button
            type="button"
            className={styles.person}
            onClick={() => onPick(person)}
            aria-label={`Send to ${person.fullName} (@${person.username})`}
          >
            {person.imageSmallUrl ? (
              <img className={styles.avatar} src={person.imageSmallUrl} alt="" width={32} height={32} />
            ) : (
              <span className={styles.avatar} aria-hidden="true">
                {person.fullName.slice(0, 1).toUpperCase()}
              </span>
            )}
            <span className={styles.name}>{person.fullName}</span>
            <span className={styles.note}>@{person.username}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
