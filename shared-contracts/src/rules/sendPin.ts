// 'Send this pin' (spec section 2: the share popover's title): to a person on the site with an
// optional note, by e-mail, or by the phone's own share sheet. The spec gives no limit for the
// note nor how many people the search shows; these are chosen to read like the site's other fields.

/** The popover's title, to the letter. */
export const SEND_PIN_TITLE = 'Send this pin';
/** The note sent with a Pin (not in the spec: a board description's 500). */
export const SEND_PIN_MESSAGE_MAX = 500;
/** People offered as the name is typed. */
export const SEND_PIN_PEOPLE_SHOWN = 6;
/** Pins one person may send in an hour (not in the spec): plenty for a person, a wall for a flood of someone's inbox. */
export const SEND_PIN_HOURLY_MAX = 60;
/** What a person is told past it. */
export const SEND_PIN_TOO_MANY = "You've sent a lot of Pins in the last hour. Try again later.";

/** What is wrong with a note, in a person's words; null when it may be sent. */
export function sendPinMessageProblem(message: string): string | null {
  if (message.length > SEND_PIN_MESSAGE_MAX) return `Keep your message to ${SEND_PIN_MESSAGE_MAX} characters or fewer.`;
  return null;
}

/** The e-mail the 'Email' link starts: the Pin's title as the subject, its address in the body. */
export function sendPinMailto(pinUrl: string, title: string): string {
  const subject = title.trim() || 'A Pin for you';
  const body = `${subject}\n${pinUrl}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** The bell's badge: nothing when nothing is new, the count up to 99, then '99+'. */
export function unreadBadgeText(unread: number): string {
  if (!Number.isFinite(unread) || unread <= 0) return '';
  return unread > 99 ? '99+' : String(Math.floor(unread));
}

/** The bell's accessible name: 'Notifications', or with the count, 'Notifications, 2 unread'. */
export function notificationsBellLabel(unread: number): string {
  const badge = unreadBadgeText(unread);
  return badge ? `Notifications, ${badge} unread` : 'Notifications';
}
