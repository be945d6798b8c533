// Profiles: the signed-in viewer as the site is given it (their user, quick-saves board, secret
// boards, cookie choices and business access), another user's profile by id or username, and the
// edits a user makes to their own.

import type { Updateable, Kysely } from 'kysely';
import { type ApiViewer } from 'shared-contracts/api';
import { INTEREST_PICKER_STEP } from 'shared-contracts/rules';
import type { AccountsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { personViewer, userSubject } from '../subject';
import { userWhere } from './accountCredentials';
import type { Users, DB } from './apiTables';
import { cookieSettings } from './cookieSettings';
import { ReadModels } from './readModels';
import { transaction } from './apiDb';

const findQuickSavesBoard = (db: Kysely<DB>, userId: number) =>
  db.selectFrom('boards').select('id').where('owner_id', '=', userId).where('layout', '=', 'quick_saves').executeTakeFirst();

const countSecretBoards = async (db: Kysely<DB>, userId: number) => {
  const secretBoards = await db
    .selectFrom('boards')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .where('privacy', '=', 'secret')
    .executeTakeFirst();
  return secretBoards?.n ?? 0;
};

// As GET /vx/business_access/profiles/ would list them (businessProfiles), or their own business
// account: either way the business header and hub have something to show.
const seesBusinessProfiles = async (db: Kysely<DB>, userId: number) =>
  (await db
    .selectNoFrom((eb) => eb.lit(1).as('one'))
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('business_access as a')
            .innerJoin('users as u', 'u.id', 'a.business_user_id')
            .select(eb.lit(1).as('one'))
            .where('a.member_id', '=', userId),
        ),
        eb.exists(eb.selectFrom('business_accounts').select(eb.lit(1).as('one')).where('user_id', '=', userId)),
      ]),
    )
    .executeTakeFirst()) !== undefined;

const getViewerOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): AccountsStorage['getViewer'] =>
  async (userId) => {
    const models = new ReadModels(db, personViewer(userId), outboundLink);
    const user = await models.user(userId);
    const row = await models.userRow(userId);
    if (!user || !row) return null;
    const quickSaves = await findQuickSavesBoard(db, userId);
    const secretBoardCount = await countSecretBoards(db, userId);
    const cookies = await cookieSettings(db, userSubject(userId));
    const hasBusinessProfiles = await seesBusinessProfiles(db, userId);
    const viewer: ApiViewer = {
      ...user,
      isAuth: true,
      isBot: false,
      isSocialBot: false,
      is_employee: row.is_employee === 1,
      secretBoardCount,
      has_quicksave_board: quickSaves !== undefined,
      quicksave_board_id: quickSaves ? String(quickSaves.id) : null,
      should_show_messaging: row.should_show_messaging === 1,
      save_behavior: row.save_behavior === 0 ? 0 : 1,
      allow_analytic_cookies: cookies?.allow_analytic_cookies ?? null,
      allow_marketing_cookies: cookies?.allow_marketing_cookies ?? null,
      allow_personalization_cookies: cookies?.allow_personalization_cookies ?? null,
      hasBusinessProfiles,
      onboardingStep: row.first_run_pending === 1 ? INTEREST_PICKER_STEP : null,
    };
    return viewer;
  };

export function accountProfiles(db: Kysely<DB>, outboundLink: OutboundLink): Pick<AccountsStorage, 'getViewer' | 'getUser' | 'updateUser'> {
  return {
    getViewer: getViewerOf(db, outboundLink),
    async getUser(viewer, by) {
      const row =
        'userId' in by
          ? await db.selectFrom('users').select('id').where('id', '=', by.userId).executeTakeFirst()
          : await userWhere(db, 'username', by.username).select('id').executeTakeFirst();
      return row ? new ReadModels(db, viewer, outboundLink).user(row.id) : null;
    },
    async updateUser(userId, changes) {
      await transaction(db, async (tx) => {
        const set = (values: Updateable<Users>) => tx.updateTable('users').set(values).where('id', '=', userId).execute();
        if (changes.firstName !== undefined) await set({ first_name: changes.firstName });
        if (changes.fullName !== undefined) await set({ full_name: changes.fullName });
        if (changes.saveBehavior !== undefined) await set({ save_behavior: changes.saveBehavior });
        if (changes.about !== undefined) await set({ about: changes.about });
      });
    },
  };
}
