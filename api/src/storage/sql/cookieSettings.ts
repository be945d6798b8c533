// Cookie choices: the analytics, marketing and personalization cookies a subject (a user, or a
// visitor) allows, kept one row per subject; saving again replaces the choice. accountProfiles.ts
// reads them into the signed-in viewer.

import type { AccountsStorage, CookieSettings } from '../storage';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** The subject's saved choice; null when they have made none. */
export const cookieSettings = async (db: Kysely<DB>, subject: string): Promise<CookieSettings | null> => {
  const row = await db
    .selectFrom('cookie_settings')
    .select(['allow_analytic_cookies', 'allow_marketing_cookies', 'allow_personalization_cookies', 'surface_tag'])
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row
    ? {
        allow_analytic_cookies: row.allow_analytic_cookies === 1,
        allow_marketing_cookies: row.allow_marketing_cookies === 1,
        allow_personalization_cookies: row.allow_personalization_cookies === 1,
        surface_tag: row.surface_tag,
      }
    : null;
};

const saveCookieSettingsOf =
  (db: Kysely<DB>): AccountsStorage['saveCookieSettings'] =>
  async (subject, s) => {
    await db
      .insertInto('cookie_settings')
      .values({
        subject,
        allow_analytic_cookies: Number(s.allow_analytic_cookies),
        allow_marketing_cookies: Number(s.allow_marketing_cookies),
        allow_personalization_cookies: Number(s.allow_personalization_cookies),
        surface_tag: s.surface_tag,
        updated_at: isoNow(),
      })
      .onConflict((conflict) =>
        conflict.column('subject').doUpdateSet((eb) => ({
          allow_analytic_cookies: eb.ref('excluded.allow_analytic_cookies'),
          allow_marketing_cookies: eb.ref('excluded.allow_marketing_cookies'),
          allow_personalization_cookies: eb.ref('excluded.allow_personalization_cookies'),
          surface_tag: eb.ref('excluded.surface_tag'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  };

export function cookieSettingsStore(db: Kysely<DB>): Pick<AccountsStorage, 'saveCookieSettings' | 'getCookieSettings'> {
  return {
    saveCookieSettings: saveCookieSettingsOf(db),
    async getCookieSettings(subject) {
      return cookieSettings(db, subject);
    },
  };
}
