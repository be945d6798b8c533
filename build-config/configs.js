// @ts-check
// The webpack configs: a federated area (with its server entry), the shell that hosts them, and the
// edge server's Node bundle, each from the sharing and loaders written once beside this file.
const path = require('node:path');
// @module-federation/enhanced: its standard mf-manifest.json per area build (which AreaManifestPlugin
// completes for the registry) and one federation runtime per page: the shell provides it
// (provideExternalRuntime) and every area's entry takes it from there (externalRuntime).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ChunkIntegrityPlugin, SharedVersionsPlugin } = require('./integrityPlugin');
const { AreaManifestPlugin, checkBudget, exposeChunkName } = require('./areaManifestPlugin');
const { areaDtsOptions, federationExposes } = require('./federationTypes');
const { StartupPreloadPlugin, startupFiles } = require('./startupPreloadPlugin');
const { CompileHintsPlugin, entryFiles, groupFiles } = require('./compileHintsPlugin');
const { cssExtractPlugin, cssRules, ONE_CSS_FILE, serverCssRules, swcRule } = require('./loaders');
const {
  consumedOnly,
  eagerly,
  federationRuntimeVersion,
  installedVersion,
  RUNTIME_OPTIMIZATION,
  sharedSingletons,
  sharedVersions,
} = require('./sharing');

/** @typedef {import('webpack').Configuration} Configuration */
/** @typedef {{ mode?: string } | undefined} Argv webpack-cli's arguments: only the mode is read. */
/** @typedef {(env: unknown, argv: Argv) => Configuration | Configuration[]} ConfigFunction */

/**
 * @param {string} packageDir
 * @param {Argv} argv
 * @returns {Configuration}
 */
