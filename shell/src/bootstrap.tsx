// The shell must itself import every React entry point it shares, or it does not provide them and
// a remote brings a second copy. The query library is shared inside react-kit.
import React from 'react';
import 'react-dom';
import 'react-dom/client';
import 'react/jsx-runtime';
import { navigateToUrl, start } from 'single-spa';
// The page's entry, outside React: it wires the page runtime's singletons themselves.
import {
  api,
  bus,
  getLocationSnapshot,
  primeRead,
  provideExposedLoader,
  provideFirstScreenLayout,
  provideFrameOrigins,
  recordAreaRuntime,
  session,
} from 'page-runtime';
import { AREA_OF_REMOTE } from 'shared-contracts/platform';
import { GENERIC_ERROR_MESSAGE, ownsRoute } from 'shared-contracts/rules';
import { createPageQueryClient, forgetOnAuthChange, hydrateFirstScreen, invalidateOnSaves, provideQueryClient } from 'react-kit';
import { mountFrame } from './frame/mountFrame';
import { interceptLinks } from './linkNavigation';
import { rememberScrollPositions } from './scrollMemory';
import { readPlatformConfig } from './platformConfig';
import { registerAreas } from './registerAreas';
import { registerNotFound } from './registerNotFound';
import { fetchCurrentRemotes } from './currentRemotes';
import { createEventLog } from './eventLog';
import { pageEventTransport } from './eventTransport';
import { startDebugPanel } from './debug/startDebugPanel';
import { createLoadReporter, sendBeacon } from './loadReporter';
import { loadAreaModule, loadExposedModule, preloadArea, registerAreaRemotes, startPageFederation } from './federation/pageFederation';
import { announcePageSettled } from './pageSettled';
import { yieldToMain } from './yieldToMain';
import { rememberLayout } from './layoutCookie';

// In three tasks, so none blocks the page for long: this chunk's code and the shared packages are
// evaluated, then the route's areas start loading, then the header (painted until then from the
// document's static copy) comes alive.
async function startShell(): Promise<void> {
  await yieldToMain();
  recordAreaRuntime('shell', React);
  const config = readPlatformConfig(document);
  // The first screen's feed came with the page: the feed's first read takes it instead of a round trip.
  if (config.firstRead) primeRead(config.firstRead.path, config.firstRead.body);
  if (config.followUpRead) primeRead(config.followUpRead.path, config.followUpRead.body);
  if (config.sessionRead) {
    primeRead(config.sessionRead.path, config.sessionRead.body);
    // Read now, from the document's answer, so it is known long before an area's code arrives: an
    // area the server rendered as this visitor hydrates as them.
    void session.load().catch(() => undefined);
  }
  startPageFederation(config.loadTimeoutMs);
  registerAreaRemotes(config.remotes);
  // The area that owns the route starts loading now, while the rest of the shell starts.
  const { route } = getLocationSnapshot();
  for (const remote of config.remotes) if (ownsRoute(AREA_OF_REMOTE[remote.name], route)) preloadArea(remote);
  provideFrameOrigins(config.frameOrigins ?? []);
  provideExposedLoader(loadExposedModule);
  const queryClient = createPageQueryClient();
  provideQueryClient(queryClient);
  // The area the server rendered starts from the cache and the layout it was rendered with.
  if (config.firstScreen) {
    hydrateFirstScreen(queryClient, config.firstScreen.queryState);
    provideFirstScreenLayout(config.firstScreen.layout);
  }
  invalidateOnSaves(bus, queryClient);
  forgetOnAuthChange(bus, queryClient);
  const reporter = createLoadReporter(window, sendBeacon);
  const eventLog = createEventLog(window, pageEventTransport, config.reportToken);
  startDebugPanel({ config, loads: reporter, logged: eventLog });
  registerAreas(config, { load: loadAreaModule, current: () => fetchCurrentRemotes(), report: (load) => reporter.record(load) });
  const notFoundRegion = document.getElementById('area-not-found');
  if (notFoundRegion) registerNotFound(notFoundRegion);
  interceptLinks(document, navigateToUrl);
  rememberScrollPositions(window);
  announcePageSettled(window, bus);
  // The first screen came without the HTTP client (its read was in the document): load it once the
  // page has settled, if no call has needed it by then.
  const offSettled = bus.on('page/settled', () => {
    offSettled();
    api.warm();
    // The server-rendered area has hydrated (its first content is in): later grids measure themselves.
    provideFirstScreenLayout(null);
    // Measuring the window lays the page out: done once it has settled, not while it starts.
    rememberLayout(window);
  });
  start({ urlRerouteOnly: true });
  await yieldToMain();
  try {
    mountFrame(document, config.frame, navigateToUrl);
  } catch (error) {
    // The page's areas are running by now: a header that cannot start keeps its static copy.
    console.error('[shell] the header could not start', error);
  }
}

startShell().catch((error: unknown) => {
  console.error('[shell] could not start', error);
  const main = document.getElementById('main');
  if (main) main.textContent = GENERIC_ERROR_MESSAGE;
});
