// The one webpack + Module Federation setup the shell and every area build with, so the shared
// singletons (one React, one page runtime, one React kit with the query library) are declared in exactly one place.
const fs = require('node:fs');
const path = require('node:path');
// @module-federation/enhanced: its standard mf-manifest.json per area build (which AreaManifestPlugin
// completes for the registry) and one federation runtime per page: the shell provides it
// (provideExternalRuntime) and every area's entry takes it from there (externalRuntime).
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { scopedClassName } = require('./cssModuleNames');
const { ChunkIntegrityPlugin, SharedVersionsPlugin } = require('./integrityPlugin');
const { AreaManifestPlugin, checkBudget, exposeChunkName } = require('./areaManifestPlugin');
const { StartupPreloadPlugin, startupFiles } = require('./startupPreloadPlugin');
const { CompileHintsPlugin, entryFiles, groupFiles } = require('./compileHintsPlugin');

// The page's singletons, each shared under its package's name: one React and one react-dom (every
// subpath React code imports needs its own key, or a second copy is bundled), the page runtime (bus,
// API client, session, navigation: state there must be one of per page) and the React kit (the
// page's one query cache; it re-exports the hooks of the query library the site uses, so the library
// is shared inside it, cut to those). shared-contracts, the domain, is not shared: it holds no state,
// so each area bundles only the rules and contracts it calls.
const SINGLETONS = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'page-runtime': 'page-runtime',
  'react-kit': 'react-kit',
};

function installedVersion(packageName, fromDir) {
  try {
    return require(require.resolve(`${packageName}/package.json`, { paths: [fromDir] })).version;
  } catch {
    // A package whose exports hide its package.json: walk up from its entry to it.
    let dir = path.dirname(require.resolve(packageName, { paths: [fromDir] }));
    for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      if (fs.existsSync(file) && JSON.parse(fs.readFileSync(file, 'utf8')).name === packageName) return require(file).version;
    }
    throw new Error(`cannot find the installed version of ${packageName} from ${fromDir}`);
  }
}

/** Shared singletons with caret ranges from the versions installed for this package. */
function sharedSingletons(packageDir) {
  const singleton = (packageName) => {
    const version = installedVersion(packageName, packageDir);
    // Stated, not inferred: a subpath's own folder may have a package.json without a version.
    return { singleton: true, version, requiredVersion: `^${version}` };
  };
  return Object.fromEntries(Object.entries(SINGLETONS).map(([request, packageName]) => [request, singleton(packageName)]));
}

/**
 * The shell's provided singletons go in its entry file rather than one chunk each: every page
 * runs all of them before anything else, and one file compresses better than eight small ones
 * (7 KB less on every route) and takes one request. Areas still consume them from the share scope.
 */
const eagerly = (shared) => Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, eager: true }]));

/**
 * What an area asks of the share scope: the shell's copies only. An area bundles no copy of its own
 * to fall back on and offers none to the page. The registry refuses to deploy, route or override an
 * area whose ranges the shell's versions do not satisfy (platform rules/compatibility.ts); a
 * fallback was never loaded then.
 */
const consumedOnly = (shared) => Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }]));

/** The package areas' entries take from the shell instead of bundling it (experiments.externalRuntime). */
const FEDERATION_RUNTIME = '@module-federation/runtime-core';
const federationRuntimeVersion = () => installedVersion(FEDERATION_RUNTIME, path.dirname(require.resolve('@module-federation/enhanced')));

/**
 * Both sides of the page's one federation runtime. `disableSnapshot` leaves out the runtime's
 * manifest-fetching snapshot plugin: the document already carries what each remote's manifest says
 * (its entry, files and integrity, from the registry), and the shell's own preload plugin turns that
 * into preloadRemote's assets (shell/src/federation). `target: 'web'` drops the runtime's Node paths.
 */
const RUNTIME_OPTIMIZATION = { disableSnapshot: true, target: 'web' };

/** What the shell provides: each shared package's installed version, the federation runtime's, and the contracts version. */
function sharedVersions(packageDir) {
  const shared = Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, packageName]) => [request, installedVersion(packageName, packageDir)]),
  );
  shared[FEDERATION_RUNTIME] = federationRuntimeVersion();
  return { contractsVersion: installedVersion('shared-contracts', packageDir), shared };
}

