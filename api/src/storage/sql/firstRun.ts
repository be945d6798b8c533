// The first-run step after sign-up (onboarding's InterestPicker): a new account is marked at
// sign-up; picking topics follows them and clears the mark in one transaction, and skipping clears
// it alone, so the step is never shown again either way.

import type { AccountsStorage } from '../storage';
import { isoNow } from './isoNow';
import { transaction } from './apiDb';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

export function firstRun(db: Kysely<DB>): Pick<AccountsStorage, 'finishInterestPicker'> {
  return {
    async finishInterestPicker(userId, interestIds) {
      await transaction(db, async (tx) => {
        const now = isoNow();
        for (const interestId of interestIds)
          await tx
            .insertInto('interest_follows')
            .values({ user_id: userId, interest_id: interestId, favorited: 0, created_at: now })
            .onConflict((conflict) => conflict.columns(['user_id', 'interest_id']).doNothing())
            .execute();
        await tx.updateTable('users').set({ first_run_pending: 0 }).where('id', '=', userId).execute();
      });
    },
  };
}
