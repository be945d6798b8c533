// A story pin's pages on the closeup, played in order (spec sections 3 and 4; the rules are
// shared-contracts' storyPlayback): a static page shows for 5000 ms, a video page plays its MP4
// (muted, inline) and moves on when it ends, and the last page stops. A segmented bar shows how
// far the story is; Previous, Next and Pause/Play are buttons. It waits while the tab is hidden,
// and for people who asked for less motion nothing moves until they press Play.

import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import type { PageBus } from 'page-runtime';
import { type ApiPin, type ApiVideoVariant } from 'shared-contracts/api';
import {
  nextStoryPage,
  previousStoryPage,
  storyPageTiming,
  storyPlaysNow,
  storySegmentFill,
  storyWantsToPlay,
  videoStateName,
} from 'shared-contracts/rules';
import { useReducedMotion, useVideoStates } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { closeupImage } from './closeupImage';
import { PinPicture } from './PinPicture';
import { useDocumentHidden } from './useDocumentHidden';
import { useVideoRetry, VideoFailure } from './VideoFailure';
import styles from './PinMedia.module.css';

/** How often a static page's time is checked and its bar moves on. */
const TICK_MS = 100;

export interface StoryPlayerProps {
  pin: ApiPin;
  alt: string;
  /** Bots get the pictures (the server's render): nothing plays for them. */
  isBot: boolean;
}

