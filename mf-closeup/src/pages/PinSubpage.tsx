// The frame of a pin's other pages (comments, feedback, visual search, stats, and those still to be
// built): the pin's summary, a heading, and the page's own content; not found and failed as the
// closeup shows them, and a deleted pin's page.

import { useEffect, type ReactNode } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { titleFor } from 'shared-contracts/rules';
import { FailedScreen, NotFoundScreen } from 'react-kit';
import { DeletedPinScreen } from '../closeup/DeletedPinScreen';
import { LoadingCloseup } from './ScreenStates';
import { PinSummaryCard, usePin } from './PinSummary';
import styles from './PinSummary.module.css';

export interface PinSubpageProps {
  pinId: string;
  heading: string;
  /** Grids want the page's whole width; words read better in a column. */
  wide?: boolean;
  children: (pin: ApiPin) => ReactNode;
}

export function PinSubpage({ pinId, heading, wide = false, children }: PinSubpageProps) {
  const { pin, retry, gone } = usePin(pinId);
  useEffect(() => {
    if (pin.status === 'ready') document.title = titleFor(heading);
  }, [pin.status, heading]);
  if (pin.status === 'loading') return <LoadingCloseup />;
  if (pin.status === 'missing') return <NotFoundScreen what="Pin" />;
  if (gone) return <DeletedPinScreen />;
  if (pin.status === 'failed') return <FailedScreen message={pin.message} onRetry={retry} />;
  return (
    <section className={wide ? 'pb-screen' : `pb-screen ${styles.page}`} aria-labelledby="pin-subpage-heading">
      <PinSummaryCard pin={pin.data} />
      <h1 id="pin-subpage-heading">{heading}</h1>
      {children(pin.data)}
    </section>
  );
}
