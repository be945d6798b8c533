// Follows, hides, pin feedback, experiences, invite and offsite lookups, business profiles, and
// the event log.

import type { ApiBusinessAccessProfile, ApiExperience } from 'shared-contracts';
import { avatarUrl } from '../../media/imageUrls';
import type { ExperienceMark, Storage } from '../storage';
import type { Db } from '../sqlite/openDatabase';
import { sql } from '../sqlite/statementCache';

type EngagementStore = Pick<
  Storage,
  | 'setUserFollow'
  | 'setBoardFollow'
  | 'interestExists'
  | 'listInterests'
  | 'findInterestId'
  | 'setInterestFollow'
  | 'userInterests'
  | 'setHidden'
  | 'recordPinFeedback'
  | 'listExperiences'
  | 'experienceExists'
  | 'markExperience'
  | 'inviteMetadata'
  | 'offsiteStatus'
  | 'businessProfiles'
  | 'recordEvents'
  | 'pruneEvents'
>;

interface ExperienceRow {
  placement_id: string;
  experience_id: string;
  type: number;
  display_data: string;
  triggerable_placed_exps: string;
  metadata: string;
  viewed_at: string | null;
}

const MARK_COLUMN: Record<ExperienceMark, string> = {
  viewed: 'viewed_at',
  completed: 'completed_at',
  dismissed: 'dismissed_at',
  triggered: 'triggered_at',
};

