// Sign up, log in, log out, and the session with its viewer (spec section 3).

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiSession } from 'shared-contracts/api';
import {
  CONSENT_COOKIE,
  consentCookieValue,
  cookieChoices,
  cookieChoicesMade,
  isReservedFirstSegment,
  parseConsentCookie,
  safeNextPath,
  RECOVERY_CODE_WRONG,
  TWO_FACTOR_CODE_NEEDED,
  TWO_FACTOR_CODE_WRONG,
} from 'shared-contracts/rules';
import { ApiHttpError } from '../apiHttpError';
import type { ApiDeps } from '../apiDeps';
import { SESSION_COOKIE, SESSION_DAYS } from '../cookies';
import { issueCsrfToken } from '../csrfCookies';
import { checkName } from '../nameFields';
import { setConsentCookie } from '../consentCookie';
import { DEVICE_COOKIE, DEVICE_DAYS, deviceCookieValue, isKnownDevice, LOGIN_DEVICE_SECRET } from '../loginDevice';
import { deviceName } from '../deviceName';
import { createLoginThrottle } from '../loginThrottle';
import { clientGoneSignal } from '../clientGone';
import { hashPassword, type HashTurn, verifyPassword } from '../passwords';
import { hashToken, newToken } from '../requestContext';
import { loginLinkRoutes } from './loginLinkRoutes';
import { resourceRoute } from '../resourceRoute';
import { sendResetLink } from '../sendResetLink';
import { openSignup, type PendingSignup, SIGNUP_LINK_REFUSED, SIGNUP_SECRET, signupMail } from '../signupLink';
import { createCodeGuessLimit, type CodeGuessLimit } from '../codeGuessLimit';
import { createSecondFactor, typedSecondFactor } from '../secondFactor';
import { userSubject } from '../../storage/subject';

const usernameTaken = () => ApiHttpError.conflict('username', 'That username is taken. Pick another one.');

/** Checked when there is no account, so a miss costs as long as a wrong password. */
let decoyHash: Promise<string> | null = null;

function decoy(): Promise<string> {
  // No caller's signal: other logins may wait on the same promise.
  decoyHash ??= hashPassword('no account has this password', { purpose: 'login', lane: 'unknown' }).catch((error: unknown) => {
    // Refused while busy: made on a later login instead of failing every one after.
    decoyHash = null;
    throw error;
  });
  return decoyHash;
}

