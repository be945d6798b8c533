// Follows, hides, pin feedback, experiences, invite and offsite lookups, business profiles, and
// the event log.

import { sql } from 'kysely';
import type { ApiBusinessAccessProfile, ApiExperience } from 'shared-contracts';
import { avatarUrl } from '../../media/imageUrls';
import type { ExperienceMark, EngagementStorage } from '../storage';
import { kyselyOf } from './kyselyOf';
import type { SqlDb } from './sqlDb';
import { meetsMfa } from './twoFactorStore';

type MarkColumn = 'viewed_at' | 'completed_at' | 'dismissed_at' | 'triggered_at';

const MARK_COLUMN: Record<ExperienceMark, MarkColumn> = {
  viewed: 'viewed_at',
  completed: 'completed_at',
  dismissed: 'dismissed_at',
  triggered: 'triggered_at',
};

export function engagementStore(db: SqlDb): EngagementStorage {
  const now = () => new Date().toISOString();
  return {
    async setUserFollow(followerId, followeeId, on) {
      if (on) {
        const inserted = await kyselyOf(db)
          .insertInto('user_follows')
          .values({ follower_id: followerId, followee_id: followeeId, created_at: now() })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        // DO NOTHING: nothing is updated, so this counts inserts only.
        return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
      }
      const deleted = await kyselyOf(db)
        .deleteFrom('user_follows')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', followeeId)
        .executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },
    async setBoardFollow(userId, boardId, on) {
      const k = kyselyOf(db);
      if (on)
        await k
          .insertInto('board_follows')
          .values({ user_id: userId, board_id: boardId, created_at: now() })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      else await k.deleteFrom('board_follows').where('user_id', '=', userId).where('board_id', '=', boardId).execute();
    },
    async interestExists(interestId) {
      return (await kyselyOf(db).selectFrom('interests').select('id').where('id', '=', interestId).executeTakeFirst()) !== undefined;
    },
    async listInterests() {
      const rows = await kyselyOf(db).selectFrom('interests').select(['id', 'name', 'url_name']).orderBy('name').execute();
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
    },
    async findInterestId(urlName) {
      const row = await kyselyOf(db).selectFrom('interests').select('id').where('url_name', '=', urlName).executeTakeFirst();
      return row?.id ?? null;
    },
    async setInterestFollow(userId, interestId, on, favorited) {
      const k = kyselyOf(db);
      if (on) {
        await k
          .insertInto('interest_follows')
          .values({ user_id: userId, interest_id: interestId, favorited: Number(favorited), created_at: now() })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'interest_id']).doUpdateSet((eb) => ({ favorited: eb.ref('excluded.favorited') })),
          )
          .execute();
      } else {
        await k.deleteFrom('interest_follows').where('user_id', '=', userId).where('interest_id', '=', interestId).execute();
      }
    },
    async userInterests(userId) {
      const rows = await kyselyOf(db)
        .selectFrom('interests as i')
        .select((eb) => [
          'i.id',
          'i.name',
          'i.url_name',
          // Literal 1/0, not bound values: PostgreSQL would type bound ones as text. EXISTS alone is a boolean there.
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('interest_follows as f')
                  .select(eb.lit(1).as('one'))
                  .where('f.user_id', '=', userId)
                  .whereRef('f.interest_id', '=', 'i.id'),
              ),
            )
            .then(eb.lit(1))
            .else(eb.lit(0))
            .end()
            .as('followed'),
        ])
        .orderBy('i.name')
        .orderBy('i.id')
        .execute();
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name, followedByMe: r.followed === 1 }));
    },
    async setHidden(userId, pinId, path, hidden, extra) {
      const k = kyselyOf(db);
      if (hidden) {
        await k
          .insertInto('hidden_pins')
          .values({
            user_id: userId,
            pin_id: pinId,
            path,
            news_id: extra.newsId ?? null,
            query: extra.query ?? null,
            pin_type: extra.pinType ?? null,
            created_at: now(),
          })
          .onConflict((conflict) =>
            conflict.columns(['user_id', 'pin_id', 'path']).doUpdateSet((eb) => ({
              news_id: eb.ref('excluded.news_id'),
              query: eb.ref('excluded.query'),
              pin_type: eb.ref('excluded.pin_type'),
            })),
          )
          .execute();
      } else {
        await k.deleteFrom('hidden_pins').where('user_id', '=', userId).where('pin_id', '=', pinId).where('path', '=', path).execute();
      }
    },
    async recordPinFeedback(userId, pinId, feedbackType, reason) {
      await kyselyOf(db)
        .insertInto('pin_feedback')
        .values({ user_id: userId, pin_id: pinId, feedback_type: feedbackType, reason, created_at: now() })
        .execute();
    },
    async removePinFeedback(userId, pinId, feedbackType) {
      const k = kyselyOf(db);
      const latest = await k
        .selectFrom('pin_feedback')
        .select('id')
        .where('user_id', '=', userId)
        .where('pin_id', '=', pinId)
        .where('feedback_type', '=', feedbackType)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!latest) return false;
      await k.deleteFrom('pin_feedback').where('id', '=', latest.id).execute();
      return true;
    },
    async listExperiences(viewer, placementIds) {
      // Bots get no experiences (spec section 6).
      if (viewer.isBot) return [];
      // `IN ()` is no SQL: no placements, no experiences.
      if (placementIds?.length === 0) return [];
      const audience = viewer.userId === null ? 'signed_out' : 'signed_in';
      let query = kyselyOf(db)
        .selectFrom('experiences as e')
        .leftJoin('experience_states as s', (join) =>
          join
            .on('s.subject', '=', viewer.subject)
            .onRef('s.placement_id', '=', 'e.placement_id')
            .onRef('s.experience_id', '=', 'e.experience_id'),
        )
        .select(['e.placement_id', 'e.experience_id', 'e.type', 'e.display_data', 'e.triggerable_placed_exps', 'e.metadata', 's.viewed_at'])
        .where('e.audience', 'in', ['all', audience, viewer.subject])
        .where('s.completed_at', 'is', null)
        .where('s.dismissed_at', 'is', null)
        .where((eb) => eb.or([eb('e.requires_trigger', '=', 0), eb('s.triggered_at', 'is not', null)]));
      // null: every placement.
      if (placementIds !== null) query = query.where('e.placement_id', 'in', placementIds);
      const rows = await query.orderBy('e.placement_id').orderBy('e.priority', 'desc').orderBy('e.experience_id').execute();
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
      const row = await kyselyOf(db)
        .selectFrom('experiences')
        .select('placement_id')
        .where('placement_id', '=', placementId)
        .where('experience_id', '=', experienceId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async markExperience(subject, placementId, experienceId, mark) {
      const column = MARK_COLUMN[mark];
      // The first time counts: a view is recorded once, a completion once, a dismissal once.
      await kyselyOf(db)
        .insertInto('experience_states')
        .values({ subject, placement_id: placementId, experience_id: experienceId, [column]: now() })
        .onConflict((conflict) =>
          conflict.columns(['subject', 'placement_id', 'experience_id']).doUpdateSet((eb) => ({
            [column]: eb.fn.coalesce(`experience_states.${column}`, `excluded.${column}`),
          })),
        )
        .execute();
    },
    async inviteMetadata(code) {
      const row = await kyselyOf(db)
        .selectFrom('invite_codes as i')
        .innerJoin('users as u', 'u.id', 'i.sender_id')
        .select(['i.code', 'i.invite_channel', 'u.id', 'u.first_name', 'u.full_name', 'u.image_signature', 'u.should_show_messaging'])
        .where('i.code', '=', code)
        .executeTakeFirst();
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
      // A single label ('localhost') is never listed, and `IN ()` is no SQL.
      if (candidates.length === 0) return null;
      const row = await kyselyOf(db)
        .selectFrom('offsite_hosts')
        .select(['redirect_status', 'message'])
        .where('host', 'in', candidates)
        .orderBy((eb) => eb.fn('length', ['host']), 'desc')
        .limit(1)
        // The table's CHECK allows no other status.
        .$narrowType<{ redirect_status: 'blocked' | 'suspicious' | 'porn' }>()
        .executeTakeFirst();
      return row ?? null;
    },
    async businessProfiles(userId) {
      const rows = await kyselyOf(db)
        .selectFrom('business_access as a')
        .innerJoin('users as u', 'u.id', 'a.business_user_id')
        .innerJoin('users as m', 'm.id', 'a.member_id')
        .select([
          'a.id',
          'a.business_user_id',
          'a.permissions',
          'a.business_name',
          'a.merchant_id',
          'a.eligible_for_stl_tool',
          'a.scheduled_pin_count',
          // The two-factor rule is twoFactorStore's text, shared with businessStore: kept in one place.
          sql.raw<number>(meetsMfa('a', 'm')).as('viewer_meets_mfa'),
          'u.username',
          'u.image_signature',
        ])
        .where('a.member_id', '=', userId)
        .orderBy('a.id')
        .execute();
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
      const at = now();
      await db.transaction(async (tx) => {
        const k = kyselyOf(tx);
        for (const e of events) {
          await k
            .insertInto('events')
            .values({
              received_at: at,
              client_time: e.client_time,
              subject,
              event_type: e.event_type,
              view_type: e.view_type,
              view_parameter: e.view_parameter,
              object_id: e.object_id,
              impression_kind: e.impression_kind,
              aux_data: e.aux_data,
              tracking_params: e.tracking_params,
            })
            .execute();
        }
      });
      return events.length;
    },
    async pruneEvents(before) {
      const pruned = await kyselyOf(db).deleteFrom('events').where('received_at', '<', before.toISOString()).executeTakeFirst();
      return Number(pruned.numDeletedRows);
    },
  };
}
