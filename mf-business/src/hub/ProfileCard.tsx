// One business the viewer has access to, on the hub: its name and picture, their permission, its
// scheduled Pins and what they can do there; a way in and 'Act as' it when the acting-as
// rule lets them, else why not.

import { useId } from 'react';
import { type ApiBusinessAccessProfile } from 'shared-contracts/api';
import { permissionLabel, profileUnavailableReason, TWO_FACTOR_SETTINGS_PATH } from 'shared-contracts/rules';
import { firstToolPath } from '../common/firstTool';
import { countOf } from '../format/businessFormat';
import { BusinessCardHeader } from './BusinessCardHeader';
import { CapabilityList } from './CapabilityList';
import styles from './BusinessHub.module.css';

export interface ProfileCardProps {
  profile: ApiBusinessAccessProfile;
  /** The viewer acts as this business now. */
  current: boolean;
  onActAs: () => void;
  onUseOwnAccount: () => void;
}

export function ProfileCard({ profile, current, onActAs, onUseOwnAccount }: ProfileCardProps) {
  const id = useId();
  const { user } = profile;
  const reason = profileUnavailableReason(profile);
  const open = reason === null ? firstToolPath(user.id, profile.permissions) : null;
  return (
    <li className={`${styles.card} ${reason ? styles.cardUnavailable : ''}`}>
      <article aria-labelledby={`${id}-name`}>
        <BusinessCardHeader nameId={`${id}-name`} name={user.businessName} username={user.username} imgUrl={user.imgUrl} />
        <dl className={styles.facts}>
          <div>
            <dt>Your permission</dt>
            <dd>{permissionLabel(profile.permissions)}</dd>
          </div>
          <div>
            <dt>Scheduled</dt>
            <dd>{countOf(user.scheduledPinCount, 'Pin', 'Pins')}</dd>
          </div>
        </dl>
        <h4 id={`${id}-can`} className={styles.canHeading}>
          What you can do
        </h4>
        <CapabilityList permissions={profile.permissions} labelledBy={`${id}-can`} />
        {reason ? (
          <p className={styles.unavailable}>
            <strong>Unavailable.</strong> {reason} <a href={TWO_FACTOR_SETTINGS_PATH}>Turn on two-factor authentication</a>
          </p>
        ) : (
          <div className={styles.actions}>
            {open && (
              <a className="pb-button pb-button--primary" href={open}>
                Open business tools<span className="pb-visually-hidden"> for {user.businessName}</span>
              </a>
            )}
            {current ? (
              <>
                <p className={styles.acting} role="status">
                  You're acting as this business.
                </p>
                <button type="button" className="pb-button" onClick={onUseOwnAccount}>
                  Use your own account
                </button>
              </>
            ) : (
              <button type="button" className="pb-button" onClick={onActAs}>
                Act as {user.businessName}
              </button>
            )}
          </div>
        )}
      </article>
    </li>
  );
}
