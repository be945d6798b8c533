// The controls over a card's picture, shown on hover or focus (desktop) or always (mobile): where
// this page's save went and the Save button, then the link's domain, Share and More options.

import { type ApiGridPin } from 'shared-contracts/api';
import { type clickTargetOf, domainLabel, savedOverlayHref, savedOverlayText } from 'shared-contracts/rules';
import { Icon } from 'react-kit';
import { useGrid } from '../grid/GridContext';
import type { PinOverride } from '../grid/usePinOverrides';
import { CardStatsButton } from './CardStatsButton';
import { PinOptionsMenu } from './PinOptionsMenu';
import { SaveButton } from './SaveButton';
import type { CardPopups } from './useLiveCard';
import iconStyles from './IconButton.module.css';
import styles from './PinCard.module.css';

export interface PinHoverLayerProps {
  pin: ApiGridPin;
  override: PinOverride | undefined;
  slotIndex: number;
  /** The picture shown, which a save keeps. */
  imageUrl: string;
  target: ReturnType<typeof clickTargetOf>;
  popups: CardPopups;
  onLinkClick: () => void;
}

export function PinHoverLayer({ pin, override, slotIndex, imageUrl, target, popups, onLinkClick }: PinHoverLayerProps) {
  const { viewer, isDesktop } = useGrid();
  const isAuth = viewer !== null;
  const domain = domainLabel(pin.domain, 'hoverBar');
  const external = pin.link && target.kind === 'external' ? target.href : null;
  const menuAllowed = isAuth;
  return (
    <div className={styles.hoverLayer}>
      <div className={styles.primary}>
        {override?.saved && (
          // Spec section 2's saved overlay: where this page's save went, one click away.
          <a className={styles.saved} href={savedOverlayHref(override.saved.target)}>
            {savedOverlayText(override.saved.target)}
          </a>
        )}
        <SaveButton pin={pin} saved={override?.saved} pending={override?.quickSave} slotIndex={slotIndex} imageUrl={imageUrl} />
      </div>
      <div className={styles.actions}>
        {external && domain && (
          <a className={styles.domain} href={external} target="_blank" rel="noopener noreferrer nofollow" onClick={onLinkClick}>
            {domain}
          </a>
        )}
        <CardStatsButton pin={pin} />
        {isAuth && isDesktop && (
          <button type="button" className={iconStyles.iconButton} aria-label="Share" onClick={() => popups.setSharing(true)}>
            <Icon name="share" />
          </button>
        )}
        {menuAllowed && (
          <PinOptionsMenu pin={pin} open={popups.menuOpen} onOpenChange={popups.setMenuOpen} onReport={() => popups.setReporting(true)} />
        )}
      </div>
    </div>
  );
}
