import { memo, useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { bus, feedbackTypeFor } from 'page-runtime';
import {
  type ApiGridPin,
  badgeFor,
  cardImage,
  cardText,
  type CellPosition,
  clickTargetOf,
  domainLabel,
  gifOf,
  hasVideo,
  isDeletedStory,
  pinDisplayTitle,
  priceDisplay,
  productOfferOf,
  savedOverlayHref,
  savedOverlayText,
  shownImages,
  showsShoppingIndicator,
  TITLE_LINE_HEIGHT,
} from 'shared-contracts';
import { CarouselControls, Icon, ReportPinDialog, SharePinDialog, useCarouselSlot } from 'react-kit';
import { useGrid } from '../grid/GridContext';
import { cardRows, textLines } from '../grid/cardMetrics';
import type { PinOverride } from '../grid/usePinOverrides';
import { DeletedStoryPin } from './DeletedStoryPin';
import { FeedbackOverlay } from './FeedbackOverlay';
import { GridGif } from './GridGif';
import { GridVideo } from './GridVideo';
import { PinOptionsMenu } from './PinOptionsMenu';
import { SaveButton } from './SaveButton';
import { ShoppingIndicator } from './ShoppingIndicator';
import { trackRightClick } from './rightClickTracking';
import { useImpression } from './useImpression';
import { imageLoadingOf } from './imageLoading';
import { usePressGestures } from './usePressGestures';
import iconStyles from './IconButton.module.css';
import styles from './PinCard.module.css';

export interface PinCardProps {
  pin: ApiGridPin;
  cell: CellPosition;
  slotIndex: number;
  override: PinOverride | undefined;
}

function PinCardView({ pin, cell, slotIndex, override }: PinCardProps) {
  const grid = useGrid();
  const { viewer, isDesktop, isBot, surface } = grid;
  const isAuth = viewer !== null;
  const element = useRef<HTMLDivElement>(null);
  // When the card first rendered, for the impression's render time (read once, on first render).
  const [mountedAt] = useState(() => performance.now());
  const renderDuration = useRef(0);
  const { slot, highlight, changeSlot } = useCarouselSlot(pin.carouselData?.index ?? 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);

  useImpression(
    element,
    { pinId: pin.id, surface: grid.impressionSurface, slotIndex, width: cell.width, height: cell.height },
    grid.impressions,
    renderDuration,
  );

  const slots = pin.carouselData?.slots ?? [];
  const gestures = usePressGestures({
    isAuth,
    isMobile: !isDesktop,
    onLongPress: () => setMenuOpen(true),
    ...(slots.length > 1
      ? { onSwipe: (d: 'next' | 'previous') => changeSlot(d === 'next' ? Math.min(slot + 1, slots.length - 1) : Math.max(slot - 1, 0)) }
      : {}),
  });

  const style: CSSProperties = { transform: `translate(${cell.x}px, ${cell.y}px)`, width: cell.width, height: cell.height };
  // aria-setsize only when the total is known (the feed has no more pages): never -1.
  const position = {
    'aria-posinset': slotIndex + 1,
    ...(grid.setSize === null ? {} : { 'aria-setsize': grid.setSize }),
    'data-pin-id': pin.id,
  };

  if (isDeletedStory(pin)) {
    return (
      <div role="listitem" className={styles.card} style={style} {...position}>
        <DeletedStoryPin />
      </div>
    );
  }

  const { title } = cardText(pin, slot);
  const label = pinDisplayTitle(pin, slot);
  if (override?.hidden) {
    return (
      <div role="listitem" className={styles.card} style={style} aria-label={label} {...position}>
        <FeedbackOverlay pin={pin} hidden={override.hidden} />
      </div>
    );
  }

  const rows = cardRows(pin, cell.width, { isAuth }, slot);
  const image = cardImage(shownImages(pin, slot), { isBot });
  const imageHeight = cell.height - textLines(rows) * TITLE_LINE_HEIGHT;
  const target = clickTargetOf(pin, { isAuth }, slot);
  const badge = badgeFor(pin, { isDesktop, isAuth, surface, carouselIndex: slot, hideStoryDurationExperiment: false });
  const price = priceDisplay(productOfferOf(pin));
  const domain = domainLabel(pin.domain, 'hoverBar');
  const external = pin.link && target.kind === 'external' ? target.href : null;
  // Signed-out mobile visitors get no hover content; everyone else on hover or focus (desktop) or always (mobile).
  const hoverContent = isDesktop || isAuth;
  const menuAllowed = isAuth;

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (gestures.blocksContextMenu()) {
      event.preventDefault();
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (isDesktop && anchor?.href) trackRightClick(pin, slotIndex, anchor.href);
  };
  const onLinkClick = () => {
    if (target.kind === 'external') bus.emit('pin/clicked-through', { pinId: pin.id, url: target.href, kind: 'click', slotIndex });
  };

  return (
    // The card is not a control: its picture link takes focus (Enter opens it, as a click does) and
    // its Save, Share and More options are that link's siblings, next in the tab order.
    <div
      ref={element}
      role="listitem"
      aria-label={label}
      className={`${styles.card}${hoverContent ? ` ${styles.hasHover}` : ''}${isDesktop ? ` ${styles.desktop}` : ''}${highlight ? ` ${styles.highlight}` : ''}${menuOpen ? ` ${styles.menuOpen}` : ''}`}
      style={style}
      {...position}
    >
      <div
        className={styles.media}
        style={{ height: imageHeight, backgroundColor: pin.dominantColor }}
        onContextMenu={onContextMenu}
        onTouchStart={gestures.onTouchStart}
        onTouchMove={gestures.onTouchMove}
        onTouchEnd={gestures.onTouchEnd}
        onTouchCancel={gestures.onTouchCancel}
        onClickCapture={gestures.onClickCapture}
      >
        <a
          className={styles.imageLink}
          href={target.href}
          aria-label={label}
          onClick={onLinkClick}
          {...(target.kind === 'external' ? { target: target.target, rel: target.rel } : {})}
        >
          <img
            src={image.src}
            {...(image.srcSet ? { srcSet: image.srcSet, sizes: `${cell.width}px` } : {})}
            width={cell.width}
            height={imageHeight}
            alt={pin.altText || title || 'Pin image'}
            {...imageLoadingOf(cell.y)}
            decoding="async"
            onLoad={() => (renderDuration.current = performance.now() - mountedAt)}
          />
        </a>
        {/* Bots get the picture; people see the video move when the page's autoplay picks it. */}
        {hasVideo(pin) && !isBot && <GridVideo pin={pin} />}
        {!hasVideo(pin) && gifOf(pin) !== null && !isBot && <GridGif pin={pin} />}
        {badge && (
          <span className={styles.badge} aria-label={badge.accessibleLabel} role="img">
            <span aria-hidden="true">{badge.label}</span>
          </span>
        )}
        {showsShoppingIndicator(pin, surface) && <ShoppingIndicator visible={grid.scrolling} />}
        {slots.length > 1 && <CarouselControls index={slot} slotCount={slots.length} onChange={changeSlot} />}
        {hoverContent && (
          <div className={styles.hoverLayer}>
            <div className={styles.primary}>
              {override?.saved && (
                // Spec section 2's saved overlay: where this page's save went, one click away.
                <a className={styles.saved} href={savedOverlayHref(override.saved.target)}>
                  {savedOverlayText(override.saved.target)}
                </a>
              )}
              <SaveButton pin={pin} saved={override?.saved} pending={override?.quickSave} slotIndex={slotIndex} imageUrl={image.src} />
            </div>
            <div className={styles.actions}>
              {external && domain && (
                <a className={styles.domain} href={external} target="_blank" rel="noopener noreferrer nofollow" onClick={onLinkClick}>
                  {domain}
                </a>
              )}
              {isAuth && isDesktop && (
                <button type="button" className={iconStyles.iconButton} aria-label="Share" onClick={() => setSharing(true)}>
                  <Icon name="share" />
                </button>
              )}
              {menuAllowed && <PinOptionsMenu pin={pin} open={menuOpen} onOpenChange={setMenuOpen} onReport={() => setReporting(true)} />}
            </div>
          </div>
        )}
      </div>
      {rows.titleLines > 0 && (
        <p className={styles.title} style={{ WebkitLineClamp: rows.titleLines, height: rows.titleLines * TITLE_LINE_HEIGHT }}>
          {title}
        </p>
      )}
      {rows.priceRow && (
        <p className={styles.price}>
          <span>{price.current}</span>
          {price.original && <del>{price.original}</del>}
        </p>
      )}
      {rows.promotedBy && (
        <p className={styles.promoted} style={{ WebkitLineClamp: rows.promotedLines, height: rows.promotedLines * TITLE_LINE_HEIGHT }}>
          {rows.promotedBy}
        </p>
      )}
      {rows.footerRow && (
        <p className={styles.footer}>
          <img src={pin.pinner.imageSmallUrl} alt="" width={20} height={20} />
          <span>{pin.pinner.fullName}</span>
        </p>
      )}
      {isBot && (
        <div className="pb-visually-hidden">
          <p>{pin.seoTitle || title}</p>
          {pin.seoDescription && <p>{pin.seoDescription}</p>}
          {pin.board && <p>Saved to {pin.board.name}</p>}
          {pin.sourceInterest && <p>Related interest: {pin.sourceInterest.name}</p>}
          <p>{pin.aggregatedPinData.saves} saves</p>
        </div>
      )}
      {sharing && <SharePinDialog pinId={pin.id} onClose={() => setSharing(false)} />}
      {reporting && (
        <ReportPinDialog
          pin={pin}
          surface={surface}
          onReported={(path) => grid.updateOverride(pin.id, { hidden: { path, feedbackType: feedbackTypeFor(pin), status: 'reported' } })}
          onClose={() => setReporting(false)}
        />
      )}
    </div>
  );
}

export const PinCard = memo(PinCardView);