export function sessionRoutes(app: FastifyInstance, deps: ApiDeps, codeGuesses: CodeGuessLimit = createCodeGuessLimit()): void {
  const { storage, secureCookies, mail, twoFactorKey } = deps;
  const throttle = createLoginThrottle();
  const secondFactor = createSecondFactor(storage, twoFactorKey);

  const session = async (request: FastifyRequest, userId: number | null): Promise<ApiSession> => {
    const user = userId === null ? null : await storage.getViewer(userId);
    // The viewer is a bot by this request's user agent, whoever is signed in.
    const viewer = user && { ...user, isBot: request.viewer.isBot, isSocialBot: request.isSocialBot };
    return {
      isAuthenticated: viewer !== null,
      unauthId: viewer === null ? request.anonId : null,
      viewer: viewer ?? { isAuth: false, isBot: request.viewer.isBot, isSocialBot: request.isSocialBot },
    };
  };

  const startSession = async (request: FastifyRequest, reply: FastifyReply, userId: number) => {
    const token = newToken();
    const expires = new Date(Date.now() + SESSION_DAYS * 86400_000);
    await storage.createSession(hashToken(token), userId, expires, deviceName(request.headers['user-agent']));
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies, expires });
    issueCsrfToken(request, reply, secureCookies, { rotate: true, session: token });
  };

  /**
   * After login or sign-up: a user who never answered the cookie banner keeps the answer this
   * browser gave as a visitor (they were not asked twice); a user who did answer gives this
   * browser their answer (the banner and the event log read it).
   */
  const consentFollowsUser = async (request: FastifyRequest, reply: FastifyReply, userId: number): Promise<ApiSession> => {
    const signedIn = await session(request, userId);
    if (!signedIn.viewer.isAuth) return signedIn;
    if (cookieChoicesMade(signedIn.viewer)) {
      setConsentCookie(reply, cookieChoices(signedIn.viewer), secureCookies);
      return signedIn;
    }
    const visitorChoice = parseConsentCookie(request.cookies[CONSENT_COOKIE]);
    if (!visitorChoice) return signedIn;
    await storage.saveCookieSettings(userSubject(userId), { ...visitorChoice, surface_tag: 'visitor_choice' });
    return session(request, userId);
  };

  /**
   * With two-factor authentication on, the password alone starts no session: without a code the
   * answer asks for one. A code is counted by its own limit, per account and address, which no
   * cookie lifts (codeGuessLimit.ts). The code is the app's, or a recovery code, each good once.
   */
  const checkSecondFactor = async (request: FastifyRequest, userId: number, typed: string | undefined) => {
    const state = await storage.twoFactor(userId);
    if (!state?.secret) return;
    if (typed === undefined || typed.trim() === '') throw new ApiHttpError(401, 'two_factor_required', TWO_FACTOR_CODE_NEEDED, 'code');
    const factor = typedSecondFactor(typed);
    const wrong = factor?.kind === 'recovery' ? RECOVERY_CODE_WRONG : TWO_FACTOR_CODE_WRONG;
    // Not a code at all (a typo): nothing to check, and no guess.
    if (factor === null) throw new ApiHttpError(401, 'invalid_code', wrong, 'code');
    const device = deviceName(request.headers['user-agent']);
    if ((await codeGuesses.guess(userId, request.ip, () => secondFactor.verify(userId, state, factor, device))) === null)
      throw new ApiHttpError(401, 'invalid_code', wrong, 'code');
  };

  /** After a right password (or a login link): this browser becomes one of the account's known devices, and the session starts. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: number): Promise<ApiSession> => {
    const deviceExpires = new Date(Date.now() + DEVICE_DAYS * 86400_000);
    reply.setCookie(DEVICE_COOKIE, deviceCookieValue(await storage.serverSecret(LOGIN_DEVICE_SECRET), userId), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      expires: deviceExpires,
    });
    await startSession(request, reply, userId);
    return consentFollowsUser(request, reply, userId);
  };

  resourceRoute(app, 'UserSessionResource', 'get', {
    summary: 'The session: whether signed in, the viewer, the visitor id',
    handle: async (_options, request, reply) => {
      const current = await session(request, request.viewer.userId);
      // A signed-in user's choices, made on another device since, or before the browser kept a copy.
      if (current.viewer.isAuth && cookieChoicesMade(current.viewer)) {
        const choices = cookieChoices(current.viewer);
        if (request.cookies[CONSENT_COOKIE] !== consentCookieValue(choices)) setConsentCookie(reply, choices, secureCookies);
      }
      return { data: current };
    },
  });

  resourceRoute(app, 'UserSessionResource', 'create', {
    summary: 'Log in with a username or email and a password',
    handle: async (options, request, reply) => {
      const typed = options.username_or_email.trim();
      const found = await storage.findCredentials(typed);
      // A username and its email are one account; a name no account has is counted by itself.
      const account = found ? userSubject(found.userId) : `name:${typed.toLowerCase()}`;
      const deviceSecret = await storage.serverSecret(LOGIN_DEVICE_SECRET);
      const knownDevice = found !== null && isKnownDevice(deviceSecret, request.cookies[DEVICE_COOKIE], found.userId);
      // Refused before any hashing: a throttled guess costs the server nothing.
      await throttle.attempt(account, request.ip, knownDevice);
      // Each attempt is settled exactly once (failed, succeeded or released): others on its address may wait for that.
      let wrong = false;
      try {
        // Each account's logins take turns with other accounts'; unknown names share one lane.
        const turn: HashTurn = { purpose: 'login', lane: found ? account : 'unknown', signal: clientGoneSignal(reply) };
        // The same answer for an unknown user and a wrong password, so neither can be probed.
        const real = found?.passwordHash ?? null;
        const matches = await verifyPassword(options.password, real ?? (await decoy()), turn);
        if (!found || real === null || !matches) {
          wrong = true;
          throw new ApiHttpError(401, 'invalid_credentials', "That username or password isn't right.", 'password');
        }
        // The password was right: a wrong code is no failed login (it was counted as a guess).
        await checkSecondFactor(request, found.userId, options.code);
      } catch (error) {
        // Not checked (the server was too busy), or a second factor refused: no failure to count.
        if (wrong) throttle.failed(account, request.ip);
        else throttle.release(account, request.ip);
        throw error;
      }
      throttle.succeeded(account, request.ip);
      return { data: await signIn(request, reply, found.userId) };
    },
  });

  loginLinkRoutes(app, deps, { checkSecondFactor, signIn });

  resourceRoute(app, 'UserSessionResource', 'delete', {
    summary: 'Log out',
    handle: async (_options, request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await storage.deleteSession(hashToken(token));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      // The choices were this user's: the next person at this browser answers for themselves.
      reply.clearCookie(CONSENT_COOKIE, { path: '/' });
      issueCsrfToken(request, reply, secureCookies, { rotate: true, session: null });
      return { data: await session(request, null) };
    },
  });

  /** A free email gets the link that makes the account; a taken one's owner is told, with the way back in if it was them. */
  const mailSignup = async (pending: PendingSignup, next: string): Promise<void> => {
    if (await storage.isEmailTaken(pending.email))
      await sendResetLink({ storage, mail }, pending.email, 'Someone tried to sign up with your email', Date.now());
    else mail?.(signupMail(await storage.serverSecret(SIGNUP_SECRET), pending, Date.now(), next));
  };

  resourceRoute(app, 'UserRegisterResource', 'create', {
    summary: 'Sign up: mail a link that makes the account (the same answer whether or not the email has one)',
    handle: async (options, request, reply) => {
      checkName('first_name', options.first_name, 'First name');
      // The last name may be left out (or empty); when given it is a name like the first.
      if (options.last_name?.trim()) checkName('last_name', options.last_name, 'Last name');
      throttle.signup(request.ip);
      const username = options.username.toLowerCase();
      if (isReservedFirstSegment(username)) throw ApiHttpError.invalidField('username', `${username} is reserved. Pick another username.`);
      // A username is public (it is the profile's address), so saying it is taken tells nothing.
      if (await storage.isUsernameTaken(username)) throw usernameTaken();
      const firstName = options.first_name.trim();
      const fullName = [firstName, options.last_name?.trim() ?? ''].filter(Boolean).join(' ');
      const passwordHash = await hashPassword(options.password, { purpose: 'signup', lane: request.ip, signal: clientGoneSignal(reply) });
      const pending = { username, email: options.email, passwordHash, firstName, fullName };
      // Whether the email has an account decides only what is mailed, after the answer: neither
      // the answer's words nor its time can tell.
      void mailSignup(pending, safeNextPath(options.next ?? null)).catch((error: unknown) => request.log.error(error));
      const sent: { sent: true } = { sent: true };
      return { data: sent };
    },
  });

  resourceRoute(app, 'UserRegisterResource', 'update', {
    summary: "Finish signing up with the mailed link's token: make the account and start a session",
    handle: async (options, request, reply) => {
      const pending = openSignup(await storage.serverSecret(SIGNUP_SECRET), options.token, Date.now());
      // A used link: its account has the email now.
      if (!pending || (await storage.isEmailTaken(pending.email))) throw ApiHttpError.invalidField('token', SIGNUP_LINK_REFUSED);
      // Checked again at the insert: another link may have taken the name since this one was sent.
      const created = await storage.createUser(pending);
      if ('taken' in created) {
        if (created.taken === 'email') throw ApiHttpError.invalidField('token', SIGNUP_LINK_REFUSED);
        throw ApiHttpError.conflict(
          'username',
          `${pending.username} was taken before you opened the link. Sign up again with another username.`,
        );
      }
      await startSession(request, reply, created.userId);
      return { data: await consentFollowsUser(request, reply, created.userId) };
    },
  });
}
