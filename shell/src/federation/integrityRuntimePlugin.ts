// A federation runtime plugin: every remote entry <script> and every preload <link> the runtime
// makes carries the integrity the registry recorded (a file whose bytes differ is refused by the
// browser, so only that area fails), and an entry that does not arrive in time is given up on.

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { integrityFor } from './integrityTable';

function withIntegrity<T extends HTMLScriptElement | HTMLLinkElement>(element: T, url: string): T {
  const expected = integrityFor(url);
  if (expected) {
    element.integrity = expected;
    // The same request as the document's preload of the file, so the browser reuses those bytes.
    element.crossOrigin = 'anonymous';
  }
  return element;
}

export function integrityRuntimePlugin(entryTimeoutMs: number): ModuleFederationRuntimePlugin {
  return {
    name: 'pinboard-integrity',
    createScript({ url, attrs }) {
      const script = document.createElement('script');
      script.src = url;
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      return { script: withIntegrity(script, url), timeout: entryTimeoutMs };
    },
    createLink({ url, attrs }) {
      const link = document.createElement('link');
      link.href = url;
      for (const [name, value] of Object.entries(attrs ?? {})) link.setAttribute(name, String(value));
      return withIntegrity(link, url);
    },
  };
}
