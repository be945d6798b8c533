// Follows, hides, pin feedback, experiences, invite and offsite lookups, business profiles, and
// the event log.

import type { ApiBusinessAccessProfile, ApiExperience } from 'shared-contracts';
import { avatarUrl } from '../../media/imageUrls';
import type { ExperienceMark, EngagementStorage } from '../storage';
import { dialectOf } from './dialect';
import { named } from './named';
import type { SqlDb } from './sqlDb';
import { meetsMfa } from './twoFactorStore';

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

export function engagementStore(db: SqlDb): EngagementStorage {
  const d = dialectOf(db);
  const now = () => new Date().toISOString();
  return {
    async setUserFollow(followerId, followeeId, on) {
      if (on) {
        return (
          (
            await db.run(
              'INSERT INTO user_follows (follower_id, followee_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
              followerId,
              followeeId,
              now(),
            )
          ).changes > 0
        );
      }
      return (await db.run('DELETE FROM user_follows WHERE follower_id = ? AND followee_id = ?', followerId, followeeId)).changes > 0;
    },
    async setBoardFollow(userId, boardId, on) {
      if (on)
        await db.run(
          'INSERT INTO board_follows (user_id, board_id, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          userId,
          boardId,
          now(),
        );
      else await db.run('DELETE FROM board_follows WHERE user_id = ? AND board_id = ?', userId, boardId);
    },
    async interestExists(interestId) {
      return (await db.get('SELECT 1 FROM interests WHERE id = ?', interestId)) !== undefined;
    },
    async listInterests() {
      const rows = await db.all<{ id: number; name: string; url_name: string }>('SELECT id, name, url_name FROM interests ORDER BY name');
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
    },
    async findInterestId(urlName) {
      const row = await db.get<{ id: number }>('SELECT id FROM interests WHERE url_name = ?', urlName);
      return row?.id ?? null;
    },
    async setInterestFollow(userId, interestId, on, favorited) {
      if (on) {
        await db.run(
          'INSERT INTO interest_follows (user_id, interest_id, favorited, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id, interest_id) DO UPDATE SET favorited = excluded.favorited',
          userId,
          interestId,
          Number(favorited),
          now(),
        );
      } else {
        await db.run('DELETE FROM interest_follows WHERE user_id = ? AND interest_id = ?', userId, interestId);
      }
    },
    async userInterests(userId) {
      const rows = await db.all<{ id: number; name: string; url_name: string; followed: number }>(
        `SELECT i.id, i.name, i.url_name,
             CASE WHEN EXISTS (SELECT 1 FROM interest_follows f WHERE f.user_id = ? AND f.interest_id = i.id) THEN 1 ELSE 0 END AS followed
           FROM interests i ORDER BY i.name, i.id`,
        userId,
      );
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name, followedByMe: r.followed === 1 }));
    },
    async setHidden(userId, pinId, path, hidden, extra) {
      if (hidden) {
        await db.run(
          `INSERT INTO hidden_pins (user_id, pin_id, path, news_id, query, pin_type, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, pin_id, path) DO UPDATE SET news_id = excluded.news_id, query = excluded.query, pin_type = excluded.pin_type`,
          userId,
          pinId,
          path,
          extra.newsId ?? null,
          extra.query ?? null,
          extra.pinType ?? null,
          now(),
        );
      } else {
        await db.run('DELETE FROM hidden_pins WHERE user_id = ? AND pin_id = ? AND path = ?', userId, pinId, path);
      }
    },
    async recordPinFeedback(userId, pinId, feedbackType, reason) {
      await db.run(
        'INSERT INTO pin_feedback (user_id, pin_id, feedback_type, reason, created_at) VALUES (?, ?, ?, ?, ?)',
        userId,
        pinId,
        feedbackType,
        reason,
        now(),
      );
    },
    async removePinFeedback(userId, pinId, feedbackType) {
      const latest = await db.get<{ id: number }>(
        'SELECT id FROM pin_feedback WHERE user_id = ? AND pin_id = ? AND feedback_type = ? ORDER BY id DESC LIMIT 1',
        userId,
        pinId,
        feedbackType,
      );
      if (!latest) return false;
      await db.run('DELETE FROM pin_feedback WHERE id = ?', latest.id);
      return true;
    },
    async listExperiences(viewer, placementIds) {
      // Bots get no experiences (spec section 6).
      if (viewer.isBot) return [];
      const audience = viewer.userId === null ? 'signed_out' : 'signed_in';
      const rows = await db.all<ExperienceRow>(
        ...named(
          `SELECT e.*, s.viewed_at FROM experiences e
             LEFT JOIN experience_states s ON s.subject = @subject AND s.placement_id = e.placement_id AND s.experience_id = e.experience_id
             WHERE e.audience IN ('all', @audience, @subject)
               AND (@all = 1 OR e.placement_id IN ${d.jsonArrayValues('@placements', 'text')})
               AND s.completed_at IS NULL AND s.dismissed_at IS NULL
               AND (e.requires_trigger = 0 OR s.triggered_at IS NOT NULL)
             ORDER BY e.placement_id, e.priority DESC, e.experience_id`,
          {
            subject: viewer.subject,
            audience,
            all: placementIds === null ? 1 : 0,
            placements: JSON.stringify(placementIds ?? []),
          },
        ),
      );
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
      return (
        (await db.get('SELECT 1 FROM experiences WHERE placement_id = ? AND experience_id = ?', placementId, experienceId)) !== undefined
      );
    },
    async markExperience(subject, placementId, experienceId, mark) {
      const column = MARK_COLUMN[mark];
      // The first time counts: a view is recorded once, a completion once, a dismissal once.
      await db.run(
        `INSERT INTO experience_states (subject, placement_id, experience_id, ${column}) VALUES (?, ?, ?, ?)
         ON CONFLICT (subject, placement_id, experience_id) DO UPDATE SET ${column} = coalesce(experience_states.${column}, excluded.${column})`,
        subject,
        placementId,
        experienceId,
        now(),
      );
    },
    async inviteMetadata(code) {
      const row = await db.get<{
        code: string;
        invite_channel: number;
        id: number;
        first_name: string;
        full_name: string;
        image_signature: string | null;
        should_show_messaging: number;
      }>(
        `SELECT i.code, i.invite_channel, u.id, u.first_name, u.full_name, u.image_signature, u.should_show_messaging
           FROM invite_codes i JOIN users u ON u.id = i.sender_id WHERE i.code = ?`,
        code,
      );
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
      const row = await db.get<{ redirect_status: 'blocked' | 'suspicious' | 'porn'; message: string }>(
        `SELECT redirect_status, message FROM offsite_hosts WHERE host IN ${d.jsonArrayValues('?', 'text')} ORDER BY length(host) DESC LIMIT 1`,
        JSON.stringify(candidates),
      );
      return row ?? null;
    },
    async businessProfiles(userId) {
      const rows = await db.all<{
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
      }>(
        `SELECT a.id, a.business_user_id, a.permissions, a.business_name, a.merchant_id, a.eligible_for_stl_tool, a.scheduled_pin_count,
                ${meetsMfa('a', 'm')} AS viewer_meets_mfa, u.username, u.image_signature
           FROM business_access a JOIN users u ON u.id = a.business_user_id JOIN users m ON m.id = a.member_id
           WHERE a.member_id = ? ORDER BY a.id`,
        userId,
      );
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
      const insert = `INSERT INTO events (received_at, client_time, subject, event_type, view_type, view_parameter, object_id, impression_kind, aux_data, tracking_params)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
      const at = now();
      await db.transaction(async (tx) => {
        for (const e of events) {
          await tx.run(
            insert,
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
      });
      return events.length;
    },
    async pruneEvents(before) {
      return (await db.run('DELETE FROM events WHERE received_at < ?', before.toISOString())).changes;
    },
  };
}
