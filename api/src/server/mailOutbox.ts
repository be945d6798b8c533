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

/** How long `next` waits for a message before it gives up. */
const WAIT_MS = 10_000;

export function createMailOutbox(size = OUTBOX_SIZE) {
  const sent: SentMail[] = [];
  const waiting = new Set<{ match: (mail: SentMail) => boolean; resolve: (mail: SentMail) => void }>();
  return {
    add(mail: SentMail): void {
      sent.unshift(mail);
      sent.splice(size);
      for (const waiter of waiting)
        if (waiter.match(mail)) {
          waiting.delete(waiter);
          waiter.resolve(mail);
        }
    },
    recent(): readonly SentMail[] {
      return [...sent];
    },
    /** The newest message that matches, as soon as one is sent (some are sent after the answer that causes them). */
    next(match: (mail: SentMail) => boolean): Promise<SentMail> {
      const found = sent.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiting.add(waiter);
        setTimeout(() => {
          if (waiting.delete(waiter)) reject(new Error(`no such mail within ${WAIT_MS / 1000} s`));
        }, WAIT_MS).unref();
      });
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
