#!/usr/bin/env node
// The `pinboard` platform CLI: its TypeScript source runs through jiti, so it needs no build.
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url);
const { main } = await jiti.import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), { cwd: process.cwd(), env: process.env, out: console.log, err: console.error });
