// The rows a WorldImport becomes, table by table, in the order they may be written (a row's foreign
// keys point at tables before it). The one place the world is shaped into rows: each database
// writes them its own way (sqlite/importWorld.ts with a prepared statement per table,
// postgres/importWorld.ts with multi-row INSERTs), so both hold the same rows, value for value
// (postgres/importWorld.test.ts compares them).

import { EVENT_TYPES } from 'shared-contracts/rules';
import type { WorldEvent, WorldImport } from '../worldImport';
import { userSubject } from '../subject';

/** A value a row holds, as both databases take it (booleans as the schema's 0/1). */
export type SqlValue = string | number | bigint | null | Buffer;

export interface TableRows {
  table: string;
  columns: readonly string[];
  rows: SqlValue[][];
}

const b = (value: boolean) => (value ? 1 : 0);

/** Between one seeded follow and the one before it. */
const FOLLOW_SPACING_MS = 9 * 3_600_000;

/** People and pictures: the images, users, their cookie choices and the interests they may follow. */
function peopleRows(
  world: WorldImport,
  passwordHashes: ReadonlyMap<number, string>,
  imageHistograms: ReadonlyMap<string, Buffer>,
): TableRows[] {
  return [
    {
      table: 'media_images',
      // media_images.pattern keeps its default (0): it named the flat drawings' shapes; a scene's
      // picture is its file, and nothing reads which scene it was.
      columns: ['signature', 'width', 'height', 'color', 'histogram'],
      rows: world.images.map((i) => [i.signature, i.width, i.height, i.color, imageHistograms.get(i.signature) ?? null]),
    },
    {
      table: 'users',
      columns: [
        'id',
        'username',
        'email',
        'full_name',
        'first_name',
        'password_hash',
        'is_partner',
        'is_employee',
        'avatar_color_index',
        'image_signature',
        'save_behavior',
        'should_show_messaging',
        'is_primary_website_verified',
        'website_domain',
        'created_at',
      ],
      rows: world.users.map((u) => [
        u.id,
        u.username,
        u.email,
        u.fullName,
        u.firstName,
        passwordHashes.get(u.id) ?? null,
        b(u.isPartner),
        b(u.isEmployee),
        u.avatarColorIndex,
        u.imageSignature,
        u.saveBehavior,
        b(u.shouldShowMessaging),
        b(u.isPrimaryWebsiteVerified),
        u.websiteDomain,
        u.createdAt,
      ]),
    },
    {
      table: 'cookie_settings',
      columns: [
        'subject',
        'allow_analytic_cookies',
        'allow_marketing_cookies',
        'allow_personalization_cookies',
        'surface_tag',
        'updated_at',
      ],
      rows: world.users.flatMap((u) =>
        u.cookiesAccepted === null
          ? []
          : [[userSubject(u.id), b(u.cookiesAccepted), b(u.cookiesAccepted), b(u.cookiesAccepted), null, u.createdAt]],
      ),
    },
    { table: 'interests', columns: ['id', 'name', 'url_name'], rows: world.interests.map((i) => [i.id, i.name, i.urlName]) },
  ];
}

/** Boards, their sections and collaborators, and the pins on them (originals before repins). */
function boardRows(world: WorldImport): TableRows[] {
  // Originals first, so a repin's source exists when it is written.
  const pins = [...world.pins].sort((x, y) => Number(x.repinOf !== null) - Number(y.repinOf !== null) || x.id - y.id);
  return [
    {
      table: 'boards',
      columns: [
        'id',
        'owner_id',
        'name',
        'slug',
        'description',
        'privacy',
        'layout',
        'is_collaborative',
        'archived',
        'custom_order',
        'created_at',
        'board_order_modified_at',
      ],
      rows: world.boards.map((x) => [
        x.id,
        x.ownerId,
        x.name,
        x.slug,
        x.description,
        x.privacy,
        x.layout,
        b(x.isCollaborative),
        b(x.archived),
        x.customOrder,
        x.createdAt,
        x.boardOrderModifiedAt,
      ]),
    },
    {
      table: 'board_sections',
      columns: ['id', 'board_id', 'title', 'slug', 'created_at'],
      rows: world.sections.map((s) => [s.id, s.boardId, s.title, s.slug, s.createdAt]),
    },
    {
      table: 'board_collaborators',
      columns: ['board_id', 'user_id', 'status', 'invited_by', 'created_at'],
      rows: world.collaborators.map((c) => [c.boardId, c.userId, c.status, c.invitedBy, c.createdAt]),
    },
    {
      table: 'pins',
      columns: [
        'id',
        'pinner_id',
        'board_id',
        'section_id',
        'repin_of',
        'is_repin',
        'root_pin_id',
        'content_type',
        'title',
        'description',
        'link',
        'domain',
        'image_signature',
        'image_width',
        'image_height',
        'dominant_color',
        'interest_id',
        'is_promoted',
        'promoter_id',
        'feed_rank',
        'content',
        'created_at',
      ],
      rows: pins.map((p) => [
        p.id,
        p.pinnerId,
        p.boardId,
        p.sectionId,
        p.repinOf,
        b(p.repinOf !== null),
        p.rootPinId,
        p.contentType,
        p.title,
        p.description,
        p.link,
        p.domain,
        p.image.signature,
        p.image.width,
        p.image.height,
        p.image.color,
        p.interestId,
        b(p.isPromoted),
        p.promoterId,
        p.feedRank,
        JSON.stringify(p.content),
        p.createdAt,
      ]),
    },
  ];
}

