// Versioned schema migrations. Append only: a released migration never changes; a new version
// is a new entry. Each runs in its own transaction with its row in schema_migrations.

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email TEXT UNIQUE COLLATE NOCASE,
  full_name TEXT NOT NULL,
  first_name TEXT NOT NULL,
  password_hash TEXT,
  is_partner INTEGER NOT NULL DEFAULT 0,
  is_employee INTEGER NOT NULL DEFAULT 0,
  avatar_color_index INTEGER NOT NULL DEFAULT 0,
  image_signature TEXT,
  save_behavior INTEGER NOT NULL DEFAULT 1 CHECK (save_behavior IN (0, 1)),
  should_show_messaging INTEGER NOT NULL DEFAULT 1,
  is_primary_website_verified INTEGER NOT NULL DEFAULT 0,
  website_domain TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX sessions_user ON sessions(user_id);

-- Cookie choices of a signed-in user (subject 'user:{id}') or a visitor (subject 'anon:{id}').
CREATE TABLE cookie_settings (
  subject TEXT PRIMARY KEY,
  allow_analytic_cookies INTEGER NOT NULL,
  allow_marketing_cookies INTEGER NOT NULL,
  allow_personalization_cookies INTEGER NOT NULL,
  surface_tag TEXT,
  updated_at TEXT NOT NULL
);

-- Every generated picture (pins, carousel slots, story pages, thumbnails, avatars), by signature.
CREATE TABLE media_images (
  signature TEXT PRIMARY KEY,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  color TEXT NOT NULL,
  pattern INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE interests (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  url_name TEXT NOT NULL UNIQUE
);

CREATE TABLE boards (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  slug TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  privacy TEXT NOT NULL DEFAULT 'public' CHECK (privacy IN ('public', 'protected', 'secret')),
  layout TEXT NOT NULL DEFAULT 'default' CHECK (layout IN ('default', 'quick_saves')),
  is_collaborative INTEGER NOT NULL DEFAULT 0,
  archived INTEGER NOT NULL DEFAULT 0,
  custom_order INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  board_order_modified_at TEXT NOT NULL,
  UNIQUE (owner_id, slug)
);
-- At most one quick-saves board per user, so two racing quick saves cannot make two.
CREATE UNIQUE INDEX boards_one_quick_saves ON boards(owner_id) WHERE layout = 'quick_saves';

CREATE TABLE board_sections (
  id INTEGER PRIMARY KEY,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  slug TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (board_id, slug)
);

CREATE TABLE board_collaborators (
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('invited', 'accepted')),
  invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (board_id, user_id)
);
CREATE INDEX board_collaborators_user ON board_collaborators(user_id);

CREATE TABLE board_follows (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, board_id)
);

CREATE TABLE user_follows (
  follower_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (follower_id, followee_id)
);

CREATE TABLE interest_follows (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  interest_id INTEGER NOT NULL REFERENCES interests(id) ON DELETE CASCADE,
  favorited INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, interest_id)
);

-- One row per pin. A save (repin) is its own row pointing at the pin it came from; the columns
-- hold what is filtered or sorted on, 'content' the rest of the spec's pin fields as JSON.
CREATE TABLE pins (
  id INTEGER PRIMARY KEY,
  pinner_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  board_id INTEGER REFERENCES boards(id) ON DELETE CASCADE,
  section_id INTEGER REFERENCES board_sections(id) ON DELETE SET NULL,
  -- The pin this was saved from (null once that pin is deleted); the root is the first original.
  repin_of INTEGER REFERENCES pins(id) ON DELETE SET NULL,
  is_repin INTEGER NOT NULL DEFAULT 0,
  root_pin_id INTEGER NOT NULL,
  content_type TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  link TEXT,
  domain TEXT,
  image_signature TEXT NOT NULL,
  image_width INTEGER NOT NULL,
  image_height INTEGER NOT NULL,
  dominant_color TEXT NOT NULL,
  interest_id INTEGER REFERENCES interests(id) ON DELETE SET NULL,
  is_promoted INTEGER NOT NULL DEFAULT 0,
  promoter_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  feed_rank INTEGER NOT NULL DEFAULT 0,
  content TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX pins_board ON pins(board_id, section_id, id);
CREATE INDEX pins_pinner ON pins(pinner_id, id);
CREATE INDEX pins_feed ON pins(feed_rank, id);
CREATE INDEX pins_interest ON pins(interest_id, feed_rank);
-- A pin is saved to a given board and section at most once: duplicate and racing saves of the
-- same pin collapse into one row.
CREATE UNIQUE INDEX pins_one_save_per_place ON pins(board_id, ifnull(section_id, 0), root_pin_id) WHERE is_repin = 1;
CREATE INDEX pins_root ON pins(root_pin_id, pinner_id);

-- Hides on the three paths of spec section 7 (news_hub, p2p, search).
CREATE TABLE hidden_pins (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  path TEXT NOT NULL CHECK (path IN ('news_hub', 'p2p', 'search')),
  news_id TEXT,
  query TEXT,
  pin_type TEXT,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, pin_id, path)
);

