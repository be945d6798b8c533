// The request schemas the API contract is made of (TypeBox: JSON Schema with static types). The
// limits are the spec's (sections 5 and 9); the server's ajv checks them before a handler runs.
// Server-side only at run time: the browser imports the contract's types, never these values.

import { Type, type TUnsafe } from '@sinclair/typebox';
import { BOARD_PRIVACIES, BOARD_SORTS, PRIVACY_FILTERS, TEXT_LIMITS } from '../rules/boardRules';
import { LOGIN_LIMITS } from '../rules/accountLimits';
import { USERNAME_MAX_LENGTH } from '../rules/routes';

export const MAX_PAGE_SIZE = 100;

/** A string from a fixed list, typed as that list's union (ajv reports it as an 'enum'). */
export function oneOf<T extends string>(values: readonly T[]): TUnsafe<T> {
  return Type.Unsafe<T>({ type: 'string', enum: [...values] });
}

/** Ids are decimal strings on the wire (numbers are accepted and coerced). */
export const Id = Type.String({ pattern: '^[1-9][0-9]{0,15}$', description: 'a numeric id' });

export const Privacy = oneOf(BOARD_PRIVACIES);
export const BoardSort = oneOf(BOARD_SORTS);
export const PrivacyFilter = oneOf(PRIVACY_FILTERS);

export const BoardName = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.boardTitle, pattern: '\\S' });
export const BoardDescription = Type.String({ maxLength: TEXT_LIMITS.boardPinDescription });
export const FirstName = Type.String({ minLength: 1, maxLength: TEXT_LIMITS.firstName });

export const Paging = {
  bookmark: Type.Optional(Type.String({ maxLength: 2000 })),
  // No default here: each call's own (pageOf) applies, e.g. BOARDS_PAGE_SIZE for boards.
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
};

/** Fields the site sends for tracking on many calls; accepted and not stored. */
export const Tracking = {
  client_tracking_params: Type.Optional(Type.String({ maxLength: 4000 })),
  clientTrackingParams: Type.Optional(Type.String({ maxLength: 4000 })),
  field_set_key: Type.Optional(Type.String({ maxLength: 64 })),
};

/**
 * The business a call acts for (spec section 7). Only on the calls that save, create or list
 * boards and organize pins: acting for a business must not reach its deletes, invites or follows.
 */
export const Acting = {
  orbac_subject_id: Type.Optional(Id),
};

/** A username in a query (profile URLs allow the same length). */
export const UsernameParam = Type.String({ minLength: 1, maxLength: USERNAME_MAX_LENGTH });

export const UsernameOrEmail = Type.String({ minLength: 1, maxLength: LOGIN_LIMITS.usernameOrEmail });
export const Password = Type.String({ minLength: 1, maxLength: LOGIN_LIMITS.password });
