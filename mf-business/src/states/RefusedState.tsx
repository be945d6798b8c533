// A business page the viewer may not open (the API's 403): its own sentence (the business asks for
// two-factor authentication, or their permission lacks this screen) and the way back to the hub.

import { HubState } from './HubState';

export const REFUSED_HEADING = "You can't open this page";

export function RefusedState({ message, level }: { message: string; level: 1 | 2 }) {
  return (
    <HubState heading={REFUSED_HEADING} level={level}>
      {message}
    </HubState>
  );
}