export function engagementStore(db: Db): EngagementStore {
  const now = () => new Date().toISOString();
  return {
    async setUserFollow(followerId, followeeId, on) {
      if (on) {
        return (
          sql(db, 'INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
            followerId,
            followeeId,
            now(),
          ).changes > 0
        );
      }
      return sql(db, 'DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?').run(followerId, followeeId).changes > 0;
    },
    async setBoardFollow(userId, boardId, on) {
      if (on)
        sql(db, 'INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(
          userId,
          boardId,
          now(),
        );
      else sql(db, 'DELETE FROM board_follows WHERE user_id = ? AND board_id = ?').run(userId, boardId);
    },
    async interestExists(interestId) {
      return sql(db, 'SELECT 1 FROM interests WHERE id = ?').get(interestId) !== undefined;
    },
    async listInterests() {
      const rows = sql(db, 'SELECT id, name, url_name FROM interests ORDER BY name').all() as Array<{
        id: number;
        name: string;
        url_name: string;
      }>;
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
    },
    async findInterestId(urlName) {
      const row = sql(db, 'SELECT id FROM interests WHERE url_name = ?').get(urlName) as { id: number } | undefined;
      return row?.id ?? null;
    },
    async setInterestFollow(userId, interestId, on, favorited) {
      if (on) {
        sql(
          db,
          'INSERT INTO interest_follows (user_id, interest_id, favorited, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO UPDATE SET favorited = excluded.favorited',
        ).run(userId, interestId, Number(favorited), now());
      } else {
        sql(db, 'DELETE FROM interest_follows WHERE user_id = ? AND interest_id = ?').run(userId, interestId);
      }
    },
    async userInterests(userId) {
      const rows = sql(
        db,
        `SELECT i.id, i.name, i.url_name, EXISTS (SELECT 1 FROM interest_follows f WHERE f.user_id = ? AND f.interest_id = i.id) AS followed
           FROM interests i ORDER BY i.name, i.id`,
      ).all(userId) as Array<{ id: number; name: string; url_name: string; followed: number }>;
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name, followedByMe: r.followed === 1 }));
    },
    async setHidden(userId, pinId, path, hidden, extra) {
      if (hidden) {
        sql(
          db,
          `INSERT INTO hidden_pins (user_id, pin_id, path, news_id, query, pin_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT DO UPDATE SET news_id = excluded.news_id, query = excluded.query, pin_type = excluded.pin_type`,
        ).run(userId, pinId, path, extra.newsId ?? null, extra.query ?? null, extra.pinType ?? null, now());
      } else {
        sql(db, 'DELETE FROM hidden_pins WHERE user_id = ? AND pin_id = ? AND path = ?').run(userId, pinId, path);
      }
    },
    async recordPinFeedback(userId, pinId, feedbackType) {
      sql(db, 'INSERT INTO pin_feedback (user_id, pin_id, feedback_type, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        pinId,
        feedbackType,
        now(),
      );
    },
    async listExperiences(viewer, placementIds) {
      // Bots get no experiences (spec section 6).
      if (viewer.isBot) return [];
      const audience = viewer.userId === null ? 'signed_out' : 'signed_in';
      const rows = sql(
        db,
        `SELECT e.*, s.viewed_at FROM experiences e
           LEFT JOIN experience_states s ON s.subject = @subject AND s.placement_id = e.placement_id AND s.experience_id = e.experience_id
           WHERE e.audience IN ('all', @audience, @subject)
             AND (@all = 1 OR e.placement_id IN (SELECT value FROM json_each(@placements)))
             AND s.completed_at IS NULL AND s.dismissed_at IS NULL
             AND (e.requires_trigger = 0 OR s.triggered_at IS NOT NULL)
           ORDER BY e.placement_id, e.priority DESC, e.experience_id`,
      ).all({
        subject: viewer.subject,
        audience,
        all: placementIds === null ? 1 : 0,
        placements: JSON.stringify(placementIds ?? []),
      }) as ExperienceRow[];
      // One experience per placement: the highest priority one still eligible.
      const seen = new Set<string>();
      return rows.flatMap((row): ApiExperience[] => {
        if (seen.has(row.placement_id)) return [];
        seen.add(row.placement_id);
        return [
          {
            experience_id: row.experience_id,
            placement_id: row.placement_id,
            placed_experience_id: `${row.placement_id}:${row.experience_id}`,
            type: row.type,
            status: row.viewed_at ? 'viewed' : 'not_viewed',
            display_data: JSON.parse(row.display_data) as Record<string, unknown>,
            triggerable_placed_exps: JSON.parse(row.triggerable_placed_exps) as string[],
            metadata: JSON.parse(row.metadata) as Record<string, unknown>,
          },
        ];
      });
    },
    async experienceExists(placementId, experienceId) {
      return sql(db, 'SELECT 1 FROM experiences WHERE placement_id = ? AND experience_id = ?').get(placementId, experienceId) !== undefined;
    },
    async markExperience(subject, placementId, experienceId, mark) {
      const column = MARK_COLUMN[mark];
      // The first time counts: a view is recorded once, a completion once, a dismissal once.
      sql(
        db,
        `INSERT INTO experience_states (subject, placement_id, experience_id, ${column}) VALUES (?, ?, ?, ?)
         ON CONFLICT DO UPDATE SET ${column} = coalesce(${column}, excluded.${column})`,
      ).run(subject, placementId, experienceId, now());
    },
    async inviteMetadata(code) {
      const row = sql(
        db,
        `SELECT i.code, i.invite_channel, u.id, u.first_name, u.full_name, u.image_signature, u.should_show_messaging
           FROM invite_codes i JOIN users u ON u.id = i.sender_id WHERE i.code = ?`,
      ).get(code) as
        | {
            code: string;
            invite_channel: number;
            id: number;
            first_name: string;
            full_name: string;
            image_signature: string | null;
            should_show_messaging: number;
          }
        | undefined;
      if (!row) return null;
      return {
        invite_code: row.code,
        invite_channel: row.invite_channel,
        sender: {
          id: String(row.id),
          first_name: row.first_name === '' ? null : row.first_name,
          full_name: row.full_name,
          is_default_image: row.image_signature === null,
          image_medium_url: avatarUrl(row.id, row.image_signature, '474x'),
          should_show_messaging: row.should_show_messaging === 1,
        },
      };
    },
    async offsiteStatus(host) {
      // A listed host also covers its subdomains.
      // 'example.com.' is the same site as 'example.com'.
      const labels = host.toLowerCase().replace(/\.+$/, '').split('.');
      const candidates = labels.map((_, i) => labels.slice(i).join('.')).filter((h) => h.includes('.'));
      const row = sql(
        db,
        `SELECT redirect_status, message FROM offsite_hosts WHERE host IN (SELECT value FROM json_each(?)) ORDER BY length(host) DESC LIMIT 1`,
      ).get(JSON.stringify(candidates)) as { redirect_status: 'blocked' | 'suspicious' | 'porn'; message: string } | undefined;
      return row ?? null;
    },
    async businessProfiles(userId) {
      const rows = sql(
        db,
        `SELECT a.*, u.username, u.image_signature FROM business_access a JOIN users u ON u.id = a.business_user_id
           WHERE a.member_id = ? ORDER BY a.id`,
      ).all(userId) as Array<{
        id: number;
        business_user_id: number;
        permissions: string;
        business_name: string;
        merchant_id: string | null;
        eligible_for_stl_tool: number;
        scheduled_pin_count: number;
        viewer_meets_mfa: number;
        username: string;
        image_signature: string | null;
      }>;
      return rows.map((row): ApiBusinessAccessProfile => ({
        id: String(row.id),
        permissions: JSON.parse(row.permissions) as string[],
        viewerMeetsMfaRequirement: row.viewer_meets_mfa === 1,
        user: {
          id: String(row.business_user_id),
          username: row.username,
          businessName: row.business_name,
          imgUrl: avatarUrl(row.business_user_id, row.image_signature, '236x'),
          eligibleForStlTool: row.eligible_for_stl_tool === 1,
          merchantId: row.merchant_id,
          scheduledPinCount: row.scheduled_pin_count,
        },
      }));
    },
    async recordEvents(subject, events) {
      const insert = sql(
        db,
        `INSERT INTO events (received_at, client_time, subject, event_type, view_type, view_parameter, object_id, impression_kind, aux_data, tracking_params)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      const at = now();
      db.transaction(() => {
        for (const e of events) {
          insert.run(
            at,
            e.client_time,
            subject,
            e.event_type,
            e.view_type,
            e.view_parameter,
            e.object_id,
            e.impression_kind,
            e.aux_data,
            e.tracking_params,
          );
        }
      })();
      return events.length;
    },
    async pruneEvents(before) {
      return sql(db, 'DELETE FROM events WHERE received_at < ?').run(before.toISOString()).changes;
    },
  };
}
