// What every experience surface is given: what to show, and its three actions (spec section 4:
// 'Each display exposes view, complete and dismiss actions').

import type { ExperienceDisplay } from 'shared-contracts/rules';

export interface SurfaceProps<K extends ExperienceDisplay['kind']> {
  display: Extract<ExperienceDisplay, { kind: K }>;
  onView: () => void;
  onComplete: () => void;
  onDismiss: () => void;
}