function swcRule() {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          // Always the production JSX runtime: it is the one the shell shares, and a dev server's
          // build runs inside a production shell.
          transform: { react: { runtime: 'automatic', development: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * CSS files, never style text at run time (the site runs under a strict Content-Security-Policy):
 * `*.module.css` are CSS modules whose classes are scoped per package (cssModuleNames.js), other
 * `.css` (design-tokens, the shell's page) are global. mini-css-extract-plugin writes them to
 * files; a chunk's CSS is fetched with a <link> when the chunk loads.
 */
function cssRules() {
  const extract = { loader: MiniCssExtractPlugin.loader };
  return [
    {
      test: /\.module\.css$/,
      use: [
        extract,
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              getLocalIdent: (loaderContext, _localIdentName, localName) => scopedClassName(loaderContext.resourcePath, localName),
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [extract, { loader: require.resolve('css-loader'), options: { modules: false } }],
    },
  ];
}

/**
 * CSS in a server build: there is no page to style, so global `.css` files are dropped and CSS
 * modules give only their class names, the same names the browser build gives (cssModuleNames.js),
 * so markup rendered on the server matches the stylesheet the browser loads.
 */
function serverCssRules() {
  return [
    {
      test: /\.module\.css$/,
      use: [
        {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: true,
              getLocalIdent: (loaderContext, _localIdentName, localName) => scopedClassName(loaderContext.resourcePath, localName),
            },
          },
        },
      ],
    },
    { test: /\.css$/, exclude: /\.module\.css$/, use: [require.resolve('./ignoredCssLoader')] },
  ];
}

function cssExtractPlugin() {
  return new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' });
}

/**
 * All of a build's CSS in one file, styles.[contenthash].css: an area's exposed modules (the feed's
 * app and its PinGrid) share their components, so per-module files would repeat the same rules.
 */
const ONE_CSS_FILE = {
  splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } },
};

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
    optimization: { splitChunks: false, runtimeChunk: false },
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
function remoteConfig({ packageDir, name, exposes, serverEntry, handles, budget }) {
  checkBudget(budget, name);
  if (serverEntry !== undefined && (typeof serverEntry !== 'string' || !serverEntry.startsWith('./'))) {
    throw new Error(
      `remoteConfig: serverEntry must be a path inside the package such as './src/seo/render.tsx', not ${JSON.stringify(serverEntry)}`,
    );
  }
  // The same list is given to federation and written in the manifest the registry checks.
  const shared = sharedSingletons(packageDir);
  const browser = (argv) => ({
    ...common(packageDir, argv),
    name,
    entry: {},
    output: {
      path: path.join(packageDir, 'dist'),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    optimization: ONE_CSS_FILE,
    plugins: [
      cssExtractPlugin(),
      new ChunkIntegrityPlugin(),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        // Named chunks, so the startup hints can list what each exposed module needs before it runs.
        exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposeChunkName(key) }])),
        shared: consumedOnly(shared),
        manifest: true,
        dts: false,
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
function browserConfigOf(config) {
  if (!Array.isArray(config)) return config;
  const browser = config.find((c) => !String(c.target ?? 'web').startsWith('node'));
  if (!browser) throw new Error('the webpack config has no browser compilation');
  return browser;
}

/** The shell: a host with no remotes known at build time; the edge server lists them per request. */
function hostConfig({ packageDir }) {
  return (_env, argv) => ({
    ...common(packageDir, argv),
    entry: { shell: './src/index.ts' },
    output: {
      path: path.join(packageDir, 'dist', 'public'),
      publicPath: '/shell/',
      uniqueName: 'shell',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
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
function serverConfig({ packageDir, entry, outputPath }) {
  return (_env, argv) => ({
    ...common(packageDir, argv),
    devtool: 'source-map',
    target: 'node20',
    entry: { main: entry },
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

module.exports = { remoteConfig, hostConfig, serverConfig, browserConfigOf, sharedVersions, SERVER_DIR, SERVER_FILE };
