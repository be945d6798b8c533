// @ts-check
// How the builds read their sources: TypeScript and JSX through swc, CSS files (never style text
// at run time) in the browser, and only CSS modules' class names on the server.
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { scopedClassName } = require('./cssModuleNames');

/**
 * A CSS module class's name: scoped by package, the same in the browser and server builds.
 * @param {{ resourcePath: string }} loaderContext
 * @param {string} _localIdentName
 * @param {string} localName
 */
const localIdent = (loaderContext, _localIdentName, localName) => scopedClassName(loaderContext.resourcePath, localName);

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
              getLocalIdent: localIdent,
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
              getLocalIdent: localIdent,
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
/** @type {import('webpack').Configuration['optimization']} */
const ONE_CSS_FILE = {
  splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } },
};

module.exports = { swcRule, cssRules, serverCssRules, cssExtractPlugin, ONE_CSS_FILE };
