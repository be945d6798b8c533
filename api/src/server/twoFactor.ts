// Two-factor authentication by an authenticator app (TOTP, RFC 6238, as otplib implements it): a
// new secret with the link and QR code an app scans, and checking a code. A code is good for its
// 30-second step and the steps either side (a phone's clock runs fast or slow, a person types
// slowly); the step it matched is returned so the caller can refuse it the second time.

import { generateSecret, generateURI, verify } from 'otplib';
import { create as createQr } from 'qrcode';

export const TWO_FACTOR_ISSUER = 'Pinboard';
/** Seconds a phone's clock may be off, either way. */
const CLOCK_DRIFT_S = 30;

export const newTwoFactorSecret = (): string => generateSecret();

export const twoFactorUri = (username: string, secret: string): string =>
  generateURI({ issuer: TWO_FACTOR_ISSUER, label: username, secret });

/**
 * The QR code of a link as one SVG path, one 1×1 square per dark module, in a size×size box: the
 * page draws it as an element (no image to fetch, nothing injected).
 */
export function qrPath(text: string): { size: number; path: string } {
  const { size, data } = createQr(text, { errorCorrectionLevel: 'M' }).modules;
  const squares: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) if (data[row * size + col]) squares.push(`M${col} ${row}h1v1h-1z`);
  }
  return { size, path: squares.join('') };
}

/** The time step a code matched, or null; never a step at or before afterStep (already used). */
export async function checkTwoFactorCode(
  secret: string,
  code: string,
  afterStep: number | null,
  nowMs: number = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: CLOCK_DRIFT_S,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // verify answers for HOTP too; a TOTP match names its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
