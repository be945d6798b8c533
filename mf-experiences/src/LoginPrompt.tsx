import { type AuthReason, LOGIN_SUBHEADER, loginHeaderFor } from 'shared-contracts/rules';
import { useModalDialog } from 'react-kit';
import styles from './LoginPrompt.module.css';

export interface LoginPromptProps {
  reason: AuthReason;
  returnTo: string | undefined;
  onClose: () => void;
}

/**
 * The login upsell a signed-out visitor sees after an action that needs an account. A modal
 * <dialog>: the browser keeps focus inside it and closes it on Escape.
 */
export function LoginPrompt({ reason, returnTo, onClose }: LoginPromptProps) {
  // Impressions pause while a modal covers the page.
  const dialog = useModalDialog('login-prompt');
  // Both ways in return to where the person was (the repin and edit paths among them).
  const next = returnTo ? `?next=${encodeURIComponent(returnTo)}` : '';

  return (
    <dialog ref={dialog} className={`pb-dialog ${styles.dialog}`} aria-labelledby="login-prompt-title" onClose={onClose}>
      <h2 id="login-prompt-title">{loginHeaderFor(reason)}</h2>
      <p>{LOGIN_SUBHEADER}</p>
      <p className={styles.actions}>
        <a className="pb-button pb-button--primary" href={`/login${next}`} onClick={onClose}>
          Log in
        </a>
        <a className="pb-button" href={`/signup${next}`} onClick={onClose}>
          Sign up
        </a>
        <button type="button" className="pb-button" onClick={onClose}>
          Close
        </button>
      </p>
    </dialog>
  );
}
