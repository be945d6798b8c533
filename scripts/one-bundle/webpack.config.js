// The one-bundle comparison build: the shell and every area compiled together, without Module
// Federation (each area still a lazy chunk), into shell/dist/one-bundle. `npm run bench:web` serves
// it (PINBOARD_SHELL_DIST) beside the federated site to weigh the federation's overhead. Not shipped.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { hostConfig } = require('build-config');
const { CompileHintsPlugin } = require('build-config/compileHintsPlugin');

const ROOT = path.resolve(__dirname, '..', '..');
const shellDir = path.join(ROOT, 'shell');

module.exports = (env, argv) => {
  const config = hostConfig({ packageDir: shellDir })(env, argv);
  config.output = { ...config.output, path: path.join(shellDir, 'dist', 'one-bundle', 'public') };
  config.plugins = [
    ...config.plugins.filter((plugin) => plugin?.constructor.name !== 'ModuleFederationPlugin' && !(plugin instanceof HtmlWebpackPlugin)),
    new webpack.NormalModuleReplacementPlugin(/^\.\/federation\/pageFederation$/, path.join(__dirname, 'staticAreaLoader.ts')),
    // The edge server sends no preloads of remote files for a shell that holds its areas.
    new HtmlWebpackPlugin({
      template: path.join(shellDir, 'src', 'document.html'),
      filename: '../document.html',
      scriptLoading: 'defer',
      inject: 'head',
      meta: { 'pinboard-areas': 'bundled' },
    }),
    // Each area's chunks are what the federated build marks as its exposed modules' files: the
    // comparison gives both builds the same compile hints.
    new CompileHintsPlugin({
      startup: (compilation) =>
        [...compilation.chunkGroups]
          .filter((group) => group.origins.some((origin) => /[\\/]staticAreaLoader\.ts$/.test(origin.module?.resource ?? '')))
          .flatMap((group) => group.getFiles()),
    }),
  ];
  return config;
};
