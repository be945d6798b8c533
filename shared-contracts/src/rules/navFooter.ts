// The mobile bottom navigation bar (spec section 9: 'Nav footer height 64 (logged-in, new account),
// 52 (other), 0 when hidden'; new-user window 28 days). Shown below 576 px wide (our choice: the
// small-screen breakpoint the layouts already use).

export const NAV_FOOTER_HEIGHTS = { newAccount: 64, other: 52, hidden: 0 } as const;
export const NEW_USER_WINDOW_DAYS = 28;

const DAY_MS = 86_400_000;

export interface NavFooterInput {
  signedIn: boolean;
  /** The signed-in account's created_at (ISO); ignored for visitors. */
  accountCreatedAt: string | null;
  /** Hidden by an experience placement (1000069, hide footer) or a full-screen page. */
  hidden: boolean;
  now: number;
}

/** Whether an account is new: created less than 28 days before now. An unreadable date is not new. */
export function isNewAccount(createdAt: string | null, now: number): boolean {
  if (createdAt === null) return false;
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return false;
  return now - created < NEW_USER_WINDOW_DAYS * DAY_MS;
}

export function navFooterHeight({ signedIn, accountCreatedAt, hidden, now }: NavFooterInput): number {
  if (hidden) return NAV_FOOTER_HEIGHTS.hidden;
  return signedIn && isNewAccount(accountCreatedAt, now) ? NAV_FOOTER_HEIGHTS.newAccount : NAV_FOOTER_HEIGHTS.other;
}