function common(packageDir, argv) {
  const production = (argv && argv.mode) !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: packageDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // 'es2015' first: rxjs's ES2015 build, with no tslib helpers, rather than its ES5 one.
    resolve: { extensions: ['.tsx', '.ts', '.js'], conditionNames: ['es2015', '...'] },
    module: { rules: [swcRule(), ...cssRules()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A browser build's files: named by their content, so each may be cached for good, in a folder
 * emptied first.
 * @param {string} outputPath
 * @param {string} publicPath
 * @param {string} uniqueName
 * @returns {Configuration['output']}
 */
function browserOutput(outputPath, publicPath, uniqueName) {
  return {
    path: outputPath,
    publicPath,
    uniqueName,
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  };
}

/** Where a remote's server entry is built, inside its dist/ (the registry knows this path too). */
const SERVER_DIR = 'server';
const SERVER_FILE = 'render.js';

/**
 * A remote's server entry as its own Node build: one CommonJS file, dist/server/render.js, with
 * React, react-dom/server and everything else it imports compiled in (only Node's built-in modules
 * are left to require), so it runs in any edge server whatever that has installed. No Module
 * Federation: nothing is shared at run time. It is built after the browser build, whose `clean`
 * empties dist/.
 */
/**
 * @param {{ packageDir: string, name: string, serverEntry: string }} options
 * @param {Argv} argv
 * @returns {Configuration}
 */
function remoteServerConfig({ packageDir, name, serverEntry }, argv) {
  const production = (argv && argv.mode) !== 'development';
  const webpack = require('webpack');
  return {
    name: `${name}-server`,
    dependencies: [name],
    mode: production ? 'production' : 'development',
    context: packageDir,
    target: 'node20',
    // The edge server evaluates the file's own bytes (verified against the registry's hash); a
    // source map would be a second file it never reads.
    devtool: false,
    entry: { render: serverEntry },
    output: {
      path: path.join(packageDir, 'dist', SERVER_DIR),
      filename: SERVER_FILE,
      library: { type: 'commonjs2' },
      clean: true,
    },
    externalsPresets: { node: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        swcRule(),
        ...serverCssRules(),
        // The server entry uses shared-contracts' pure rules; the page runtime (the API client on
        // axios, the bus on rxjs) and the React kit are left out where unused instead of kept for
        // import side effects that only the page has a use for.
        {
          test: /[\\/](shared-contracts|page-runtime|react-kit)[\\/]/,
          exclude: /node_modules[\\/](?!shared-contracts|page-runtime|react-kit)/,
          sideEffects: false,
        },
      ],
    },
    // Not minified: Node reads it once from disk, and minifying took most of an area's build time
    // (9 to 17 s of each area's 13 to 28 s here).
    optimization: { splitChunks: false, runtimeChunk: false, minimize: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A federated area. `name` is its Module Federation name (mf_feed ...); `exposes` maps public
 * module names to files. It emits remoteEntry.js and mf-manifest.json into dist/. With
 * `serverEntry` (a file exporting functions the edge server calls, e.g. the closeup's bot page) the
 * same run also builds that file for Node into dist/server/render.js (remoteServerConfig): the
 * config is then a list of two compilations, the browser's first. `handles` lists the bus commands
 * and events the area acts on wherever the visitor is (AreaManifestPlugin): the shell loads it on
 * the first of them instead of on every route.
 */
/**
 * @param {{ packageDir: string, name: string, exposes: Record<string, string>, serverEntry?: string,
 *   handles?: { commands?: string[], events?: string[] }, budget: { initialKB: number } }} options
 * @returns {ConfigFunction}
 */
function remoteConfig({ packageDir, name, exposes, serverEntry, handles, budget }) {
  checkBudget(budget, name);
  if (serverEntry !== undefined && (typeof serverEntry !== 'string' || !serverEntry.startsWith('./'))) {
    throw new Error(
      `remoteConfig: serverEntry must be a path inside the package such as './src/seo/render.tsx', not ${JSON.stringify(serverEntry)}`,
    );
  }
  // The same list is given to federation and written in the manifest the registry checks.
  const shared = sharedSingletons(packageDir);
  /** @param {Argv} argv @returns {Configuration} */
  const browser = (argv) => ({
    ...common(packageDir, argv),
    name,
    entry: {},
    output: browserOutput(path.join(packageDir, 'dist'), 'auto', name),
    optimization: ONE_CSS_FILE,
    plugins: [
      cssExtractPlugin(),
      new ChunkIntegrityPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // Named chunks, so the startup hints can list what each exposed module needs before it runs.
        exposes: federationExposes(exposes, exposeChunkName),
        shared: consumedOnly(shared),
        manifest: true,
        // The types of what it exposes to other areas, published with the build (federationTypes.js).
        dts: areaDtsOptions({ packageDir, exposes, production: (argv && argv.mode) !== 'development' }),
        // The federation runtime is the shell's (one per page, not one per area).
        experiments: { externalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
      }),
      new AreaManifestPlugin({
        name,
        handles,
        budget,
        shared,
        federationRuntime: federationRuntimeVersion(),
        contractsVersion: installedVersion('shared-contracts', packageDir),
      }),
      // remoteEntry.js and what each exposed module needs before it runs.
      new CompileHintsPlugin({
        startup: (compilation) => [...entryFiles(compilation), ...groupFiles(compilation, Object.keys(exposes).map(exposeChunkName))],
      }),
    ],
  });
  return (_env, argv) => (serverEntry ? [browser(argv), remoteServerConfig({ packageDir, name, serverEntry }, argv)] : browser(argv));
}

/** The browser compilation of a webpack config that may also hold a server one (pinboard-dev serves only it). */
/**
 * @param {Configuration | Configuration[]} config
 * @returns {Configuration}
 */
function browserConfigOf(config) {
  if (!Array.isArray(config)) return config;
  const browser = config.find((c) => !String(c.target ?? 'web').startsWith('node'));
  if (!browser) throw new Error('the webpack config has no browser compilation');
  return browser;
}

/** The shell: a host with no remotes known at build time; the edge server lists them per request. */
/**
 * @param {{ packageDir: string }} options
 * @returns {ConfigFunction}
 */
function hostConfig({ packageDir }) {
  return (_env, argv) => ({
    ...common(packageDir, argv),
    entry: { shell: './src/index.ts' },
    output: browserOutput(path.join(packageDir, 'dist', 'public'), '/shell/', 'shell'),
    optimization: ONE_CSS_FILE,
    plugins: [
      cssExtractPlugin(),
      // Provides the shared singletons to the page's share scope and the page's one federation
      // runtime, which loads every area's entry (shell/src/federation).
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: eagerly(sharedSingletons(packageDir)),
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true, optimization: RUNTIME_OPTIMIZATION },
      }),
      // Module Federation adds its runtime-providing plugin by its CommonJS file, which would bundle
      // the runtime's CommonJS build beside the ES one the shell already has: take the plugin's ES build.
      new (require('webpack').NormalModuleReplacementPlugin)(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
        resource.request = resource.request.replace(/index\.cjs$/, 'index.js');
      }),
      new SharedVersionsPlugin(sharedVersions(packageDir)),
      new HtmlWebpackPlugin({
        template: path.join(packageDir, 'src', 'document.html'),
        filename: '../document.html',
        scriptLoading: 'defer',
        inject: 'head',
      }),
      new StartupPreloadPlugin({ entry: 'shell' }),
      // shell.js and the chunks it loads as it starts (what the page preloads).
      new CompileHintsPlugin({ startup: (compilation) => [...entryFiles(compilation), ...startupFiles(compilation, 'shell')] }),
    ],
  });
}

/** Packages compiled into a Node bundle: the workspaces' TypeScript source. */
const INLINED_WORKSPACES = ['shared-contracts', 'page-runtime', 'sql-kit', 'api', 'pinboard-platform'];

/** A Node program (the edge server): the inlined workspaces are compiled in, other packages are required. */
/**
 * @param {{ packageDir: string, entry: string | Record<string, string>, outputPath: string }} options
 * @returns {ConfigFunction}
 */
function serverConfig({ packageDir, entry, outputPath }) {
  return (_env, argv) => ({
    ...common(packageDir, argv),
    devtool: 'source-map',
    target: 'node20',
    // One entry file (main.js), or several by name.
    entry: typeof entry === 'string' ? { main: entry } : entry,
    output: { path: outputPath, filename: '[name].js', library: { type: 'commonjs2' }, clean: true },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const bare = request && !request.startsWith('.') && !path.isAbsolute(request);
        const inlined = INLINED_WORKSPACES.some((name) => request === name || (request && request.startsWith(`${name}/`)));
        if (bare && !inlined) {
          return callback(null, `commonjs ${request}`);
        }
        return callback();
      },
    ],
    optimization: { minimize: false },
  });
}

module.exports = { remoteConfig, hostConfig, serverConfig, browserConfigOf, SERVER_DIR, SERVER_FILE };
