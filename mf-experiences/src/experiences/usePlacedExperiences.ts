// The experiences of the current page's placements (UserExperienceResource get) and their life:
// viewed once, completed or dismissed once per mounted session, fetched again after either, the
// experiences it triggers triggered on completion, the silent ones completed unseen. Fetch and
// record failures are logged only (spec section 8).

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type ApiExperience } from 'shared-contracts/api';
import {
  EMPTY_LEDGER,
  type ExperienceLedger,
  experienceStart,
  type ExperienceStep,
  NO_ACTION_EVENT_MS,
  placementsFor,
  type Route,
  takeStep,
} from 'shared-contracts/rules';
import { resourceKey, resourceQuery, useApiMutation, useQuery, useQueryClient } from 'react-kit';
import { useExperiencesDeps } from '../deps';

/** Every experience a surface here can show: the display rules decide what renders. */
const SHOW_ANY = { predicate: () => true };

export interface PlacedExperiences {
  shown: ApiExperience[];
  step: (experience: ApiExperience, step: ExperienceStep) => void;
}

const logOnly = (what: string) => (error: unknown) => console.warn(`[experiences] ${what}`, error);

/** The call a step makes: record a view, a dismissal or a completion. */
type StepCall = NonNullable<ReturnType<typeof takeStep>['call']>;

interface Recording {
  call: StepCall;
  experience: ApiExperience;
  step: ExperienceStep['kind'];
}

/** `viewer`: the signed-in viewer's username (a profile's placements depend on whose it is), or null. */
export function usePlacedExperiences(route: Route, isBot: boolean, path: string, viewer: string | null): PlacedExperiences {
  const { client, events } = useExperiencesDeps();
  const queries = useQueryClient();
  const placements = placementsFor(route, viewer);
  const options = { placement_ids: placements, extra_context: JSON.stringify({ path }) };
  const query = useQuery({ ...resourceQuery(client, 'UserExperienceResource', options), enabled: placements.length > 0 && !isBot });
  // The ledger steps read at once (a second click before a render is no second call), mirrored
  // in state for rendering.
  const ledger = useRef<ExperienceLedger>(EMPTY_LEDGER);
  const [rendered, setRendered] = useState<ExperienceLedger>(EMPTY_LEDGER);

  useEffect(() => {
    if (query.error) logOnly('could not fetch experiences')(query.error);
  }, [query.error]);

  // Spec section 4: 'A no-action placement event fires after 4000 ms unless aborted': the page
  // moving on (another path) aborts it.
  const answered = query.data;
  const idle = answered ? placements.filter((id) => !(id in answered)).join(',') : '';
  useEffect(() => {
    if (!idle) return undefined;
    const timer = setTimeout(() => events.emit('experience/no-action', { placementIds: idle.split(','), path }), NO_ACTION_EVENT_MS);
    return () => clearTimeout(timer);
  }, [idle, path, events]);

  // A step's one write (a completion's, then the experiences it triggers); a failure is logged only.
  const recording = useApiMutation(
    async ({ call, experience }: Recording) => {
      const placed = { placed_experience_id: experience.placed_experience_id, extra_context: '{}' };
      if (call === 'record-view') await client.write('UserExperienceViewedResource', 'update', placed);
      else if (call === 'dismiss') await client.write('UserExperienceResource', 'delete', { ...placed, targeting: '{}' });
      else {
        await client.write('UserExperienceCompletedResource', 'update', placed);
        await Promise.all(
          experience.triggerable_placed_exps.map((triggered) =>
            client.send('PUT /v3/experiences/:placed/trigger/', {
              params: { placed: triggered },
              payload: { extra_context: JSON.stringify({ from: experience.placed_experience_id }) },
            }),
          ),
        );
      }
    },
    { onError: (message, { step }) => logOnly(`could not record ${step}`)(message) },
  );
  const record = recording.run;

  const step = useCallback(
    (experience: ApiExperience, next: ExperienceStep) => {
      const outcome = takeStep(ledger.current, experience.experience_id, next);
      ledger.current = outcome.ledger;
      setRendered(outcome.ledger);
      const settled = outcome.call ? record({ call: outcome.call, experience, step: next.kind }) : Promise.resolve();
      if (outcome.call) events.emit('experience/stepped', { placedExperienceId: experience.placed_experience_id, step: next.kind });
      // Spec section 4: 'Experiences are refetched after a dismiss or complete.'
      if (outcome.refetch) void settled.then(() => queries.invalidateQueries({ queryKey: resourceKey('UserExperienceResource') }));
    },
    [record, events, queries, setRendered],
  );

  const starts = Object.values(query.data ?? {}).map((experience) => ({
    experience,
    start: experienceStart(experience, { isBot, filter: SHOW_ANY, ledger: rendered }),
  }));
  // Spec section 9: the silent-completion ids complete without showing.
  useEffect(() => {
    for (const { experience, start } of starts) if (start === 'complete-silently') step(experience, { kind: 'complete' });
  });
  // The same list while nothing changed, so what is built from it (displays, surfaces) is too.
  const shownIds = starts.flatMap(({ start, experience }) => (start === 'show' ? [experience.placed_experience_id] : [])).join(',');
  const data = query.data;
  const shown = useMemo(
    () =>
      shownIds === ''
        ? []
        : Object.values(data ?? {}).filter((experience) => shownIds.split(',').includes(experience.placed_experience_id)),
    [data, shownIds],
  );
  return { shown, step };
}
