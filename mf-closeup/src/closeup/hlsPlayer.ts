// hls.js behind the player's small interface: its own chunk, fetched only for a video pin in a
// browser without native HLS. A fatal error is told as spec section 8's code: network 2, media 3,
// anything else 4 (source not supported).

import Hls from 'hls.js';
import type { HlsModule } from './VideoPlayer';

export const hlsModule: HlsModule = {
  isSupported: () => Hls.isSupported(),
  create(onFatal) {
    // No worker: hls.js would start it from a blob: URL, which the site's Content-Security-Policy refuses.
    const hls = new Hls({ enableWorker: false });
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      onFatal(data.type === Hls.ErrorTypes.NETWORK_ERROR ? 2 : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 3 : 4);
      hls.destroy();
    });
    return {
      attach(video, url) {
        hls.loadSource(url);
        hls.attachMedia(video);
      },
      destroy: () => hls.destroy(),
    };
  },
};
