#!/usr/bin/env node
// Builds the package in the current folder from its webpack config (webpack.config.js, or the
// file given with --config) through webpack's Node API, and says how long it took. A config may
// hold several compilations (an area's browser build and its server build): each is timed, and a
// server build's file is loaded once in a clean folder to prove it needs nothing installed.
const path = require('node:path');
const webpack = require('webpack');
const { checkServerBundle } = require('../serverBundleCheck');

function parseArgs(argv) {
  const args = { config: 'webpack.config.js', mode: 'production' };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--config' || arg === '--mode') {
      const value = argv[i + 1];
      if (!value) throw new Error(`${arg} needs a value`);
      args[arg.slice(2)] = value;
      i += 1;
    } else {
      throw new Error(`unknown option ${arg} (use --config FILE, --mode production|development)`);
    }
  }
  if (args.mode !== 'production' && args.mode !== 'development') {
    throw new Error(`--mode must be production or development, not ${args.mode}`);
  }
  return args;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** A remote's server build: one CommonJS file for Node (build-config's remoteServerConfig). */
function isServerBundle(config) {
  return String(config.target ?? '').startsWith('node') && config.output?.library?.type === 'commonjs2' && Boolean(config.dependencies);
}

function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`pinboard-build: ${error.message}`);
    process.exit(2);
  }
  const packageDir = process.cwd();
  const name = require(path.join(packageDir, 'package.json')).name;
  const exported = require(path.resolve(packageDir, args.config));
  const config = typeof exported === 'function' ? exported({}, { mode: args.mode }) : exported;
  const configs = Array.isArray(config) ? config : [config];
  // Infrastructure warnings here are expected ones (Module Federation's note that publicPath 'auto'
  // resolves at run time, on every area); compilation warnings and errors still print below.
  for (const one of configs) one.infrastructureLogging = { level: 'error', ...one.infrastructureLogging };
  const started = process.hrtime.bigint();
  console.log(`pinboard-build: building ${name} (${args.mode}, ${args.config})…`);
  const compiler = webpack(config, (error, multi) => {
    if (error) {
      console.error(`pinboard-build: ${name} failed: ${error.stack || error.message}`);
      process.exit(1);
    }
    const all = multi.stats ?? [multi];
    const total = Number(process.hrtime.bigint() - started) / 1e6;
    let failed = false;
    const parts = [];
    for (const [index, stats] of all.entries()) {
      const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
      for (const warning of info.warnings) console.warn(`warning: ${warning.message}`);
      if (stats.hasErrors()) {
        failed = true;
        for (const e of info.errors) console.error(`error: ${e.message}`);
      }
      const own = configs[index];
      const out = path.relative(packageDir, own.output.path);
      parts.push({ own, out, files: info.assets.length, ms: stats.endTime - stats.startTime });
    }
    compiler.close(() => {
      if (failed) {
        console.error(`pinboard-build: ${name} failed after ${seconds(total)}`);
        process.exit(1);
      }
      for (const part of parts.filter((p) => isServerBundle(p.own))) {
        const file = path.join(part.own.output.path, part.own.output.filename);
        try {
          const { exports, bytes } = checkServerBundle(file);
          part.note = `${(bytes / 1024).toFixed(0)} KB, exports ${exports.join(', ')}`;
        } catch (problem) {
          console.error(
            `pinboard-build: ${name}'s server build ${path.relative(packageDir, file)} does not load on its own: ${problem.message}`,
          );
          process.exit(1);
        }
      }
      const detail =
        parts.length === 1
          ? `${parts[0].files} files in ${parts[0].out}/`
          : parts.map((p) => `${p.out}/: ${p.files} files in ${seconds(p.ms)}${p.note ? `, ${p.note}` : ''}`).join('; ');
      console.log(`pinboard-build: built ${name} in ${seconds(total)} (${detail})`);
    });
  });
}

main();