export function StoryPlayer({ pin, alt, isBot }: StoryPlayerProps) {
  const { events } = useCloseupDeps();
  const pages = pin.storyPinData?.pages ?? [];
  const reducedMotion = useReducedMotion();
  const hidden = useDocumentHidden();
  const [page, setPage] = useState(0);
  // The person's Play or Pause; until they press one, the story plays unless they asked for less motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const [finished, setFinished] = useState(false);
  // How far the current page is, 0 to 1 (the bar's segment).
  const [progress, setProgress] = useState(0);
  // A static page's time so far, kept across a pause.
  const elapsed = useRef(0);
  const current = pages[page];
  const timing = current ? storyPageTiming(current) : null;
  const context = { reducedMotion: reducedMotion || isBot, hidden, choice: isBot ? false : choice, finished };
  const wantsToPlay = storyWantsToPlay(context);
  const playing = storyPlaysNow(context);

  const show = useCallback((next: number) => {
    elapsed.current = 0;
    setPage(next);
    setProgress(0);
    setFinished(false);
  }, []);
  const advance = useCallback(() => {
    const next = nextStoryPage(page, pages.length);
    if (next !== null) return show(next);
    setFinished(true);
    setProgress(1);
  }, [page, pages.length, show]);

  const refused = useCallback(() => setChoice(false), []);

  const staticMs = timing?.kind === 'static' ? timing.ms : null;
  useEffect(() => {
    if (!playing || staticMs === null) return undefined;
    // Measured by the clock, not by counting ticks: a late tick does not stretch the page.
    const startedAt = Date.now() - elapsed.current;
    const timer = setInterval(() => {
      elapsed.current = Date.now() - startedAt;
      if (elapsed.current >= staticMs) advance();
      else setProgress(elapsed.current / staticMs);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [playing, staticMs, advance]);

  if (!current || !timing)
    return <PinPicture image={closeupImage(pin.images, isBot)} alt={alt} dominantColor={pin.dominantColor} priority />;
  const image = closeupImage(current.blocks.find((block) => block.image)?.image ?? pin.images, isBot);
  const texts = current.blocks.flatMap((block) => (block.text ? [block.text] : []));
  const label = texts[0] ?? alt;
  const previous = previousStoryPage(page, pages.length);
  const next = nextStoryPage(page, pages.length);
  // A single still page has nothing to play.
  const playable = pages.length > 1 || timing.kind === 'video';
  const togglePlay = () => {
    if (wantsToPlay) return setChoice(false);
    // Play after the last page starts the story again.
    if (finished) show(0);
    setChoice(true);
  };

  return (
    <div className={styles.story} role="group" aria-roledescription="story" aria-label={`${alt}: page ${page + 1} of ${pages.length}`}>
      {pages.length > 1 && (
        // The page's number is said in words below; the bar is for the eye.
        <div className={styles.storyProgress} aria-hidden="true">
          {pages.map((_, i) => (
            <span key={i} className={styles.storySegment}>
              <span className={styles.storySegmentFill} style={{ transform: `scaleX(${storySegmentFill(i, page, progress)})` }} />
            </span>
          ))}
        </div>
      )}
      {timing.kind === 'video' && !isBot ? (
        <StoryVideo
          key={page}
          video={timing.video}
          poster={image.src}
          label={label}
          dominantColor={pin.dominantColor}
          pinId={pin.id}
          events={events}
          playing={playing}
          onEnded={advance}
          onProgress={setProgress}
          onRefused={refused}
        />
      ) : (
        <PinPicture image={image} alt={label} dominantColor={pin.dominantColor} priority={page === 0} />
      )}
      {texts.map((text, i) => (
        <p key={i} className={styles.storyText}>
          {text}
        </p>
      ))}
      {playable && (
        <div className={styles.storyNav}>
          {pages.length > 1 && (
            <button type="button" className="pb-button" disabled={previous === null} onClick={() => previous !== null && show(previous)}>
              Previous page
            </button>
          )}
          {/* Said when a person turns the page, not every few seconds while it plays. */}
          <span aria-live={playing ? 'off' : 'polite'}>
            Page {page + 1} of {pages.length}
          </span>
          <button type="button" className="pb-button" onClick={togglePlay}>
            {wantsToPlay ? 'Pause story' : 'Play story'}
          </button>
          {pages.length > 1 && (
            <button type="button" className="pb-button" disabled={next === null} onClick={() => next !== null && show(next)}>
              Next page
            </button>
          )}
        </div>
      )}
    </div>
  );
}

interface StoryVideoProps {
  video: ApiVideoVariant;
  poster: string;
  label: string;
  dominantColor: string;
  pinId: string;
  events: PageBus;
  playing: boolean;
  onEnded: () => void;
  onProgress: (fraction: number) => void;
  /** The browser would not start it (its autoplay rules): the story waits for the person's Play. */
  onRefused: () => void;
}

/** A video page: the story's Play and Pause drive it, so it has no controls of its own. */
function StoryVideo({ video, poster, label, dominantColor, pinId, events, playing, onEnded, onProgress, onRefused }: StoryVideoProps) {
  const element = useRef<HTMLVideoElement>(null);
  const { failure, setFailure, attempt, retry } = useVideoRetry();

  useVideoStates(element, pinId, {
    events,
    attempt,
    onFailure: setFailure,
    onState: (state) => {
      if (videoStateName(state) === 'ended') onEnded();
    },
  });

  useEffect(() => {
    const media = element.current;
    if (!media || failure !== null) return;
    if (!playing) {
      media.pause();
      return;
    }
    // Promise.resolve: some browsers' play() returns nothing. A pause before it starts is no refusal.
    Promise.resolve(media.play()).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'NotAllowedError') onRefused();
    });
  }, [playing, failure, attempt, onRefused]);

  const box: CSSProperties = { aspectRatio: `${video.width} / ${video.height}`, backgroundColor: dominantColor };
  return (
    <div className={`${styles.picture} ${styles.video}`} style={box}>
      {/* No sound (the seed's videos have none): muted, so browsers let it start by itself. */}
      <video
        key={attempt}
        ref={element}
        className={styles.player}
        src={video.url}
        muted
        playsInline
        preload="auto"
        poster={poster}
        width={video.width}
        height={video.height}
        aria-label={`Video: ${label}`}
        onTimeUpdate={(event) => {
          const media = event.currentTarget;
          const seconds = Number.isFinite(media.duration) && media.duration > 0 ? media.duration : video.duration / 1000;
          if (seconds > 0) onProgress(media.currentTime / seconds);
        }}
      />
      {failure !== null && <VideoFailure code={failure} onRetry={retry} />}
    </div>
  );
}
