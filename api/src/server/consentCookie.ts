// The browser's copy of the cookie choices saved in it: readable by the page (the cookie banner
// and the event log read it), set with each save and at login from the user's saved choices.

import type { FastifyReply } from 'fastify';
import { CONSENT_COOKIE, consentCookieValue, type CookieChoices } from 'shared-contracts/rules';

const CONSENT_DAYS = 365;

export function setConsentCookie(reply: FastifyReply, choices: CookieChoices, secure: boolean): void {
  reply.setCookie(CONSENT_COOKIE, consentCookieValue(choices), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: CONSENT_DAYS * 86400,
  });
}
