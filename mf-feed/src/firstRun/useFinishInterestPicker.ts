// The first-run step's one write: follow the topics picked (ids) or skip (null). Either ends the
// step for good; the page's session takes the viewer the server answers (without the step), and the
// home feed, now drawn from the topics followed, is read again.

import type { ApiViewer } from 'shared-contracts/api';
import { useApiMutation } from 'react-kit';
import { useFeedDeps } from '../data/deps';

/** What picking topics changes: the topics followed and the home feed drawn from them. */
const RESOURCES_A_PICK_CHANGES = ['UserInterestsResource', 'TopicsResource', 'TopicResource', 'HomefeedResource'] as const;

export function useFinishInterestPicker() {
  const { client, session } = useFeedDeps();
  return useApiMutation(
    (interestIds: readonly string[] | null) =>
      interestIds === null
        ? client.write('OnboardingInterestsResource', 'delete', {})
        : client.write('OnboardingInterestsResource', 'update', { interest_ids: [...interestIds] }),
    {
      invalidates: RESOURCES_A_PICK_CHANGES,
      onSuccess: (viewer: ApiViewer) => session.accept({ isAuthenticated: true, unauthId: session.snapshot()?.unauthId ?? null, viewer }),
    },
  );
}
