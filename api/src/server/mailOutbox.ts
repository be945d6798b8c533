// Where the site's mail goes, as it sends none: each message is a line in the server's log (in
// production the operator's mailer reads it there) and, in development, one of the newest few kept
// for the status page. A message is its one link: a password reset, a sign-up to finish, or word
// to an account's owner that someone tried to sign up with their email.

/** The messages kept for the development status page: the newest only. */
export const OUTBOX_SIZE = 20;

/** A message as the log and the development status page show it. */
export interface SentMail {
  /** Who it is for: the account's username, or the address a new account would have. */
  to: string;
  /** What it is, as its subject line would say. */
  subject: string;
  /** The one link it carries (a path on this site). */
  path: string;
  expiresAt: string;
}

export function createMailOutbox(size = OUTBOX_SIZE) {
  const sent: SentMail[] = [];
  return {
    add(mail: SentMail): void {
      sent.unshift(mail);
      sent.splice(size);
    },
    recent(): readonly SentMail[] {
      return [...sent];
    },
  };
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/** Sends a message: to the log, and to the outbox where there is one. */
export type Mailer = (mail: SentMail) => void;

export function createMailer(log: (line: string) => void, outbox?: MailOutbox): Mailer {
  return (mail) => {
    log(`mail to ${mail.to}: ${mail.subject}: ${mail.path} (works once, until ${mail.expiresAt})`);
    outbox?.add(mail);
  };
}
