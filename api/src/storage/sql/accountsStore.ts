// Users, sessions and cookie choices: the AccountsStorage the API is given, composed of its parts.
// Signing up and in and the password hash are in accountCredentials.ts, sessions in
// accountSessions.ts, the viewer and profiles in accountProfiles.ts, cookie choices in cookieSettings.ts,
// the first-run step in firstRun.ts.

import type { AccountsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { accountCredentials } from './accountCredentials';
import { accountProfiles } from './accountProfiles';
import { accountSessions } from './accountSessions';
import { cookieSettingsStore } from './cookieSettings';
import { firstRun } from './firstRun';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

export function accountsStore(db: Kysely<DB>, outboundLink: OutboundLink): AccountsStorage {
  return {
    ...accountCredentials(db),
    ...accountSessions(db),
    ...accountProfiles(db, outboundLink),
    ...cookieSettingsStore(db),
    ...firstRun(db),
  };
}
