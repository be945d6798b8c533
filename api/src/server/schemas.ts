// Request schemas shared by the routes (TypeBox: JSON Schema with static types). The limits are
// the spec's (section 5 and 9); ajv checks them before a handler runs.

import { Type, type Static } from '@sinclair/typebox';

export const LIMITS = {
  boardTitle: 50,
  boardPinDescription: 500,
  firstName: 30,
  boardsPageSize: 25,
  maxPageSize: 100,
} as const;

/** Ids are decimal strings on the wire (numbers are accepted and coerced). */
export const Id = Type.String({ pattern: '^[1-9][0-9]{0,15}$', description: 'a numeric id' });

export const Privacy = Type.Union([Type.Literal('public'), Type.Literal('protected'), Type.Literal('secret')]);
export const BoardSort = Type.Union(
  ['alphabetical', 'last_pinned_to', 'oldest', 'newest', 'group_boards_at_top', 'custom'].map((s) => Type.Literal(s)),
);
export const PrivacyFilter = Type.Union([Type.Literal('all'), Type.Literal('public'), Type.Literal('secret')]);

export const BoardName = Type.String({ minLength: 1, maxLength: LIMITS.boardTitle, pattern: '\\S' });
export const BoardDescription = Type.String({ maxLength: LIMITS.boardPinDescription });

export const Paging = {
  bookmark: Type.Optional(Type.String({ maxLength: 2000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.maxPageSize, default: 25 })),
};

/** Fields the site sends for tracking on many calls; accepted and not stored. */
export const Tracking = {
  client_tracking_params: Type.Optional(Type.String({ maxLength: 4000 })),
  clientTrackingParams: Type.Optional(Type.String({ maxLength: 4000 })),
  field_set_key: Type.Optional(Type.String({ maxLength: 64 })),
  orbac_subject_id: Type.Optional(Id),
};

export type PrivacyValue = Static<typeof Privacy>;
