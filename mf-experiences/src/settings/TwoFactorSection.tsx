// Two-factor authentication in settings: off (with what it is for, and Set up), setting up (the QR
// code an authenticator app scans, the key to type instead, and the first code to prove it), or on
// since a day (Turn off, with a current code). What the server says about a code is shown as it says it.

import { useId, useState, type FormEvent } from 'react';
import { type ApiTwoFactor, type ApiTwoFactorSetup, groupedSecret, longDay, TWO_FACTOR_CODE_MAX_LENGTH } from 'shared-contracts';
import { loadedOf, resourceKey, useApiMutation, useQueryClient, useResource } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

export const TWO_FACTOR_MESSAGES = {
  on: 'Two-factor authentication is on. Logging in now asks for a code from your app.',
  off: 'Two-factor authentication is off.',
} as const;

export function TwoFactorSection() {
  const { client } = useExperiencesDeps();
  const query = useResource(client, 'TwoFactorResource', {});
  const queryClient = useQueryClient();
  const state = loadedOf(query);
  const [setup, setSetup] = useState<ApiTwoFactorSetup | null>(null);
  const [status, setStatus] = useState('');
  // Each step (set up, turn on, turn off) is one write and what follows it.
  const step = useApiMutation((work: () => Promise<void>) => work());
  const busy = step.busy;
  const problem = step.error;

  /** The server's answer is the state from now on; whatever else the page read may say otherwise now (a business profile open to the viewer). */
  const settled = (next: ApiTwoFactor, message: string) => {
    queryClient.setQueryData(resourceKey('TwoFactorResource', {}), next);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'TwoFactorResource' });
    setSetup(null);
    setStatus(message);
  };
  const run = (work: () => Promise<void>) => {
    setStatus('');
    void step.run(work);
  };

  const errorId = `${useId()}-error`;
  if (state.status === 'loading') return <p className={styles.note}>Loading…</p>;
  if (state.status !== 'ready') return <p className={styles.error}>{state.status === 'failed' ? state.message : 'Not available.'}</p>;

  if (state.data.enabled)
    return (
      <CodeForm
        lead={
          state.data.enabledAt
            ? `On since ${longDay(state.data.enabledAt)}. Logging in asks for a code from your authenticator app.`
            : 'On. Logging in asks for a code from your authenticator app.'
        }
        action="Turn off"
        busyAction="Turning off…"
        busy={busy}
        errorId={errorId}
        problem={problem}
        status={status}
        onCode={(code) => run(async () => settled(await client.write('TwoFactorResource', 'delete', { code }), TWO_FACTOR_MESSAGES.off))}
      />
    );

  if (setup)
    return (
      <div className={styles.twoFactor}>
        <ol className={styles.steps}>
          <li>Open an authenticator app on your phone and scan this code.</li>
          <li>Enter the 6-digit code the app shows for Pinboard.</li>
        </ol>
        <svg
          className={styles.qr}
          viewBox={`-4 -4 ${setup.qr.size + 8} ${setup.qr.size + 8}`}
          role="img"
          aria-label="QR code for your authenticator app"
          shapeRendering="crispEdges"
        >
          <rect className={styles.qrQuiet} x={-4} y={-4} width={setup.qr.size + 8} height={setup.qr.size + 8} />
          <path className={styles.qrModules} d={setup.qr.path} />
        </svg>
        <p className={styles.note}>
          Can’t scan it? Enter this key in the app instead: <code className={styles.key}>{groupedSecret(setup.secret)}</code>
        </p>
        <CodeForm
          action="Turn on"
          busyAction="Turning on…"
          busy={busy}
          errorId={errorId}
          problem={problem}
          status={status}
          onCode={(code) => run(async () => settled(await client.write('TwoFactorResource', 'update', { code }), TWO_FACTOR_MESSAGES.on))}
          onCancel={() => {
            setSetup(null);
            step.reset();
          }}
        />
      </div>
    );

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(async () => setSetup(await client.write('TwoFactorResource', 'create', {})));
  };
  return (
    <form className={styles.form} onSubmit={start} aria-describedby={problem ? errorId : undefined}>
      <p className={styles.note}>
        Off. With it on, logging in also asks for a code from an authenticator app on your phone, and businesses that ask for two-factor
        authentication let you act for them.
      </p>
      <SaveFeedback errorId={errorId} error={problem} status={status} />
      <div className={styles.actions}>
        <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
          {busy ? 'Setting up…' : 'Set up two-factor authentication'}
        </button>
      </div>
    </form>
  );
}

interface CodeFormProps {
  lead?: string;
  action: string;
  busyAction: string;
  busy: boolean;
  errorId: string;
  problem: string | null;
  status: string;
  onCode: (code: string) => void;
  onCancel?: () => void;
}

/** A code from the app and one button: what turning on and turning off both ask for. */
function CodeForm({ lead, action, busyAction, busy, errorId, problem, status, onCode, onCancel }: CodeFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCode(code);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? errorId : undefined}>
      {lead && <p className={styles.note}>{lead}</p>}
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>Code from your authenticator app</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
        />
      </div>
      <SaveFeedback errorId={errorId} error={problem} status={status} />
      <div className={styles.actions}>
        <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
          {busy ? busyAction : action}
        </button>
        {onCancel && (
          <button type="button" className="pb-button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
