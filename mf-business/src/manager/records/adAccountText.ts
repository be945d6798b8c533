// How the ad account screens name an account's status and where it is in its migration.

import type { ApiAdAccount } from 'shared-contracts/api';

export const AD_ACCOUNT_STATUS: Readonly<Record<ApiAdAccount['status'], string>> = { active: 'Active', paused: 'Paused' };

export const MIGRATION_TEXT: Readonly<Record<ApiAdAccount['ceeMigration'], string>> = {
  not_needed: 'Nothing to do',
  pending: 'Waiting to move',
  migrated: 'Moved',
};
