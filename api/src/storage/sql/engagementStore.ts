// Engagement: the EngagementStorage the API is given, composed of its parts. Here: the lookups that
// belong to no part (an invite code's sender, an offsite host's status, the business profiles a
// member may act for); follows are in follows.ts, hides and feedback on pins in pinFeedback.ts,
// experiences in experiences.ts, the event log in eventLog.ts and the click-throughs figures count in
// pinClickThroughs.ts.

import { sql, type Kysely } from 'kysely';
import type { ApiBusinessAccessProfile } from 'shared-contracts/api';
import { avatarUrl } from '../../media/imageUrls';
import type { EngagementStorage } from '../storage';
import { eventLog } from './eventLog';
import { pinClickThroughs } from './pinClickThroughs';
import { experiences } from './experiences';
import { follows } from './follows';
import { pinFeedback } from './pinFeedback';
import { meetsMfa } from './twoFactorStore';
import type { DB } from './apiTables';

const inviteMetadataOf =
  (db: Kysely<DB>): EngagementStorage['inviteMetadata'] =>
  async (code) => {
    const row = await db
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
  };

const offsiteStatusOf =
  (db: Kysely<DB>): EngagementStorage['offsiteStatus'] =>
  async (host) => {
    // A listed host also covers its subdomains.
    // 'example.com.' is the same site as 'example.com'.
    const labels = host.toLowerCase().replace(/\.+$/, '').split('.');
    const candidates = labels.map((_, i) => labels.slice(i).join('.')).filter((h) => h.includes('.'));
    // A single label ('localhost') is never listed, and `IN ()` is no SQL.
    if (candidates.length === 0) return null;
    const row = await db
      .selectFrom('offsite_hosts')
      .select(['redirect_status', 'message'])
      .where('host', 'in', candidates)
      .orderBy((eb) => eb.fn('length', ['host']), 'desc')
      .limit(1)
      // The table's CHECK allows no other status.
      .$narrowType<{ redirect_status: 'blocked' | 'suspicious' | 'porn' }>()
      .executeTakeFirst();
    return row ?? null;
  };

const businessProfilesOf =
  (db: Kysely<DB>): EngagementStorage['businessProfiles'] =>
  async (userId) => {
    const rows = await db
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
  };

export function engagementStore(db: Kysely<DB>): EngagementStorage {
  return {
    ...follows(db),
    ...pinFeedback(db),
    ...experiences(db),
    inviteMetadata: inviteMetadataOf(db),
    offsiteStatus: offsiteStatusOf(db),
    businessProfiles: businessProfilesOf(db),
    ...eventLog(db),
    ...pinClickThroughs(db),
  };
}
