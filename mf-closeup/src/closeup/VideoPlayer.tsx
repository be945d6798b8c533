// A video pin's player on the closeup (spec sections 1, 3, 4 and 8): HLS (vHLSV4) where the
// browser plays it natively, else through hls.js (loaded only for a video pin), else the MP4
// (v720P). The browser's own controls (keyboard operable), the spec's state codes on the bus, and
// media errors 1-4 said in words with a way to try again.

import { useEffect, useRef, type CSSProperties } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { videoEmbedOf } from 'shared-contracts/rules';
import { useVideoStates } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { closeupImage } from './closeupImage';
import { useVideoRetry, VideoFailure } from './VideoFailure';
import styles from './PinMedia.module.css';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface VideoPlayerProps {
  pin: ApiPin;
  alt: string;
  /** hls.js, loaded on demand (a test gives its own). */
  loadHls?: () => Promise<HlsModule>;
}

/** The part of hls.js the player uses. */
export interface HlsModule {
  isSupported: () => boolean;
  create: (onFatal: (code: 2 | 3 | 4) => void) => { attach: (video: HTMLVideoElement, url: string) => void; destroy: () => void };
}

const loadHlsJs = (): Promise<HlsModule> => import(/* webpackChunkName: "hls" */ './hlsPlayer').then((m) => m.hlsModule);

export function VideoPlayer({ pin, alt, loadHls = loadHlsJs }: VideoPlayerProps) {
  const { events } = useCloseupDeps();
  const video = useRef<HTMLVideoElement>(null);
  const { failure, setFailure, attempt, retry } = useVideoRetry();
  const list = pin.videos?.videoList ?? {};
  const hlsUrl = list.vHLSV4?.url ?? null;
  const mp4Url = list.v720P?.url ?? videoEmbedOf(pin);
  const size = list.v720P ?? list.vHLSV4 ?? { width: pin.images.orig.width, height: pin.images.orig.height };
  const poster = closeupImage(pin.images, false);
  const captions = pin.videos?.captions[0];

  // Where the picture comes from, set again for each attempt.
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    let live = true;
    let stop = () => undefined as void;
    const playMp4 = () => {
      if (mp4Url) element.src = mp4Url;
    };
    if (hlsUrl && element.canPlayType(HLS_TYPE)) element.src = hlsUrl;
    else if (hlsUrl)
      loadHls().then(
        (hls) => {
          if (!live) return;
          if (!hls.isSupported()) return playMp4();
          const player = hls.create((code) => live && setFailure(code));
          player.attach(element, hlsUrl);
          stop = () => player.destroy();
        },
        () => live && playMp4(),
      );
    else playMp4();
    return () => {
      live = false;
      stop();
    };
  }, [attempt, hlsUrl, mp4Url, loadHls, setFailure]);

  // The spec's state codes, for whoever listens (the event log); a failure is shown.
  useVideoStates(video, pin.id, { events, attempt, onFailure: setFailure });

  const box: CSSProperties = { aspectRatio: `${size.width} / ${size.height}`, backgroundColor: pin.dominantColor };
  return (
    <div className={`${styles.picture} ${styles.video}`} style={box}>
      <video
        key={attempt}
        ref={video}
        className={styles.player}
        controls
        playsInline
        preload="metadata"
        poster={poster.src}
        width={size.width}
        height={size.height}
        aria-label={`Video: ${alt}`}
      >
        {/* The pin's caption track (the seed writes one per video: no speech, so it says what the video shows). */}
        <track kind="captions" src={captions?.url} srcLang={captions?.lang ?? 'en'} label={captions?.label ?? 'Captions'} default />
      </video>
      {failure !== null && <VideoFailure code={failure} onRetry={retry} />}
    </div>
  );
}
