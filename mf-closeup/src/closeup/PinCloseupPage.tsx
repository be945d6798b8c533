// /pin/{slug--id}: the pin at a large size beside its words, its pinner and board, its actions and
// 'More about this Pin', with 'More like this' under it.

import { useEffect, useRef, useState } from 'react';
import { type ApiPin, type ApiViewer } from 'shared-contracts/api';
import { closeupText, isSensitive, MORE_ABOUT_PIN_TITLE, outboundLinkOf, pinDisplayTitle, titleFor } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { FailedScreen, loadedOf, NotFoundScreen, useResource, useSession } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { LoadingCloseup } from '../pages/ScreenStates';
import { RelatedPins } from '../RelatedPins';
import { SeoDrawer } from '../seo/SeoDrawer';
import { CloseupActions } from './CloseupActions';
import { DeletedPinScreen } from './DeletedPinScreen';
import { isDeletedPinError } from './deletedPinRead';
import { FeedbackNotice, type FeedbackOutcome } from './FeedbackNotice';
import { closeupImage } from './closeupImage';
import { MoreAboutPinDialog } from './MoreAboutPinDialog';
import { PinInfo } from './PinInfo';
import { PinMedia } from './PinMedia';
import { PinnerRow } from './PinnerRow';
import { useCarouselSlot } from './useCarouselSlot';
import styles from './PinCloseup.module.css';

export interface PinCloseupProps {
  pin: ApiPin;
  viewer: ApiViewer | null;
  /** A line above the pin: why the person is here (a sent Pin). */
  banner?: string;
  isBot?: boolean;
}

export function PinCloseup({ pin, viewer, banner, isBot = false }: PinCloseupProps) {
  const { slot, highlight, changeSlot } = useCarouselSlot(pin.carouselData?.index ?? 0);
  const [moreOpen, setMoreOpen] = useState(false);
  const [feedback, setFeedback] = useState<FeedbackOutcome | null>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const text = closeupText(pin, slot);
  const label = pinDisplayTitle(pin, slot);
  const link = outboundLinkOf(pin, slot);
  const slotImages = pin.carouselData?.slots[slot]?.images;
  const imageUrl = closeupImage(slotImages ?? pin.images, isBot).src;

  useEffect(() => {
    document.title = titleFor(label);
  }, [label]);
  // The page's first content is this pin (the page settles after it).
  const { events } = useCloseupDeps();
  useEffect(() => events.emit('page/first-content', { area: 'closeup' }), [events]);
  // Spec section 5: an empty or '#' link is ignored and logged; a link that is not http(s) likewise.
  const unusedLink = link.kind === 'ignored' || link.kind === 'not-http' ? `${link.kind}: ${JSON.stringify(link.text)}` : null;
  useEffect(() => {
    if (unusedLink !== null) console.warn(`pin ${pin.id}: link not shown (${unusedLink})`);
  }, [pin.id, unusedLink]);

  const closeMore = () => {
    setMoreOpen(false);
    moreButton.current?.focus();
  };

  return (
    <>
      {banner && <p className={styles.banner}>{banner}</p>}
      <article className={styles.closeup} aria-labelledby="closeup-title">
        <div className={styles.media}>
          <PinMedia
            pin={pin}
            alt={(!isSensitive(pin) && pin.altText.trim()) || label}
            slot={slot}
            highlight={highlight}
            onSlotChange={changeSlot}
            isBot={isBot}
          />
        </div>
        <div className={styles.details}>
          <CloseupActions pin={pin} viewer={viewer} link={link} imageUrl={imageUrl} onFeedback={setFeedback} />
          {feedback && <FeedbackNotice pin={pin} outcome={feedback} onUndone={() => setFeedback(null)} />}
          <PinInfo pin={pin} text={text} link={link} />
          <PinnerRow pinner={pin.pinner} viewerId={viewer?.id ?? null} />
          {pin.board && (
            <p className={styles.board}>
              Saved to <a href={pin.board.url}>{pin.board.name}</a>
              {pin.section && (
                <>
                  {' '}
                  in <a href={pin.section.url}>{pin.section.title}</a>
                </>
              )}
            </p>
          )}
          <button ref={moreButton} type="button" className={`pb-button ${styles.more}`} onClick={() => setMoreOpen(true)}>
            {MORE_ABOUT_PIN_TITLE}
          </button>
        </div>
        {/* Search engines read 'More about this Pin' in the page (spec section 1); people open it. */}
        {isBot && <SeoDrawer pin={pin} />}
      </article>
      {moreOpen && <MoreAboutPinDialog pin={pin} onClose={closeMore} />}
      <RelatedPins pinId={pin.id} />
    </>
  );
}

export function PinCloseupPage({ pinId, banner }: { pinId: string; banner?: string }) {
  const deps = useCloseupDeps();
  const session = useSession(deps.session);
  const query = useResource(deps.client, 'PinResource', { id: pinId });
  const pin = loadedOf(query);
  if (pin.status === 'loading' || session === null) return <LoadingCloseup />;
  if (pin.status === 'missing') return <NotFoundScreen what="Pin" />;
  // Deleted (a story pin its creator deleted, or a pin gone altogether): the API says 410.
  if (isDeletedPinError(query.error)) return <DeletedPinScreen />;
  if (pin.status === 'failed') return <FailedScreen message={pin.message} onRetry={() => void query.refetch()} />;
  return (
    <PinCloseup
      key={pin.data.id}
      pin={pin.data}
      viewer={signedInViewer(session)}
      isBot={session.viewer.isBot}
      {...(banner ? { banner } : {})}
    />
  );
}
