// Writes a DemoWorld into an empty database in one transaction.

import type { DemoWorld } from '../../seed/world';
import { importBusinesses } from './importBusinesses';
import type { Db } from './openDatabase';

export function importWorld(
  db: Db,
  world: DemoWorld,
  passwordHashes: ReadonlyMap<number, string>,
  imageHistograms: ReadonlyMap<string, Buffer>,
): void {
  const b = (value: boolean) => (value ? 1 : 0);
  db.transaction(() => {
    const image = db.prepare('INSERT INTO media_images (signature, width, height, color, pattern, histogram) VALUES (?, ?, ?, ?, ?, ?)');
    for (const i of world.images) image.run(i.signature, i.width, i.height, i.color, i.pattern, imageHistograms.get(i.signature) ?? null);

    const user = db.prepare(
      `INSERT INTO users (id, username, email, full_name, first_name, password_hash, is_partner, is_employee, avatar_color_index, image_signature,
         save_behavior, should_show_messaging, is_primary_website_verified, website_domain, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const u of world.users) {
      user.run(
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
      );
    }
    const cookies = db.prepare(
      `INSERT INTO cookie_settings (subject, allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, updated_at)
       VALUES (?, ?, ?, ?, NULL, ?)`,
    );
    for (const u of world.users) {
      if (u.cookiesAccepted !== null)
        cookies.run(`user:${u.id}`, b(u.cookiesAccepted), b(u.cookiesAccepted), b(u.cookiesAccepted), u.createdAt);
    }

    const interest = db.prepare('INSERT INTO interests (id, name, url_name) VALUES (?, ?, ?)');
    for (const i of world.interests) interest.run(i.id, i.name, i.urlName);

    const board = db.prepare(
      `INSERT INTO boards (id, owner_id, name, slug, description, privacy, layout, is_collaborative, archived, custom_order, created_at, board_order_modified_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const x of world.boards) {
      board.run(
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
      );
    }

    const section = db.prepare('INSERT INTO board_sections (id, board_id, title, slug, created_at) VALUES (?, ?, ?, ?, ?)');
    for (const s of world.sections) section.run(s.id, s.boardId, s.title, s.slug, s.createdAt);

    const collaborator = db.prepare(
      'INSERT INTO board_collaborators (board_id, user_id, status, invited_by, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const c of world.collaborators) collaborator.run(c.boardId, c.userId, c.status, c.invitedBy, c.createdAt);

    const pin = db.prepare(
      `INSERT INTO pins (id, pinner_id, board_id, section_id, repin_of, is_repin, root_pin_id, content_type, title, description, link, domain,
         image_signature, image_width, image_height, dominant_color, interest_id, is_promoted, promoter_id, feed_rank, content, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    // Originals first, so a repin's source exists when it is written.
    const ordered = [...world.pins].sort((x, y) => Number(x.repinOf !== null) - Number(y.repinOf !== null) || x.id - y.id);
    for (const p of ordered) {
      pin.run(
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
      );
    }

    const at = new Date().toISOString();
    const boardFollow = db.prepare('INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?)');
    for (const f of world.boardFollows) boardFollow.run(f.userId, f.boardId, at);
    const userFollow = db.prepare('INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?)');
    for (const f of world.userFollows) userFollow.run(f.followerId, f.followeeId, at);
    const interestFollow = db.prepare('INSERT INTO interest_follows (user_id, interest_id, favorited, created_at) VALUES (?, ?, ?, ?)');
    for (const f of world.interestFollows) interestFollow.run(f.userId, f.interestId, b(f.favorited), at);

    const experience = db.prepare(
      `INSERT INTO experiences (placement_id, experience_id, type, priority, display_data, triggerable_placed_exps, metadata, audience, requires_trigger)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const e of world.experiences) {
      experience.run(
        e.placementId,
        e.experienceId,
        e.type,
        e.priority,
        JSON.stringify(e.displayData),
        JSON.stringify(e.triggerablePlacedExps),
        JSON.stringify(e.metadata),
        e.audience,
        b(e.requiresTrigger),
      );
    }

    const invite = db.prepare('INSERT INTO invite_codes (code, sender_id, invite_channel, board_id, created_at) VALUES (?, ?, ?, ?, ?)');
    for (const i of world.inviteCodes) invite.run(i.code, i.senderId, i.inviteChannel, i.boardId, i.createdAt);

    const host = db.prepare('INSERT INTO offsite_hosts (host, redirect_status, message) VALUES (?, ?, ?)');
    for (const h of world.offsiteHosts) host.run(h.host, h.redirectStatus, h.message);

    const business = db.prepare(
      `INSERT INTO business_access (id, member_id, business_user_id, permissions, business_name, merchant_id, eligible_for_stl_tool, scheduled_pin_count, viewer_meets_mfa)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const a of world.businessAccess) {
      business.run(
        a.id,
        a.memberId,
        a.businessUserId,
        JSON.stringify(a.permissions),
        a.businessName,
        a.merchantId,
        b(a.eligibleForStlTool),
        a.scheduledPinCount,
        b(a.viewerMeetsMfa),
      );
    }

    importBusinesses(db, world);

    const event = db.prepare(
      `INSERT INTO events (received_at, client_time, subject, event_type, object_id, impression_kind, aux_data) VALUES (?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const e of world.events) {
      event.run(e.receivedAt, e.receivedAt, e.subject, e.eventType, e.objectId, e.impressionKind, JSON.stringify(e.auxData));
    }
  })();
}
