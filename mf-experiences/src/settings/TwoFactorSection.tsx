// Two-factor authentication in settings: off (with what it is for, and Set up), setting up (the QR
// code an authenticator app scans, the key to type instead, and the first code with the password
// to prove it), just on (the recovery codes, shown once), or on since a day (how many recovery codes
// are left, and Turn off with the password and a current code or a recovery code). Turning it on or
// off logs the account out everywhere else. What the server says about a field is shown as it says it.

import { useId, useState, type FormEvent } from 'react';
import { type ApiTwoFactor, type ApiTwoFactorSetup } from 'shared-contracts/api';
import { groupedSecret, LOGIN_LIMITS, longDay, RECOVERY_CODE_COUNT, TWO_FACTOR_CODE_MAX_LENGTH } from 'shared-contracts/rules';
import { loadedOf, resourceKey, useApiMutation, useQueryClient, useResource } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';
import { SaveFeedback } from './SettingsParts';
import styles from './SettingsPage.module.css';

export const TWO_FACTOR_MESSAGES = {
  on: 'Two-factor authentication is on. Logging in now asks for a code from your app.',
  off: 'Two-factor authentication is off.',
  othersOut: 'This logs you out everywhere else.',
} as const;

/** How many recovery codes are left, and the last one's use: the owner sees any use they did not make. */
export function recoveryCodesNote(state: ApiTwoFactor): string {
  const left =
    state.recoveryCodesLeft === 0
      ? 'No recovery codes left: turn two-factor authentication off and on again for new ones.'
      : `${state.recoveryCodesLeft} of ${RECOVERY_CODE_COUNT} recovery codes left.`;
  const use = state.lastRecoveryCodeUse;
  return use ? `${left} One was last used on ${longDay(use.at)}${use.device ? ` (${use.device})` : ''}.` : left;
}

/** What a step sends: turning it on or off takes a code and the password. */
type TwoFactorStep = { kind: 'set up' } | { kind: 'turn on' | 'turn off'; code: string; password: string };

export function TwoFactorSection() {
  const { client } = useExperiencesDeps();
  const query = useResource(client, 'TwoFactorResource', {});
  const queryClient = useQueryClient();
  const state = loadedOf(query);
  const [setup, setSetup] = useState<ApiTwoFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const [status, setStatus] = useState('');

  /** The server's answer is the state from now on; whatever else the page read may say otherwise now (a business profile, the sessions list). */
  const settled = (next: ApiTwoFactor, message: string) => {
    queryClient.setQueryData(resourceKey('TwoFactorResource', {}), next);
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'TwoFactorResource' });
    setSetup(null);
    setStatus(message);
  };
  // Each step (set up, turn on, turn off) is one write and what follows it.
  const step = useApiMutation(async (next: TwoFactorStep) => {
    if (next.kind === 'set up') {
      setSetup(await client.write('TwoFactorResource', 'create', {}));
      return;
    }
    const proof = { code: next.code, password: next.password };
    if (next.kind === 'turn off') {
      settled(await client.write('TwoFactorResource', 'delete', proof), TWO_FACTOR_MESSAGES.off);
      return;
    }
    const { recoveryCodes: codes, ...on } = await client.write('TwoFactorResource', 'update', proof);
    settled(on, TWO_FACTOR_MESSAGES.on);
    setRecoveryCodes(codes);
  });
  const busy = step.busy;
  const problem = step.error;
  const run = (next: TwoFactorStep) => {
    setStatus('');
    void step.run(next);
  };

  const errorId = `${useId()}-error`;
  if (state.status === 'loading') return <p className={styles.note}>Loading…</p>;
  if (state.status !== 'ready') return <p className={styles.error}>{state.status === 'failed' ? state.message : 'Not available.'}</p>;

  const formProps = { busy, errorId, problem, problemField: step.errorField ?? null, status };

  if (recoveryCodes)
    return (
      <>
        <p role="status" className={styles.status}>
          {status}
        </p>
        <RecoveryCodesPanel codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
      </>
    );

  if (state.data.enabled)
    return (
      <ConfirmForm
        {...formProps}
        lead={[
          state.data.enabledAt
            ? `On since ${longDay(state.data.enabledAt)}. Logging in asks for a code from your authenticator app.`
            : 'On. Logging in asks for a code from your authenticator app.',
          recoveryCodesNote(state.data),
          `To turn it off, enter your password and a code from the app or a recovery code. ${TWO_FACTOR_MESSAGES.othersOut}`,
        ]}
        codeLabel="Code from your authenticator app, or a recovery code"
        recoveryAccepted
        action="Turn off"
        busyAction="Turning off…"
        onConfirm={(code, password) => run({ kind: 'turn off', code, password })}
      />
    );

  if (setup)
    return (
      <div className={styles.twoFactor}>
        <ol className={styles.steps}>
          <li>Open an authenticator app on your phone and scan this code.</li>
          <li>Enter the 6-digit code the app shows for Pinboard, and your password.</li>
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
        <ConfirmForm
          {...formProps}
          lead={[TWO_FACTOR_MESSAGES.othersOut]}
          codeLabel="Code from your authenticator app"
          action="Turn on"
          busyAction="Turning on…"
          onConfirm={(code, password) => run({ kind: 'turn on', code, password })}
          onCancel={() => {
            setSetup(null);
            step.reset();
          }}
        />
      </div>
    );

  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run({ kind: 'set up' });
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

interface ConfirmFormProps {
  lead: readonly string[];
  codeLabel: string;
  /** The field takes a recovery code too (letters): no number pad. */
  recoveryAccepted?: boolean;
  action: string;
  busyAction: string;
  busy: boolean;
  errorId: string;
  problem: string | null;
  /** The field the server named in its error ('code' or 'password'), marked invalid. */
  problemField: string | null;
  status: string;
  onConfirm: (code: string, password: string) => void;
  onCancel?: () => void;
}

/** A code and the password, and one button: what turning on and turning off both ask for. */
function ConfirmForm(props: ConfirmFormProps) {
  const { lead, codeLabel, recoveryAccepted, action, busyAction, busy, errorId, problem, problemField, status, onConfirm, onCancel } =
    props;
  const id = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(code, password);
  };
  const invalid = (field: string) => (problem && problemField === field ? true : undefined);
  const describedBy = (field: string) => (invalid(field) ? errorId : undefined);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-describedby={problem ? errorId : undefined}>
      {lead.map((line) => (
        <p key={line} className={styles.note}>
          {line}
        </p>
      ))}
      <div className={styles.field}>
        <label htmlFor={`${id}-code`}>{codeLabel}</label>
        <input
          id={`${id}-code`}
          name="code"
          inputMode={recoveryAccepted ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          autoCapitalize="off"
          required
          maxLength={TWO_FACTOR_CODE_MAX_LENGTH}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={invalid('code')}
          aria-describedby={describedBy('code')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-password`}>Your password</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={LOGIN_LIMITS.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={invalid('password')}
          aria-describedby={describedBy('password')}
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
