// The API's first tables (version 1 on both databases): people, boards, pins and what hangs off
// them. Times are ISO-8601 text, booleans 0/1 integers and JSON text, on both databases alike, so
// the stores' one SQL reads the same rows from either.

import { sql, type Kysely, type SqlBool } from 'kysely';
import { caselessUniqueIndex, type ColumnTypes } from './columnTypes';

export async function createInitialTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  const s = db.schema;
  const caselessUnique = t.dialect === 'sqlite';
  await s
    .createTable('users')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('username', t.caselessText, (c) => (caselessUnique ? c.notNull().unique() : c.notNull()))
    .addColumn('email', t.caselessText, (c) => (caselessUnique ? c.unique() : c))
    .addColumn('full_name', t.text, (c) => c.notNull())
    .addColumn('first_name', t.text, (c) => c.notNull())
    .addColumn('password_hash', t.text)
    .addColumn('is_partner', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('is_employee', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('avatar_color_index', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('image_signature', t.text)
    .addColumn('save_behavior', t.integer, (c) =>
      c
        .notNull()
        .defaultTo(1)
        .check(sql`save_behavior IN (0, 1)`),
    )
    .addColumn('should_show_messaging', t.integer, (c) => c.notNull().defaultTo(1))
    .addColumn('is_primary_website_verified', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('website_domain', t.text)
    .addColumn('created_at', t.text, (c) => c.notNull())
    .execute();
  // 'Ada' and 'ada' are one name.
  await caselessUniqueIndex(db, t, 'users_username_nocase', 'users', ['username']);
  await caselessUniqueIndex(db, t, 'users_email_nocase', 'users', ['email']);

  await s
    .createTable('sessions')
    .addColumn('token_hash', t.text, (c) => c.primaryKey())
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addColumn('expires_at', t.text, (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();

  // Cookie choices of a signed-in user (subject 'user:{id}') or a visitor (subject 'anon:{id}').
  await s
    .createTable('cookie_settings')
    .addColumn('subject', t.text, (c) => c.primaryKey())
    .addColumn('allow_analytic_cookies', t.integer, (c) => c.notNull())
    .addColumn('allow_marketing_cookies', t.integer, (c) => c.notNull())
    .addColumn('allow_personalization_cookies', t.integer, (c) => c.notNull())
    .addColumn('surface_tag', t.text)
    .addColumn('updated_at', t.text, (c) => c.notNull())
    .execute();

  // Every generated picture (pins, carousel slots, story pages, thumbnails, avatars), by signature.
  await s
    .createTable('media_images')
    .addColumn('signature', t.text, (c) => c.primaryKey())
    .addColumn('width', t.integer, (c) => c.notNull())
    .addColumn('height', t.integer, (c) => c.notNull())
    .addColumn('color', t.text, (c) => c.notNull())
    .addColumn('pattern', t.integer, (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('interests')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('url_name', t.text, (c) => c.notNull().unique())
    .execute();

  await s
    .createTable('boards')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('owner_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('slug', t.text, (c) => c.notNull())
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('privacy', t.text, (c) =>
      c
        .notNull()
        .defaultTo('public')
        .check(sql`privacy IN ('public', 'protected', 'secret')`),
    )
    .addColumn('layout', t.text, (c) =>
      c
        .notNull()
        .defaultTo('default')
        .check(sql`layout IN ('default', 'quick_saves')`),
    )
    .addColumn('is_collaborative', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('archived', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('custom_order', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addColumn('board_order_modified_at', t.text, (c) => c.notNull())
    .addUniqueConstraint('boards_owner_id_slug_key', ['owner_id', 'slug'])
    .execute();
  // At most one quick-saves board per user, so two racing quick saves (on one edge or two) cannot make two.
  await s
    .createIndex('boards_one_quick_saves')
    .unique()
    .on('boards')
    .column('owner_id')
    .where(sql<SqlBool>`layout = 'quick_saves'`)
    .execute();

  await s
    .createTable('board_sections')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('board_id', t.integer, (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('title', t.text, (c) => c.notNull())
    .addColumn('slug', t.text, (c) => c.notNull())
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addUniqueConstraint('board_sections_board_id_slug_key', ['board_id', 'slug'])
    .execute();

  await s
    .createTable('board_collaborators')
    .addColumn('board_id', t.integer, (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('invited', 'accepted')`))
    .addColumn('invited_by', t.integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('board_collaborators_pkey', ['board_id', 'user_id'])
    .execute();
  await s.createIndex('board_collaborators_user').on('board_collaborators').column('user_id').execute();

  await s
    .createTable('board_follows')
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('board_id', t.integer, (c) => c.notNull().references('boards.id').onDelete('cascade'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('board_follows_pkey', ['user_id', 'board_id'])
    .execute();

  await s
    .createTable('user_follows')
    .addColumn('follower_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_follows_pkey', ['follower_id', 'followee_id'])
    .execute();

  await s
    .createTable('interest_follows')
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('interest_id', t.integer, (c) => c.notNull().references('interests.id').onDelete('cascade'))
    .addColumn('favorited', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('interest_follows_pkey', ['user_id', 'interest_id'])
    .execute();

  await createPins(db, t);

  // Hides on the three paths of spec section 7 (news_hub, p2p, search).
  await s
    .createTable('hidden_pins')
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_id', t.integer, (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('path', t.text, (c) => c.notNull().check(sql`path IN ('news_hub', 'p2p', 'search')`))
    .addColumn('news_id', t.text)
    .addColumn('query', t.text)
    .addColumn('pin_type', t.text)
    .addColumn('created_at', t.text, (c) => c.notNull())
    .addPrimaryKeyConstraint('hidden_pins_pkey', ['user_id', 'pin_id', 'path'])
    .execute();

  await s
    .createTable('pin_feedback')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('pin_id', t.integer, (c) => c.notNull().references('pins.id').onDelete('cascade'))
    .addColumn('feedback_type', t.integer, (c) => c.notNull())
    .addColumn('created_at', t.text, (c) => c.notNull())
    .execute();

  await s
    .createTable('experiences')
    .addColumn('placement_id', t.text, (c) => c.notNull())
    .addColumn('experience_id', t.text, (c) => c.notNull())
    .addColumn('type', t.integer, (c) => c.notNull())
    .addColumn('priority', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('display_data', t.text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('triggerable_placed_exps', t.text, (c) => c.notNull().defaultTo('[]'))
    .addColumn('metadata', t.text, (c) => c.notNull().defaultTo('{}'))
    // 'all', 'signed_in' or 'signed_out'
    .addColumn('audience', t.text, (c) => c.notNull().defaultTo('all'))
    // Shown only once another experience triggers it.
    .addColumn('requires_trigger', t.integer, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('experiences_pkey', ['placement_id', 'experience_id'])
    .execute();

  // Per viewer (subject 'user:{id}' or 'anon:{id}') progress through an experience.
  await s
    .createTable('experience_states')
    .addColumn('subject', t.text, (c) => c.notNull())
    .addColumn('placement_id', t.text, (c) => c.notNull())
    .addColumn('experience_id', t.text, (c) => c.notNull())
    .addColumn('triggered_at', t.text)
    .addColumn('viewed_at', t.text)
    .addColumn('completed_at', t.text)
    .addColumn('dismissed_at', t.text)
    .addPrimaryKeyConstraint('experience_states_pkey', ['subject', 'placement_id', 'experience_id'])
    .execute();

  await s
    .createTable('invite_codes')
    .addColumn('code', t.text, (c) => c.primaryKey())
    .addColumn('sender_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invite_channel', t.integer, (c) => c.notNull())
    .addColumn('board_id', t.integer, (c) => c.references('boards.id').onDelete('set null'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .execute();

  await s
    .createTable('offsite_hosts')
    .addColumn('host', t.text, (c) => c.primaryKey())
    .addColumn('redirect_status', t.text, (c) => c.notNull().check(sql`redirect_status IN ('blocked', 'suspicious', 'porn')`))
    .addColumn('message', t.text, (c) => c.notNull())
    .execute();

  // Business profiles a member may act as (spec: business access profile).
  await s
    .createTable('business_access')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('member_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('business_user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('permissions', t.text, (c) => c.notNull())
    .addColumn('business_name', t.text, (c) => c.notNull())
    .addColumn('merchant_id', t.text)
    .addColumn('eligible_for_stl_tool', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('scheduled_pin_count', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('viewer_meets_mfa', t.integer, (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('business_access_member_id_business_user_id_key', ['member_id', 'business_user_id'])
    .execute();

  // The site's event log (spec section 7 event types), kept for analysis.
  await s
    .createTable('events')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('received_at', t.text, (c) => c.notNull())
    .addColumn('client_time', t.text)
    .addColumn('subject', t.text, (c) => c.notNull())
    .addColumn('event_type', t.integer, (c) => c.notNull())
    .addColumn('view_type', t.integer)
    .addColumn('view_parameter', t.integer)
    .addColumn('object_id', t.text)
    .addColumn('impression_kind', t.text)
    .addColumn('aux_data', t.text)
    .addColumn('tracking_params', t.text)
    .execute();
  await s.createIndex('events_type').on('events').columns(['event_type', 'received_at']).execute();
}

// One row per pin. A save (repin) is its own row pointing at the pin it came from; the columns
// hold what is filtered or sorted on, 'content' the rest of the spec's pin fields as JSON.
async function createPins(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  const s = db.schema;
  await s
    .createTable('pins')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('pinner_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('board_id', t.integer, (c) => c.references('boards.id').onDelete('cascade'))
    .addColumn('section_id', t.integer, (c) => c.references('board_sections.id').onDelete('set null'))
    // The pin this was saved from (null once that pin is deleted); the root is the first original.
    .addColumn('repin_of', t.integer, (c) => c.references('pins.id').onDelete('set null'))
    .addColumn('is_repin', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('root_pin_id', t.integer, (c) => c.notNull())
    .addColumn('content_type', t.text, (c) => c.notNull())
    .addColumn('title', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('link', t.text)
    .addColumn('domain', t.text)
    .addColumn('image_signature', t.text, (c) => c.notNull())
    .addColumn('image_width', t.integer, (c) => c.notNull())
    .addColumn('image_height', t.integer, (c) => c.notNull())
    .addColumn('dominant_color', t.text, (c) => c.notNull())
    .addColumn('interest_id', t.integer, (c) => c.references('interests.id').onDelete('set null'))
    .addColumn('is_promoted', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('promoter_id', t.integer, (c) => c.references('users.id').onDelete('set null'))
    .addColumn('feed_rank', t.integer, (c) => c.notNull().defaultTo(0))
    .addColumn('content', t.text, (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', t.text, (c) => c.notNull())
    .execute();
  await s.createIndex('pins_board').on('pins').columns(['board_id', 'section_id', 'id']).execute();
  await s.createIndex('pins_pinner').on('pins').columns(['pinner_id', 'id']).execute();
  await s.createIndex('pins_feed').on('pins').columns(['feed_rank', 'id']).execute();
  await s.createIndex('pins_interest').on('pins').columns(['interest_id', 'feed_rank']).execute();
  // A pin is saved to a given board and section at most once: duplicate and racing saves of the
  // same pin, on one edge or two, collapse into one row. (Each database's own name for "or 0".)
  const section = t.dialect === 'sqlite' ? sql`ifnull(section_id, 0)` : sql`coalesce(section_id, 0)`;
  await s
    .createIndex('pins_one_save_per_place')
    .unique()
    .on('pins')
    .column('board_id')
    .column(section)
    .column('root_pin_id')
    .where(sql<SqlBool>`is_repin = 1`)
    .execute();
  await s.createIndex('pins_root').on('pins').columns(['root_pin_id', 'pinner_id']).execute();
}
