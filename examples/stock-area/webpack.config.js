// A stock @module-federation/enhanced webpack config, as any team writes one: nothing from this
// repository's build-config. What the platform needs of it is standard federation:
// - the container's name is the area it deploys as (package.json "pinboard.remote"), its entry
//   remoteEntry.js, and the build writes mf-manifest.json (the registry reads it at deploy);
// - React 19 is a shared singleton, so the area renders with the page's one React;
// - the federation runtime is the page's (experiments.externalRuntime), not one of its own;
// - './app' exposes single-spa lifecycles (src/app.tsx, made with single-spa-react);
// - styles are CSS files (mini-css-extract-plugin), never style text at run time: the site runs
//   under a strict Content-Security-Policy.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { dependencies } = require('./package.json');

// '^19.3.1' whether package.json says 19.3.1 (npm install --save-exact) or ^19.3.1.
const caretOf = (name) => `^${dependencies[name].replace(/^[\^~]/, '')}`;

module.exports = {
  entry: {},
  output: {
    path: path.join(__dirname, 'dist'),
    publicPath: 'auto',
    uniqueName: 'example_stock_area',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        exclude: /node_modules/,
        use: {
          loader: 'swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2020' },
          },
        },
      },
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
    ],
  },
  plugins: [
    new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
    new ModuleFederationPlugin({
      name: 'mf_business',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx' },
      shared: {
        react: { singleton: true, requiredVersion: caretOf('react') },
        'react/jsx-runtime': { singleton: true, requiredVersion: caretOf('react') },
        'react-dom': { singleton: true, requiredVersion: caretOf('react-dom') },
        'react-dom/client': { singleton: true, requiredVersion: caretOf('react-dom') },
      },
      manifest: true,
      dts: false,
      // The page's one federation runtime is the shell's: the entry takes it from there instead of
      // bringing its own (about 20 KB compressed, which no area's budget has room for).
      experiments: { externalRuntime: true },
    }),
  ],
  devtool: 'source-map',
  performance: { hints: false },
};
