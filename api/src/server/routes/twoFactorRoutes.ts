// Two-factor authentication in settings (issue 38: the business access rule names it). A set-up
// keeps a new secret aside until a code from the person's app proves the app has it; only then is
// it on, and from then on logging in asks for a code (sessionRoutes.ts). A stolen session is not
// enough to change it (issue 59): turning it on or off asks for the password as well as a code
// (turning off takes a recovery code too), and ends the account's other sessions, whoever holds
// them. Turning it on answers ten recovery codes, once: only their hashes are kept. Secrets are
// stored sealed with the server's key (secondFactor.ts). Wrong passwords count as on the password
// form (per session and account), wrong codes as at login (per account and address).

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiTwoFactor, type ApiTwoFactorSetup, type ApiTwoFactorTurnedOn } from 'shared-contracts/api';
import {
  RECOVERY_CODE_WRONG,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_PASSWORD_WRONG,
  TWO_FACTOR_SETUP_STALE,
  twoFactorCodeOf,
} from 'shared-contracts/rules';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { clientGoneSignal } from '../clientGone';
import type { CodeGuessLimit } from '../codeGuessLimit';
import { SESSION_COOKIE } from '../cookies';
import { deviceName } from '../deviceName';
import type { PasswordChangeThrottle } from '../passwordChangeThrottle';
import { verifyPassword } from '../passwords';
import { hashToken, requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { createSecondFactor, typedSecondFactor } from '../secondFactor';
import { newTwoFactorSecret, qrPath, twoFactorUri } from '../twoFactor';
import type { TwoFactorState } from '../../storage/storage';
import { userSubject } from '../../storage/subject';

/** What guards the settings' checks, shared with the login and the password form (apiPlugin.ts). */
export interface TwoFactorGuards {
  codeGuesses: CodeGuessLimit;
  passwordChecks: PasswordChangeThrottle;
}

const isOn = (state: TwoFactorState | null): state is TwoFactorState & { secret: string } => Boolean(state?.secret);

export function twoFactorRoutes(
  app: FastifyInstance,
  { storage, twoFactorKey }: ApiDeps,
  { codeGuesses, passwordChecks }: TwoFactorGuards,
  now: () => number = Date.now,
): void {
  const secondFactor = createSecondFactor(storage, twoFactorKey, now);

  const stateOf = async (userId: number): Promise<ApiTwoFactor> => {
    const state = await storage.twoFactor(userId);
    if (!isOn(state)) return { enabled: false, enabledAt: null, recoveryCodesLeft: 0, lastRecoveryCodeUse: null };
    const recovery = await storage.recoveryCodes(userId);
    return { enabled: true, enabledAt: state.enabledAt, recoveryCodesLeft: recovery.left, lastRecoveryCodeUse: recovery.lastUse };
  };

  /** The session asking, whose password must be typed again; counted as the password form counts. */
  const checkPassword = async (request: FastifyRequest, signal: AbortSignal, userId: number, password: string): Promise<void> => {
    const session = hashToken(request.cookies[SESSION_COOKIE] ?? '');
    passwordChecks.attempt(userId, session);
    const stored = await storage.passwordHash(userId);
    let right: boolean;
    try {
      right =
        stored !== null && (await verifyPassword(password, stored, { purpose: 'password-change', lane: userSubject(userId), signal }));
    } catch (error) {
      passwordChecks.release(userId, session);
      throw error;
    }
    if (!right) throw ApiHttpError.invalidField('password', TWO_FACTOR_PASSWORD_WRONG);
    passwordChecks.succeeded(userId, session);
  };

  /** Whoever else is logged in to the account (a stolen cookie among them) is logged out; this browser stays. */
  const endOtherSessions = (request: FastifyRequest, userId: number) =>
    storage.endSessions(userId, hashToken(request.cookies[SESSION_COOKIE] ?? ''));

  resourceRoute(app, 'TwoFactorResource', 'get', {
    summary: "Whether the viewer's two-factor authentication is on, and how many recovery codes are left",
    handle: async (_options, request) => ({ data: await stateOf(requireUser(request)) }),
  });

  resourceRoute(app, 'TwoFactorResource', 'create', {
    summary: 'Start setting up two-factor authentication: a new secret, its link and QR code',
    handle: async (_options, request) => {
      const userId = requireUser(request);
      if (isOn(await storage.twoFactor(userId))) throw ApiHttpError.conflict('code', TWO_FACTOR_ALREADY_ON);
      const user = await storage.getUser(request.viewer, { userId });
      const secret = newTwoFactorSecret();
      await storage.startTwoFactor(userId, secondFactor.seal(userId, secret));
      const uri = twoFactorUri(user?.username ?? String(userId), secret);
      const setup: ApiTwoFactorSetup = { secret, uri, qr: qrPath(uri) };
      return { data: setup };
    },
  });

  resourceRoute(app, 'TwoFactorResource', 'update', {
    summary:
      'Turn two-factor authentication on with the password and a code from the secret being set up: answers ten recovery codes, once, and ends the other sessions',
    handle: async (options, request, reply) => {
      const userId = requireUser(request);
      const code = twoFactorCodeOf(options.code);
      if (code === null) throw ApiHttpError.invalidField('code', TWO_FACTOR_CODE_NEEDED);
      const state = await storage.twoFactor(userId);
      if (isOn(state)) throw ApiHttpError.conflict('code', TWO_FACTOR_ALREADY_ON);
      const pending = state?.pendingSecret;
      if (!pending) throw ApiHttpError.invalidField('code', TWO_FACTOR_SETUP_STALE);
      await checkPassword(request, clientGoneSignal(reply), userId, options.password);
      const step = await codeGuesses.guess(userId, request.ip, () => secondFactor.appCodeStep(userId, pending, code, null));
      if (step === null) throw ApiHttpError.invalidField('code', TWO_FACTOR_CODE_WRONG);
      const recovery = secondFactor.newRecoveryCodes(userId);
      if (!(await storage.enableTwoFactor(userId, pending, step, new Date(now()), recovery.hashes)))
        throw ApiHttpError.invalidField('code', TWO_FACTOR_SETUP_STALE);
      await endOtherSessions(request, userId);
      const turnedOn: ApiTwoFactorTurnedOn = { ...(await stateOf(userId)), recoveryCodes: recovery.codes };
      return { data: turnedOn };
    },
  });

  resourceRoute(app, 'TwoFactorResource', 'delete', {
    summary: 'Turn two-factor authentication off with the password and a current code (or a recovery code); ends the other sessions',
    handle: async (options, request, reply) => {
      const userId = requireUser(request);
      const typed = typedSecondFactor(options.code);
      if (typed === null) throw ApiHttpError.invalidField('code', TWO_FACTOR_CODE_NEEDED);
      const state = await storage.twoFactor(userId);
      if (!isOn(state)) throw ApiHttpError.conflict('code', TWO_FACTOR_NOT_ON);
      await checkPassword(request, clientGoneSignal(reply), userId, options.password);
      const device = deviceName(request.headers['user-agent']);
      if ((await codeGuesses.guess(userId, request.ip, () => secondFactor.verify(userId, state, typed, device))) === null)
        throw ApiHttpError.invalidField('code', typed.kind === 'recovery' ? RECOVERY_CODE_WRONG : TWO_FACTOR_CODE_WRONG);
      await storage.disableTwoFactor(userId);
      await endOtherSessions(request, userId);
      return { data: await stateOf(userId) };
    },
  });
}
