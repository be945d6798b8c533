/** @jest-environment jsdom */
import { INTEGRITY_GLOBAL as BUILD_INTEGRITY_GLOBAL } from 'build-config/integrityPlugin';
import { INTEGRITY_GLOBAL, integrityPlugin } from './remoteLoader';

const HASH = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';

describe('integrity of remote scripts', () => {
  it('uses the table name the remotes’ chunk loaders read', () => {
    // The two sides are built separately (webpack plugin, shell bundle): they must agree.
    expect(BUILD_INTEGRITY_GLOBAL).toBe(INTEGRITY_GLOBAL);
  });

  it('gives a listed entry script its integrity and leaves other scripts alone', () => {
    (globalThis as unknown as Record<string, Record<string, string>>)[INTEGRITY_GLOBAL] = {
      [new URL('/remotes/mf_feed/1.0.0%2Baaaaaaaaaa/remoteEntry.js', document.baseURI).href]: HASH,
    };
    const createScript = integrityPlugin.createScript as (args: { url: string }) => HTMLScriptElement | undefined;
    const script = createScript({ url: '/remotes/mf_feed/1.0.0%2Baaaaaaaaaa/remoteEntry.js' });
    expect(script?.integrity).toBe(HASH);
    expect(script?.crossOrigin).toBe('anonymous');
    expect(createScript({ url: 'http://localhost:3101/remoteEntry.js' })).toBeUndefined();
  });
});
