// The recovery codes, shown the one time the server gives them (as two-factor authentication is
// turned on): a list to copy or download, and the word that they will not be shown again. The
// section forgets them when the person says they saved them.

import { useState } from 'react';
import styles from './SettingsPage.module.css';

export const RECOVERY_CODES_FILE = 'pinboard-recovery-codes.txt';
export const RECOVERY_CODES_TEXTS = {
  heading: 'Save your recovery codes',
  use: "If you can't use your authenticator app, enter one of these codes when you log in. Each code works once.",
  once: "Save them somewhere safe now: they won't be shown again.",
  copied: 'Copied the recovery codes.',
  notCopied: "Couldn't copy them here. Select the codes and copy them, or download them.",
} as const;

/** What the downloaded file holds: what the codes are for, then one code a line. */
export function recoveryCodesFile(codes: readonly string[]): string {
  return `Pinboard recovery codes\n${RECOVERY_CODES_TEXTS.use}\n\n${codes.join('\n')}\n`;
}

export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [status, setStatus] = useState('');
  const copy = () => {
    setStatus('');
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setStatus(RECOVERY_CODES_TEXTS.copied),
      () => setStatus(RECOVERY_CODES_TEXTS.notCopied),
    );
  };
  return (
    <div className={styles.twoFactor}>
      <h3 className={styles.recoveryHeading}>{RECOVERY_CODES_TEXTS.heading}</h3>
      <p className={styles.note}>{RECOVERY_CODES_TEXTS.use}</p>
      <p className={styles.note}>
        <strong>{RECOVERY_CODES_TEXTS.once}</strong>
      </p>
      <ol className={styles.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code className={styles.key}>{code}</code>
          </li>
        ))}
      </ol>
      <p role="status" className={styles.status}>
        {status}
      </p>
      <div className={styles.actions}>
        <button type="button" className="pb-button" onClick={copy}>
          Copy codes
        </button>
        <a
          className="pb-button"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(recoveryCodesFile(codes))}`}
          download={RECOVERY_CODES_FILE}
        >
          Download codes
        </a>
        <button type="button" className="pb-button pb-button--primary" onClick={onDone}>
          I’ve saved them
        </button>
      </div>
    </div>
  );
}
