#!/usr/bin/env node
// Builds the package in the current folder from its webpack config (webpack.config.js, or the
// file given with --config) through webpack's Node API, and says how long it took.
const path = require('node:path');
const webpack = require('webpack');

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
  const started = process.hrtime.bigint();
  console.log(`pinboard-build: building ${name} (${args.mode}, ${args.config})…`);
  webpack(config, (error, stats) => {
    if (error) {
      console.error(`pinboard-build: ${name} failed: ${error.stack || error.message}`);
      process.exit(1);
    }
    const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
    for (const warning of info.warnings) console.warn(`warning: ${warning.message}`);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    stats.compilation.compiler.close(() => {
      if (stats.hasErrors()) {
        for (const e of info.errors) console.error(`error: ${e.message}`);
        console.error(`pinboard-build: ${name} failed after ${seconds.toFixed(1)} s`);
        process.exit(1);
      }
      console.log(
        `pinboard-build: built ${name} in ${seconds.toFixed(1)} s (${info.assets.length} files in ${path.relative(packageDir, config.output.path)}/)`,
      );
    });
  });
}

main();
