// Experiences: the one the site shows at each placement (the highest priority one a subject has not
// completed or dismissed, and, when it waits for a trigger, was triggered), and the marks a subject
// leaves on one (viewed, completed, dismissed, triggered). Part of the engagement store (engagementStore.ts).

import type { ApiExperience } from 'shared-contracts/api';
import type { ExperienceMark, EngagementStorage } from '../storage';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

type MarkColumn = 'viewed_at' | 'completed_at' | 'dismissed_at' | 'triggered_at';

const MARK_COLUMN: Record<ExperienceMark, MarkColumn> = {
  viewed: 'viewed_at',
  completed: 'completed_at',
  dismissed: 'dismissed_at',
  triggered: 'triggered_at',
};

const listExperiencesOf =
  (db: Kysely<DB>): EngagementStorage['listExperiences'] =>
  async (viewer, placementIds) => {
    // Bots get no experiences (spec section 6).
    if (viewer.isBot) return [];
    // `IN ()` is no SQL: no placements, no experiences.
    if (placementIds?.length === 0) return [];
    const audience = viewer.userId === null ? 'signed_out' : 'signed_in';
    let query = db
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
  };

const markExperienceOf =
  (db: Kysely<DB>): EngagementStorage['markExperience'] =>
  async (subject, placementId, experienceId, mark) => {
    const column = MARK_COLUMN[mark];
    // The first time counts: a view is recorded once, a completion once, a dismissal once.
    await db
      .insertInto('experience_states')
      .values({ subject, placement_id: placementId, experience_id: experienceId, [column]: isoNow() })
      .onConflict((conflict) =>
        conflict.columns(['subject', 'placement_id', 'experience_id']).doUpdateSet((eb) => ({
          [column]: eb.fn.coalesce(`experience_states.${column}`, `excluded.${column}`),
        })),
      )
      .execute();
  };

type Experiences = Pick<EngagementStorage, 'listExperiences' | 'experienceExists' | 'markExperience'>;

export function experiences(db: Kysely<DB>): Experiences {
  return {
    listExperiences: listExperiencesOf(db),
    async experienceExists(placementId, experienceId) {
      const row = await db
        .selectFrom('experiences')
        .select('placement_id')
        .where('placement_id', '=', placementId)
        .where('experience_id', '=', experienceId)
        .executeTakeFirst();
      return row !== undefined;
    },
    markExperience: markExperienceOf(db),
  };
}