/** Follows, experiences, invite codes and offsite hosts: what people did and what the site shows them. */
function engagementRows(world: WorldImport, now: Date): TableRows[] {
  const at = now.toISOString();
  return [
    {
      table: 'board_follows',
      columns: ['user_id', 'board_id', 'created_at'],
      rows: world.boardFollows.map((f) => [f.userId, f.boardId, at]),
    },
    {
      table: 'user_follows',
      columns: ['follower_id', 'followee_id', 'created_at'],
      // Spread over the days before the seed, as people follow one another: notifications tell
      // of each when it happened, not all in one moment.
      rows: world.userFollows.map((f, i) => [
        f.followerId,
        f.followeeId,
        new Date(now.getTime() - (i + 1) * FOLLOW_SPACING_MS).toISOString(),
      ]),
    },
    {
      table: 'interest_follows',
      columns: ['user_id', 'interest_id', 'favorited', 'created_at'],
      rows: world.interestFollows.map((f) => [f.userId, f.interestId, b(f.favorited), at]),
    },
    {
      table: 'experiences',
      columns: [
        'placement_id',
        'experience_id',
        'type',
        'priority',
        'display_data',
        'triggerable_placed_exps',
        'metadata',
        'audience',
        'requires_trigger',
      ],
      rows: world.experiences.map((e) => [
        e.placementId,
        e.experienceId,
        e.type,
        e.priority,
        JSON.stringify(e.displayData),
        JSON.stringify(e.triggerablePlacedExps),
        JSON.stringify(e.metadata),
        e.audience,
        b(e.requiresTrigger),
      ]),
    },
    {
      table: 'invite_codes',
      columns: ['code', 'sender_id', 'invite_channel', 'board_id', 'created_at'],
      rows: world.inviteCodes.map((i) => [i.code, i.senderId, i.inviteChannel, i.boardId, i.createdAt]),
    },
    {
      table: 'offsite_hosts',
      columns: ['host', 'redirect_status', 'message'],
      rows: world.offsiteHosts.map((h) => [h.host, h.redirectStatus, h.message]),
    },
  ];
}