CREATE TABLE pin_feedback (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  pin_id INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  feedback_type INTEGER NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE experiences (
  placement_id TEXT NOT NULL,
  experience_id TEXT NOT NULL,
  type INTEGER NOT NULL,
  priority INTEGER NOT NULL DEFAULT 0,
  display_data TEXT NOT NULL DEFAULT '{}',
  triggerable_placed_exps TEXT NOT NULL DEFAULT '[]',
  metadata TEXT NOT NULL DEFAULT '{}',
  -- 'all', 'signed_in' or 'signed_out'
  audience TEXT NOT NULL DEFAULT 'all',
  -- Shown only once another experience triggers it.
  requires_trigger INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (placement_id, experience_id)
);

-- Per viewer (subject 'user:{id}' or 'anon:{id}') progress through an experience.
CREATE TABLE experience_states (
  subject TEXT NOT NULL,
  placement_id TEXT NOT NULL,
  experience_id TEXT NOT NULL,
  triggered_at TEXT,
  viewed_at TEXT,
  completed_at TEXT,
  dismissed_at TEXT,
  PRIMARY KEY (subject, placement_id, experience_id)
);

CREATE TABLE invite_codes (
  code TEXT PRIMARY KEY,
  sender_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  invite_channel INTEGER NOT NULL,
  board_id INTEGER REFERENCES boards(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE offsite_hosts (
  host TEXT PRIMARY KEY,
  redirect_status TEXT NOT NULL CHECK (redirect_status IN ('blocked', 'suspicious', 'porn')),
  message TEXT NOT NULL
);

-- Business profiles a member may act as (spec: business access profile).
CREATE TABLE business_access (
  id INTEGER PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  business_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  permissions TEXT NOT NULL,
  business_name TEXT NOT NULL,
  merchant_id TEXT,
  eligible_for_stl_tool INTEGER NOT NULL DEFAULT 0,
  scheduled_pin_count INTEGER NOT NULL DEFAULT 0,
  viewer_meets_mfa INTEGER NOT NULL DEFAULT 0,
  UNIQUE (member_id, business_user_id)
);

-- The site's event log (spec section 7 event types), kept for analysis.
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  received_at TEXT NOT NULL,
  client_time TEXT,
  subject TEXT NOT NULL,
  event_type INTEGER NOT NULL,
  view_type INTEGER,
  view_parameter INTEGER,
  object_id TEXT,
  impression_kind TEXT,
  aux_data TEXT,
  tracking_params TEXT
);
CREATE INDEX events_type ON events(event_type, received_at);
`,
  },
  {
    version: 2,
    name: 'picture colour histograms, server secrets, events by object',
    sql: `
-- Each picture's colour histogram (media/colourHistogram.ts: 64 uint16 bins), for visual search.
-- Null until computed: seeded and uploaded pictures get one when stored; older ones from their file.
ALTER TABLE media_images ADD COLUMN histogram BLOB;

-- Secrets the server makes for itself once per database (e.g. the key that signs /offsite/ links).
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value BLOB NOT NULL,
  created_at TEXT NOT NULL
);

-- A pin's analytics read its events by object.
CREATE INDEX events_object ON events(object_id, event_type, received_at);
`,
  },
  {
    version: 3,
    name: "a profile's About text",
    sql: `
-- The profile's 'About' (UserResource update about; ABOUT_MAX_LENGTH in shared-contracts), '' when none.
ALTER TABLE users ADD COLUMN about TEXT NOT NULL DEFAULT '';
`,
  },
  {
    version: 4,
    name: 'events by age, for pruning',
    sql: `
-- Events older than the retention (PINBOARD_EVENT_RETENTION_DAYS) are deleted by age.
CREATE INDEX events_received ON events(received_at);
`,
  },
  {
    version: 5,
    name: 'business accounts, their manager screens and hierarchies',
    sql: `
-- A personal account turned into a business account (/business/convert/): its business pages exist only with this row.
CREATE TABLE business_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  business_name TEXT NOT NULL,
  website TEXT,
  country TEXT NOT NULL,
  category TEXT NOT NULL,
  converted_at TEXT NOT NULL
);

