// What the registry refuses at deploy, whoever built the area and however: a container that is not
// named after its area (the shell finds it by that name), no './app' to mount, a singleton the
// shell provides bundled into the build instead of shared (two Reacts on one page), a federation
// runtime of its own, and more bytes
// before the area can mount than its area's budget. Each refusal says what to change.

import type { RemoteName } from 'shared-contracts/platform';

/** The packages the shell provides once per page: an area must share them, never bundle them. */
export const SHELL_SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'page-runtime', 'react-kit'] as const;
export type ShellSingleton = (typeof SHELL_SINGLETONS)[number];

/**
 * How each singleton's own code reads in a minified chunk: what its module defines (property
 * names and sentences survive minification), not what its users read from it.
 */
export const SINGLETON_SIGNATURES: Record<ShellSingleton, RegExp> = {
  react: /\.__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react/jsx-runtime': /\.jsxs\s*=(?!=)/,
  'react-dom': /\.__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE\s*=(?!=)/,
  'react-dom/client': /__reactContainer\$/,
  'page-runtime': /a command has exactly one owner\./,
  'react-kit': /\.displayName\s*=\s*["'`]PinboardAreaDeps["'`]/,
};

/** The federation runtime's own code (its logger's prefix): an entry built with externalRuntime has none. */
export const FEDERATION_RUNTIME_SIGNATURE = /\[ Federation Runtime \]/;

/**
 * Each area's budget: the most its entry and the files its './app' needs first may weigh, gzip-compressed.
 * Boards and experiences took the save calls from page-runtime in issue 61 (0.9 and 1.9 KB), and
 * the feed a pin's feedback (1.1 KB: its answers to pin/hide and pin/report; the calls and the
 * report dialog load when first used), which left it at 33.9 KB: its cap is 35, a team's next
 * change having room.
 */
export const AREA_BUDGET_BYTES: Record<RemoteName, number> = {
  mf_feed: 35 * 1024,
  mf_closeup: 27 * 1024,
  mf_boards: 29 * 1024,
  mf_experiences: 27 * 1024,
  mf_business: 16 * 1024,
};

export interface GateManifest {
  name?: unknown;
  metaData?: { globalName?: unknown; name?: unknown };
  exposes?: unknown;
  shared?: unknown;
}

export interface GatedBuild {
  remote: RemoteName;
  /** The build's mf-manifest.json, parsed. */
  manifest: GateManifest;
  /** The build's browser scripts (server files are not sent to a page). */
  scripts: readonly { path: string; text: string }[];
}

interface ManifestShared {
  name?: unknown;
  assets?: { js?: { sync?: unknown; async?: unknown } };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** The files a shared module's fallback lives in: loaded only when the page provides no copy, so they may hold it. */
function fallbackFiles(manifest: GateManifest, name: string): Set<string> {
  const entries = Array.isArray(manifest.shared) ? (manifest.shared as ManifestShared[]) : [];
  const entry = entries.find((shared) => shared.name === name);
  return new Set([...strings(entry?.assets?.js?.sync), ...strings(entry?.assets?.js?.async)]);
}

function containerRefusals({ remote, manifest }: GatedBuild): string[] {
  const names = [manifest.name, manifest.metaData?.globalName].filter((n) => n !== undefined && n !== '');
  const wrong = names.find((name) => name !== remote);
  if (names.length > 0 && wrong === undefined) return [];
  const found = wrong === undefined ? 'has no name' : `is named ${JSON.stringify(wrong)}`;
  return [
    `its federation container ${found}, but the shell loads ${remote} by its area's name: set name: '${remote}' in ModuleFederationPlugin's options.`,
  ];
}

function appRefusals({ manifest }: GatedBuild): string[] {
  const exposes = Array.isArray(manifest.exposes) ? (manifest.exposes as { path?: unknown }[]) : [];
  if (exposes.some((expose) => expose.path === './app')) return [];
  return [
    "it exposes no './app', the single-spa lifecycles the shell mounts: add exposes: { './app': './src/app.tsx' } to ModuleFederationPlugin's options, with bootstrap, mount and unmount made by single-spa-react.",
  ];
}

function singletonRefusals({ manifest, scripts }: GatedBuild): string[] {
  return SHELL_SINGLETONS.flatMap((name) => {
    const allowed = fallbackFiles(manifest, name);
    const bundledIn = scripts.find((script) => !allowed.has(script.path) && SINGLETON_SIGNATURES[name].test(script.text));
    if (!bundledIn) return [];
    return [
      `it bundles its own ${name} (in ${bundledIn.path}) instead of the page's one copy: add '${name}': { singleton: true, requiredVersion: '<your range>' } to ModuleFederationPlugin's shared.`,
    ];
  });
}

function runtimeRefusals({ scripts }: GatedBuild): string[] {
  const bundledIn = scripts.find((script) => FEDERATION_RUNTIME_SIGNATURE.test(script.text));
  if (!bundledIn) return [];
  return [
    `it brings its own federation runtime (in ${bundledIn.path}) instead of the page's one: set experiments: { externalRuntime: true } in ModuleFederationPlugin's options.`,
  ];
}

/** Every reason the registry refuses this build, each a sentence that names the fix; empty when it passes. */
export function buildRefusals(build: GatedBuild): string[] {
  return [...containerRefusals(build), ...appRefusals(build), ...singletonRefusals(build), ...runtimeRefusals(build)];
}

/** The budget a build is held to: its area's, or the build's own when it declares a smaller one. */
export function effectiveBudget(remote: RemoteName, declared: number | undefined): number {
  return Math.min(declared ?? Number.POSITIVE_INFINITY, AREA_BUDGET_BYTES[remote]);
}
