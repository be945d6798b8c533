// The stats button on a card (spec section 5): on board and profile grids (and the closeup's own),
// for a signed-in desktop viewer who owns the pin, by the same rule and stats-page check the
// closeup uses; it leads to the pin's 'See more stats' page.

import { type ApiGridPin } from 'shared-contracts/api';
import { pinDisplayTitle, showsStatsButtonOn, STATS_BUTTON_TEXT, statsButtonText } from 'shared-contracts/rules';
import { useGrid } from '../grid/GridContext';
import styles from './CardStatsButton.module.css';

export function CardStatsButton({ pin }: { pin: ApiGridPin }) {
  const { viewer, isDesktop, surface } = useGrid();
  const shown = showsStatsButtonOn(pin, viewer, { surface, isDesktop });
  if (!shown) return null;
  return (
    <a className={styles.stats} href={`/pin/${pin.id}/analytics`} aria-label={`${STATS_BUTTON_TEXT}: ${pinDisplayTitle(pin)}`}>
      {statsButtonText(STATS_BUTTON_TEXT)}
    </a>
  );
}