-- The shared-tags screen: the tags and Conversions API links that report a business's site events.
CREATE TABLE business_shared_tags (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('tag', 'conversions_api')),
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive')),
  last_event_at TEXT
);
CREATE INDEX business_shared_tags_business ON business_shared_tags(business_id, id);

-- The audiences screen: the groups of people a business's ads may be shown to.
CREATE TABLE business_audiences (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('customer_list', 'visitors', 'engagement', 'actalike')),
  size INTEGER CHECK (size IS NULL OR size >= 0),
  status TEXT NOT NULL CHECK (status IN ('ready', 'building', 'too_small'))
);
CREATE INDEX business_audiences_business ON business_audiences(business_id, id);

-- The invoice-management screen: what a business was billed for each period.
CREATE TABLE business_invoices (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  number TEXT NOT NULL UNIQUE,
  period_start TEXT NOT NULL,
  period_end TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
  currency TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('paid', 'due', 'overdue'))
);
CREATE INDEX business_invoices_business ON business_invoices(business_id, period_end);

-- The ad-accounts screen (and its cee-migration step): the accounts a business's ads are paid from.
CREATE TABLE business_ad_accounts (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  currency TEXT NOT NULL,
  country TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'paused')),
  cee_migration TEXT NOT NULL CHECK (cee_migration IN ('not_needed', 'pending', 'migrated'))
);
CREATE INDEX business_ad_accounts_business ON business_ad_accounts(business_id, id);

-- The asset-groups screen: named bundles of a business's boards and ad accounts, managed together.
CREATE TABLE business_asset_groups (
  id INTEGER PRIMARY KEY,
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''
);
CREATE INDEX business_asset_groups_business ON business_asset_groups(business_id, id);

-- What each asset group holds: exactly one board or one ad account per row, each at most once.
CREATE TABLE business_asset_group_assets (
  id INTEGER PRIMARY KEY,
  group_id INTEGER NOT NULL REFERENCES business_asset_groups(id) ON DELETE CASCADE,
  board_id INTEGER REFERENCES boards(id) ON DELETE CASCADE,
  ad_account_id INTEGER REFERENCES business_ad_accounts(id) ON DELETE CASCADE,
  CHECK ((board_id IS NULL) <> (ad_account_id IS NULL))
);
CREATE UNIQUE INDEX business_asset_group_boards ON business_asset_group_assets(group_id, board_id) WHERE board_id IS NOT NULL;
CREATE UNIQUE INDEX business_asset_group_ad_accounts ON business_asset_group_assets(group_id, ad_account_id) WHERE ad_account_id IS NOT NULL;

-- The brand-safety screen: which inventory a business's ads may run beside (no row: 'standard').
CREATE TABLE business_brand_safety (
  business_id INTEGER PRIMARY KEY REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  inventory TEXT NOT NULL CHECK (inventory IN ('full', 'standard', 'limited'))
);

-- The brand-safety screen's blocked domains: sites a business's ads must never appear beside.
CREATE TABLE business_blocked_domains (
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  domain TEXT NOT NULL COLLATE NOCASE,
  PRIMARY KEY (business_id, domain)
);

-- A business hierarchy (/business/business-hierarchy/{id}/): businesses run together by the same managers.
CREATE TABLE business_hierarchies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

