// Starts the employee debug panel (spec section 6: debug mode through URL parameters starting with
// deb_) when, and only when, the document's frame says a signed-in employee is looking and the URL
// asks for it. For everyone else this is the whole of the panel's code on the page: its component
// and calls are a separate chunk (debug-panel.[hash].js) that is never requested; only its few
// style rules ride in the shell's one stylesheet, as all the shell's CSS does. The edge server
// refuses the panel's calls to anyone but an employee all the same.

// Module code outside React (no deps hook): the page's bus is the default.
import { bus, type PageBus } from 'page-runtime';
import { mayOpenDebugPanel } from 'shared-contracts/rules';
import { type PlatformConfig } from 'shared-contracts/platform';
import { createDebugRecorder, type DebugSources } from './debugRecorder';
import type { mountDebugPanel } from './mountDebugPanel';

export interface DebugPanelModule {
  mountDebugPanel: typeof mountDebugPanel;
}

export interface DebugPanelStart {
  config: PlatformConfig;
  loads: DebugSources['loads'];
  logged: DebugSources['logged'];
  /** The page's query string (default: the address bar's). */
  search?: string;
  doc?: Document;
  events?: PageBus;
  /** Loads the panel's chunk (default: the lazy import). */
  load?: () => Promise<DebugPanelModule>;
}

const loadDebugPanel = (): Promise<DebugPanelModule> => import(/* webpackChunkName: "debug-panel" */ './mountDebugPanel');

/** True when the panel is starting (its chunk is being loaded). */
export function startDebugPanel({
  config,
  loads,
  logged,
  search = window.location.search,
  doc = document,
  events = bus,
  load = loadDebugPanel,
}: DebugPanelStart): boolean {
  if (!mayOpenDebugPanel(config.frame?.viewer, search)) return false;
  // Recording starts now, with the page, so the panel shows what happened before its chunk arrived.
  const recorder = createDebugRecorder({ events, loads, logged });
  load()
    .then((panel) => panel.mountDebugPanel({ doc, remotes: config.remotes, recorder, events }))
    .catch((error: unknown) => {
      recorder.stop();
      console.error('[shell] the debug panel could not load', error);
    });
  return true;
}
