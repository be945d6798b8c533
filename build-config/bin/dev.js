#!/usr/bin/env node
// `npm run dev -w mf-feed`: serves the area from webpack-dev-server on its own port, rebuilding on
// every change and reloading the page that shows it. The site shows it when started with
// PINBOARD_DEV=1 (`npm run dev`) and opened with the override link this prints.
const path = require('node:path');
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const { browserConfigOf } = require('../index');

/** One port per area, so several can run at once. */
const PORTS = { 'mf-feed': 3101, 'mf-closeup': 3102, 'mf-boards': 3103, 'mf-experiences': 3104, 'mf-business': 3105 };

function parsePort(argv, fallback) {
  const index = argv.indexOf('--port');
  if (index < 0) return fallback;
  const port = Number(argv[index + 1]);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`--port must be a port number, not ${argv[index + 1]}`);
  return port;
}

async function main() {
  const packageDir = process.cwd();
  const { name } = require(path.join(packageDir, 'package.json'));
  if (!(name in PORTS))
    throw new Error(`${name} is not an area: run this in mf-feed, mf-closeup, mf-boards, mf-experiences or mf-business`);
  const port = parsePort(process.argv.slice(2), PORTS[name]);
  const remote = name.replace('-', '_');
  const exported = require(path.join(packageDir, 'webpack.config.js'));
  // The dev server serves the browser build; an area's server build (for the edge server) is not part of it.
  const config = browserConfigOf(typeof exported === 'function' ? exported({}, { mode: 'development' }) : exported);
  config.output = { ...config.output, clean: false, publicPath: `http://localhost:${port}/` };
  const server = new WebpackDevServer(
    {
      port,
      host: 'localhost',
      // The page is served by the edge server on another port; the area's files come from here.
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
      hot: false,
      liveReload: true,
      client: { webSocketURL: `ws://localhost:${port}/ws`, overlay: false, logging: 'warn' },
      devMiddleware: { writeToDisk: false },
    },
    webpack(config),
  );
  await server.start();
  const entry = `http://localhost:${port}/remoteEntry.js`;
  console.log(`\n${name} dev server: ${entry}`);
  console.log('Start the site in development mode (npm run dev) and open:');
  console.log(`  http://localhost:8080/?pb-override=${remote}@${entry}`);
  console.log('Every saved change rebuilds the area and reloads that page. ?pb-override=clear goes back.\n');
  const stop = () => server.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`pinboard-dev: ${error.message}`);
  process.exit(1);
});