-- The businesses of a hierarchy and the one each sits under (null: the top).
CREATE TABLE business_hierarchy_members (
  hierarchy_id INTEGER NOT NULL REFERENCES business_hierarchies(id) ON DELETE CASCADE,
  business_id INTEGER NOT NULL REFERENCES business_accounts(user_id) ON DELETE CASCADE,
  parent_id INTEGER REFERENCES business_accounts(user_id) ON DELETE SET NULL,
  PRIMARY KEY (hierarchy_id, business_id)
);

-- Who manages a hierarchy (the only people who may open it), their role, and whether they use two-factor authentication.
CREATE TABLE business_hierarchy_managers (
  hierarchy_id INTEGER NOT NULL REFERENCES business_hierarchies(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('ADMIN', 'MANAGER')),
  mfa_enabled INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (hierarchy_id, user_id)
);
CREATE INDEX business_hierarchy_managers_user ON business_hierarchy_managers(user_id);

-- A business's people-and-security screen reads its access rows by the business.
CREATE INDEX business_access_business ON business_access(business_user_id, id);
`,
  },
  {
    version: 6,
    name: 'why a pin was reported',
    sql: `
-- A report's reason (a report reason's code); null for other feedback and for reports made before reasons.
ALTER TABLE pin_feedback ADD COLUMN reason TEXT;
`,
  },
  {
    version: 7,
    name: 'two-factor authentication',
    sql: `
-- An authenticator app's shared secret (base32): pending while being set up, the secret once the
-- first code confirmed it. The last time step a code was accepted for, so no code works twice.
ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE users ADD COLUMN totp_secret TEXT;
ALTER TABLE users ADD COLUMN totp_enabled_at TEXT;
ALTER TABLE users ADD COLUMN totp_last_step INTEGER;
`,
  },
  {
    version: 8,
    name: 'notifications seen',
    sql: `
-- When the user last opened their notifications: what happened after is new to them.
ALTER TABLE users ADD COLUMN notifications_seen_at TEXT;
`,
  },
  {
    version: 9,
    name: 'which browser a session is',
    sql: `
-- The browser and system a session was started in ('Chrome on Linux'), for the settings page's list
-- of where the account is logged in; null for sessions started before it was kept.
ALTER TABLE sessions ADD COLUMN device TEXT;
`,
  },
  {
    version: 10,
    name: 'two-factor recovery codes',
    sql: `
-- Ten one-time codes that log in without the authenticator app, made when two-factor authentication
-- is turned on: only a keyed hash of each is kept (the code is shown once). When one was used and
-- from which browser ('Chrome on Linux'), so the owner sees it in settings. The authenticator
-- secrets themselves are sealed with the server's key (AES-256-GCM) by the API at start
-- (sealTwoFactorSecrets.ts): a key is configuration, which SQL cannot read.
CREATE TABLE two_factor_recovery_codes (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  used_at TEXT,
  used_device TEXT,
  PRIMARY KEY (user_id, code_hash)
);
`,
  },
  {
    version: 11,
    name: "a pin's click-throughs as its figures count them",
    sql: `
-- The click-throughs a pin's figures count: the server's own redirect (/offsite/) records one per
-- viewer, pin and UTC hour ('YYYY-MM-DDTHH'), so a stranger's reloads add nothing; the event log's
-- click-through events are the page's own word and count for no figure. The redirect's and the
-- demo world's click-throughs logged before are carried over.
CREATE TABLE pin_clickthroughs (
  pin_id INTEGER NOT NULL,
  subject TEXT NOT NULL,
  hour TEXT NOT NULL,
  clicked_at TEXT NOT NULL,
  PRIMARY KEY (pin_id, subject, hour)
);
CREATE INDEX pin_clickthroughs_time ON pin_clickthroughs(clicked_at);
INSERT OR IGNORE INTO pin_clickthroughs (pin_id, subject, hour, clicked_at)
  SELECT CAST(object_id AS INTEGER), subject, substr(received_at, 1, 13), received_at FROM events
  WHERE event_type = 12 AND object_id GLOB '[1-9]*' AND object_id NOT GLOB '*[^0-9]*' AND length(object_id) <= 9
    AND (aux_data LIKE '%"clickthrough_type":"offsite_redirect"%' OR aux_data LIKE '%"clickthrough_type":"seed"%');
