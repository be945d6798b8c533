// Spec section 4's landing flow: a page opened with ?invite_code= looks the code up and shows one
// of three experiences: a visitor on a desktop gets a popover with the sender (first name cut to
// 30, their picture), a signed-in user a toast (mobile or desktop). Channels 5, 9, 12 and 16, an
// unknown code or a failed lookup show nothing.

import { useEffect, useId, useState } from 'react';
import { type ApiSession } from 'shared-contracts/api';
import { inviteCodeOf, inviteLanding, inviteLandingText } from 'shared-contracts/rules';
import { Icon, isDesktopDevice, resourceQuery, useLocationSnapshot, useQuery } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import surfaces from '../experiences/ExperienceSurfaces.module.css';
import styles from './InviteLanding.module.css';

export interface InviteLandingProps {
  session: ApiSession | null;
  isDesktop?: () => boolean;
}

export function InviteLanding({ session, isDesktop = isDesktopDevice }: InviteLandingProps) {
  const { client, events } = useExperiencesDeps();
  const { search, pathname } = useLocationSnapshot();
  const code = inviteCodeOf(search);
  const [closed, setClosed] = useState(false);
  const query = useQuery({
    ...resourceQuery(client, 'InviteCodeMetadataResource', { invite_code: code ?? '' }),
    enabled: code !== null && session !== null && !session.viewer.isBot,
    retry: false,
  });
  const landing = session && query.data ? inviteLanding(query.data, { isAuth: session.viewer.isAuth, isDesktop: isDesktop() }) : null;
  const id = useId();

  // The signed-in landings are toasts, said once per code.
  const toast = landing && landing.kind !== 'popover' ? inviteLandingText(landing) : null;
  useEffect(() => {
    if (toast) events.emit('toast/requested', { message: toast });
  }, [toast, events]);

  if (!landing || landing.kind !== 'popover' || closed) return null;
  const next = encodeURIComponent(pathname);
  return (
    <aside className={styles.popover} aria-labelledby={`${id}-title`}>
      {landing.avatarUrl ? (
        <img className={styles.avatar} src={landing.avatarUrl} alt="" width={48} height={48} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {landing.firstName?.charAt(0).toUpperCase() ?? 'P'}
        </span>
      )}
      <div className={styles.text}>
        <h2 id={`${id}-title`} className={styles.title}>
          {inviteLandingText(landing)}
        </h2>
        <p className={styles.lead}>Join to save the ideas you love to your own boards.</p>
        <p className={styles.actions}>
          <a className="pb-button pb-button--primary" href={`/signup?next=${next}`}>
            Sign up
          </a>
          <a className="pb-button" href={`/login?next=${next}`}>
            Log in
          </a>
        </p>
      </div>
      <button type="button" className={surfaces.close} aria-label="Close the invitation" onClick={() => setClosed(true)}>
        <Icon name="close" />
      </button>
    </aside>
  );
}
