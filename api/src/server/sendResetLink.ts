// A reset link mailed to the account a username or email names, if it has one with a password;
// nothing otherwise. Both 'Forgot your password?' and a sign-up with a taken email send it, and
// answer the same either way.

import type { Storage } from '../storage/storage';
import type { Mailer } from './mailOutbox';
import { PASSWORD_RESET_SECRET, resetMail } from './passwordReset';

export async function sendResetLink(
  { storage, mail }: { storage: Storage; mail?: Mailer | undefined },
  usernameOrEmail: string,
  subject: string,
  now: number,
): Promise<void> {
  const found = await storage.findCredentials(usernameOrEmail);
  if (!found?.passwordHash) return;
  const user = await storage.getViewer(found.userId);
  const account = { userId: found.userId, username: user?.username ?? String(found.userId), passwordHash: found.passwordHash };
  mail?.(resetMail(await storage.serverSecret(PASSWORD_RESET_SECRET), account, subject, now));
}