`,
  },
  {
    version: 12,
    name: "a board's chosen cover and a new person's first-run step",
    sql: `
-- The pin its owner chose as the board's cover; null (or a pin no longer on the board) shows the newest.
ALTER TABLE boards ADD COLUMN cover_pin_id INTEGER REFERENCES pins(id) ON DELETE SET NULL;
-- 1 from sign-up until the person picks the topics for their home feed or skips it (0 for everyone before).
ALTER TABLE users ADD COLUMN first_run_pending INTEGER NOT NULL DEFAULT 0;
`,
  },
  {
    version: 13,
    name: 'pins sent to people',
    sql: `
-- 'Send this pin': a Pin one person sent another, with their note ('' for none). It is in the
-- recipient's inbox and notifications; new until they next open their notifications.
CREATE TABLE pin_sends (
  id INTEGER PRIMARY KEY,
  pin_id INTEGER NOT NULL REFERENCES pins(id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  recipient_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX pin_sends_recipient ON pin_sends(recipient_id, created_at);
CREATE INDEX pin_sends_sender ON pin_sends(sender_id, created_at);
`,
  },
  {
    version: 14,
    name: 'deleted pins',
    sql: `
-- The ids of deleted pins, so a deleted pin's page answers 410 Gone ('Unavailable', not indexed)
-- rather than 404. A trigger keeps them: every way a pin goes (its Delete, a bulk delete, its
-- board's or its pinner's) leaves one. An id SQLite hands out again is the new pin's: its page reads
-- the pin first and looks here only when there is none.
CREATE TABLE deleted_pins (
  pin_id INTEGER PRIMARY KEY,
  deleted_at TEXT NOT NULL
);
CREATE TRIGGER deleted_pins_keep AFTER DELETE ON pins BEGIN
  INSERT OR REPLACE INTO deleted_pins (pin_id, deleted_at) VALUES (old.id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
END;
`,
  },
  {
    version: 15,
    name: 'pins search',
    sql: `
-- The pins search's full-text index (sql/pinSearchIndex.ts): a pin's title, description, board
-- name, topic and link domain, split into words at anything not a letter or digit, accents removed
-- and each word stemmed by the porter tokenizer ('Gardening' and 'gardens' are both 'garden'). Its
-- rowid is the pin's id. Triggers keep it in step with every write of a pin and every rename of a
-- board or topic; the pins there already are added.
CREATE VIRTUAL TABLE pin_search USING fts5(title, description, board, topic, domain, tokenize = 'porter unicode61 remove_diacritics 2');
CREATE TRIGGER pin_search_insert AFTER INSERT ON pins BEGIN
  INSERT INTO pin_search (rowid, title, description, board, topic, domain) VALUES (new.id, new.title, new.description,
    (SELECT name FROM boards WHERE id = new.board_id), (SELECT name FROM interests WHERE id = new.interest_id), new.domain);
END;
CREATE TRIGGER pin_search_update AFTER UPDATE OF title, description, board_id, interest_id, domain ON pins BEGIN
  DELETE FROM pin_search WHERE rowid = old.id;
  INSERT INTO pin_search (rowid, title, description, board, topic, domain) VALUES (new.id, new.title, new.description,
    (SELECT name FROM boards WHERE id = new.board_id), (SELECT name FROM interests WHERE id = new.interest_id), new.domain);
END;
CREATE TRIGGER pin_search_delete AFTER DELETE ON pins BEGIN
  DELETE FROM pin_search WHERE rowid = old.id;
END;
CREATE TRIGGER pin_search_board_name AFTER UPDATE OF name ON boards BEGIN
  UPDATE pin_search SET board = new.name WHERE rowid IN (SELECT id FROM pins WHERE board_id = new.id);
END;
CREATE TRIGGER pin_search_topic_name AFTER UPDATE OF name ON interests BEGIN
  UPDATE pin_search SET topic = new.name WHERE rowid IN (SELECT id FROM pins WHERE interest_id = new.id);
END;
INSERT INTO pin_search (rowid, title, description, board, topic, domain)
  SELECT p.id, p.title, p.description, b.name, i.name, p.domain FROM pins p
  LEFT JOIN boards b ON b.id = p.board_id LEFT JOIN interests i ON i.id = p.interest_id;
`,
  },
];