/** The business tools: access profiles, accounts, the manager screens' records and hierarchies. */
function businessRows(world: WorldImport): TableRows[] {
  const records = world.businessRecords;
  return [
    {
      table: 'business_access',
      columns: [
        'id',
        'member_id',
        'business_user_id',
        'permissions',
        'business_name',
        'merchant_id',
        'eligible_for_stl_tool',
        'scheduled_pin_count',
        'viewer_meets_mfa',
      ],
      rows: world.businessAccess.map((a) => [
        a.id,
        a.memberId,
        a.businessUserId,
        JSON.stringify(a.permissions),
        a.businessName,
        a.merchantId,
        b(a.eligibleForStlTool),
        a.scheduledPinCount,
        b(a.viewerMeetsMfa),
      ]),
    },
    // The business accounts, their manager screens' records and the business hierarchies (migration 5's tables).
    {
      table: 'business_accounts',
      columns: ['user_id', 'business_name', 'website', 'country', 'category', 'converted_at'],
      rows: world.businessAccounts.map((a) => [a.userId, a.businessName, a.website, a.country, a.category, a.convertedAt]),
    },
    {
      table: 'business_shared_tags',
      columns: ['id', 'business_id', 'name', 'kind', 'status', 'last_event_at'],
      rows: records.sharedTags.map((t) => [t.id, t.businessId, t.name, t.kind, t.status, t.lastEventAt]),
    },
    {
      table: 'business_audiences',
      columns: ['id', 'business_id', 'name', 'kind', 'size', 'status'],
      rows: records.audiences.map((a) => [a.id, a.businessId, a.name, a.kind, a.size, a.status]),
    },
    {
      table: 'business_invoices',
      columns: ['id', 'business_id', 'number', 'period_start', 'period_end', 'amount_cents', 'currency', 'status'],
      rows: records.invoices.map((i) => [i.id, i.businessId, i.number, i.periodStart, i.periodEnd, i.amountCents, i.currency, i.status]),
    },
    {
      table: 'business_ad_accounts',
      columns: ['id', 'business_id', 'name', 'currency', 'country', 'status', 'cee_migration'],
      rows: records.adAccounts.map((a) => [a.id, a.businessId, a.name, a.currency, a.country, a.status, a.ceeMigration]),
    },
    {
      table: 'business_asset_groups',
      columns: ['id', 'business_id', 'name', 'description'],
      rows: records.assetGroups.map((g) => [g.id, g.businessId, g.name, g.description]),
    },
    {
      table: 'business_asset_group_assets',
      columns: ['group_id', 'board_id', 'ad_account_id'],
      // Each group's boards, then its ad accounts, group by group: the ids SQLite gives them.
      rows: records.assetGroups.flatMap((g) => [
        ...g.boardIds.map((boardId): SqlValue[] => [g.id, boardId, null]),
        ...g.adAccountIds.map((adAccountId): SqlValue[] => [g.id, null, adAccountId]),
      ]),
    },
    {
      table: 'business_brand_safety',
      columns: ['business_id', 'inventory'],
      rows: records.brandSafety.map((s) => [s.businessId, s.inventory]),
    },
    {
      table: 'business_blocked_domains',
      columns: ['business_id', 'domain'],
      rows: records.brandSafety.flatMap((s) => s.blockedDomains.map((domain): SqlValue[] => [s.businessId, domain])),
    },
    { table: 'business_hierarchies', columns: ['id', 'name'], rows: world.businessHierarchies.map((h) => [h.id, h.name]) },
    {
      table: 'business_hierarchy_members',
      columns: ['hierarchy_id', 'business_id', 'parent_id'],
      rows: world.businessHierarchies.flatMap((h) => h.businesses.map((x): SqlValue[] => [h.id, x.businessId, x.parentId])),
    },
    {
      table: 'business_hierarchy_managers',
      columns: ['hierarchy_id', 'user_id', 'role', 'mfa_enabled'],
      rows: world.businessHierarchies.flatMap((h) => h.managers.map((m): SqlValue[] => [h.id, m.userId, m.role, b(m.mfaEnabled)])),
    },
  ];
}

/**
 * The click-throughs the figures count (pin_clickthroughs): the demo world's click-through events
 * stand for clicks on its pins' links, which the redirect counts once per viewer, pin and hour.
 */
function clickThroughRows(events: readonly WorldEvent[]): SqlValue[][] {
  const counted = new Map<string, SqlValue[]>();
  for (const e of events) {
    if (e.eventType !== EVENT_TYPES.clickThrough) continue;
    const hour = e.receivedAt.slice(0, 13);
    const key = `${e.objectId}|${e.subject}|${hour}`;
    if (!counted.has(key)) counted.set(key, [Number(e.objectId), e.subject, hour, e.receivedAt]);
  }
  return [...counted.values()];
}

/** The event log: a month of impressions and click-throughs, so analytics show figures. */
function eventRows(world: WorldImport): TableRows[] {
  return [
    { table: 'pin_clickthroughs', columns: ['pin_id', 'subject', 'hour', 'clicked_at'], rows: clickThroughRows(world.events) },
    {
      table: 'events',
      columns: ['received_at', 'client_time', 'subject', 'event_type', 'object_id', 'impression_kind', 'aux_data'],
      rows: world.events.map((e) => [
        e.receivedAt,
        e.receivedAt,
        e.subject,
        e.eventType,
        e.objectId,
        e.impressionKind,
        JSON.stringify(e.auxData),
      ]),
    },
  ];
}

export function worldRows(
  world: WorldImport,
  passwordHashes: ReadonlyMap<number, string>,
  imageHistograms: ReadonlyMap<string, Buffer>,
  now: Date = new Date(),
): TableRows[] {
  return [
    ...peopleRows(world, passwordHashes, imageHistograms),
    ...boardRows(world),
    ...engagementRows(world, now),
    ...businessRows(world),
    ...eventRows(world),
  ];
}
