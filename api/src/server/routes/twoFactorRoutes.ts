// Two-factor authentication in settings (issue 38: the business access rule names it). A set-up
// keeps a new secret aside until a code from the person's app proves the app has it; only then is
// it on, and from then on logging in asks for a code (sessionRoutes.ts). Turning it off asks for a
// current code, so a session left open is not enough. Codes are throttled per account: six digits
// are a million guesses, and a guess must cost something.

import type { FastifyInstance } from 'fastify';
import {
  type ApiTwoFactor,
  type ApiTwoFactorSetup,
  TWO_FACTOR_ALREADY_ON,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
  TWO_FACTOR_NOT_ON,
  TWO_FACTOR_SETUP_STALE,
  twoFactorCodeOf,
} from 'shared-contracts';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { LOGIN_WINDOW_MS, waitText } from '../loginThrottle';
import { requireUser } from '../requestContext';
import { resourceRoute } from '../resourceRoute';
import { checkTwoFactorCode, newTwoFactorSecret, qrPath, twoFactorUri } from '../twoFactor';
import { createWindowCounter } from '../windowCounter';
import type { TwoFactorState } from '../../storage/storage';

/** Codes one account may try in settings in the login window. */
export const MAX_CODES_PER_ACCOUNT = 10;

const isOn = (state: TwoFactorState | null): state is TwoFactorState & { secret: string } => Boolean(state?.secret);

const stateOf = (state: TwoFactorState | null): ApiTwoFactor => ({
  enabled: isOn(state),
  enabledAt: isOn(state) ? state.enabledAt : null,
});

export function twoFactorRoutes(app: FastifyInstance, { storage }: ApiDeps, now: () => number = Date.now): void {
  const tries = createWindowCounter({ limit: MAX_CODES_PER_ACCOUNT, windowMs: LOGIN_WINDOW_MS, maxKeys: 10_000, now });

  /** The typed code's digits, after counting the try against the account. */
  const typedCode = (userId: number, typed: string): string => {
    const taken = tries.take(String(userId));
    if (!taken.ok) throw ApiHttpError.tooMany(`Too many codes tried. Try again in ${waitText(taken.retryAfterS)}.`, taken.retryAfterS);
    const code = twoFactorCodeOf(typed);
    if (code === null) throw ApiHttpError.invalidField('code', TWO_FACTOR_CODE_NEEDED);
    return code;
  };

  resourceRoute(app, 'TwoFactorResource', 'get', {
    summary: "Whether the viewer's two-factor authentication is on",
    handle: async (_options, request) => ({ data: stateOf(await storage.twoFactor(requireUser(request))) }),
  });

  resourceRoute(app, 'TwoFactorResource', 'create', {
    summary: 'Start setting up two-factor authentication: a new secret, its link and QR code',
    handle: async (_options, request) => {
      const userId = requireUser(request);
      if (isOn(await storage.twoFactor(userId))) throw ApiHttpError.conflict('code', TWO_FACTOR_ALREADY_ON);
      const user = await storage.getUser(request.viewer, { userId });
      const secret = newTwoFactorSecret();
      await storage.startTwoFactor(userId, secret);
      const uri = twoFactorUri(user?.username ?? String(userId), secret);
      const setup: ApiTwoFactorSetup = { secret, uri, qr: qrPath(uri) };
      return { data: setup };
    },
  });

  resourceRoute(app, 'TwoFactorResource', 'update', {
    summary: 'Turn two-factor authentication on with a code from the secret being set up',
    handle: async (options, request) => {
      const userId = requireUser(request);
      const code = typedCode(userId, options.code);
      const state = await storage.twoFactor(userId);
      if (isOn(state)) throw ApiHttpError.conflict('code', TWO_FACTOR_ALREADY_ON);
      if (!state?.pendingSecret) throw ApiHttpError.invalidField('code', TWO_FACTOR_SETUP_STALE);
      const step = await checkTwoFactorCode(state.pendingSecret, code, null, now());
      if (step === null) throw ApiHttpError.invalidField('code', TWO_FACTOR_CODE_WRONG);
      if (!(await storage.enableTwoFactor(userId, state.pendingSecret, step, new Date(now()))))
        throw ApiHttpError.invalidField('code', TWO_FACTOR_SETUP_STALE);
      return { data: stateOf(await storage.twoFactor(userId)) };
    },
  });

  resourceRoute(app, 'TwoFactorResource', 'delete', {
    summary: 'Turn two-factor authentication off with a current code',
    handle: async (options, request) => {
      const userId = requireUser(request);
      const code = typedCode(userId, options.code);
      const state = await storage.twoFactor(userId);
      if (!isOn(state)) throw ApiHttpError.conflict('code', TWO_FACTOR_NOT_ON);
      const step = await checkTwoFactorCode(state.secret, code, state.lastStep, now());
      if (step === null || !(await storage.acceptTwoFactorStep(userId, step)))
        throw ApiHttpError.invalidField('code', TWO_FACTOR_CODE_WRONG);
      await storage.disableTwoFactor(userId);
      return { data: stateOf(await storage.twoFactor(userId)) };
    },
  });
}
