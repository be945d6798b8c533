// Sending a Pin to a person: the one write, which changes their inbox and notifications.

import { useApiMutation } from 'react-kit';
import { useCloseupDeps } from '../data/deps';

export interface PinSend {
  pinId: string;
  userId: string;
  message: string;
}

export function useSendPin() {
  const { client } = useCloseupDeps();
  return useApiMutation(
    ({ pinId, userId, message }: PinSend) =>
      client.write('PinSendResource', 'create', { pin_id: pinId, user: userId, ...(message.trim() ? { message } : {}) }),
    { invalidates: ['InboxResource', 'NotificationsResource', 'NotificationCountResource'] },
  );
}
