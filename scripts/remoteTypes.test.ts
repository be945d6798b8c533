// A breaking change to an exposed module's types fails the typecheck of the areas that use it,
// before anything is deployed: the types an area build publishes (its @mf-types.zip), extracted as
// the consumers' typecheck reads them, with the repository's compiler options.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { repositoryCompilerOptions } from 'test-support/repositoryCompilerOptions';
import { buildFixtureArea } from '../build-config/fixtures/buildFixtureArea';
import { checkArchive, consumedRemotes, extractTypes, typesArchiveOf } from './remoteTypes.mjs';

const ROOT = path.resolve(__dirname, '..');

/** The tracked sources that import mf_feed's exposed modules' types: the consumers. */
function consumersOfFeed(): string[] {
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file !== '' && /from 'mf_feed\//.test(readFileSync(path.join(ROOT, file), 'utf8')))
    .map((file) => path.join(ROOT, file));
}

/** The consumers' type errors, "file: message", with 'mf_feed/PinGrid' read from `declarations`. */
function consumerErrors(consumers: string[], declarations: string): string[] {
  const options = { ...repositoryCompilerOptions(), noEmit: true, paths: { 'mf_feed/PinGrid': [declarations] } };
  const program = ts.createProgram([path.join(ROOT, 'build-config/cssModules.d.ts'), ...consumers], options);
  return consumers.flatMap((file) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(file))
      .map((d) => `${path.relative(ROOT, d.file?.fileName ?? file)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
  );
}

let output: string;
let typesRoot: string;
let consumers: string[];

beforeAll(async () => {
  const built = await buildFixtureArea({
    exposes: { './app': './src/app.js', './PinGrid': './src/publishedGrid.js', './BreakingPinGrid': './src/breakingGrid.js' },
    budget: { initialKB: 12 },
  });
  output = built.output;
  expect(built.stats.hasErrors()).toBe(false);
  // As scripts/remoteTypes.mjs takes a build's types: the archive its manifest names, as it lists it.
  const manifest: unknown = JSON.parse(readFileSync(path.join(output, 'mf-manifest.json'), 'utf8'));
  const zip = typesArchiveOf(manifest, 'the fixture area');
  const bytes = readFileSync(path.join(output, zip));
  checkArchive(manifest, zip, bytes, 'the fixture area');
  typesRoot = mkdtempSync(path.join(os.tmpdir(), 'pinboard-remote-types-'));
  extractTypes('mf_feed', bytes, typesRoot);
  consumers = consumersOfFeed();
}, 120_000);

afterAll(() => {
  rmSync(output, { recursive: true, force: true });
  rmSync(typesRoot, { recursive: true, force: true });
});

describe("the areas that mount mf_feed's grid, typechecked against its published types", () => {
  it('are the ones tsconfig.base.json points at the extracted types', () => {
    expect(consumedRemotes()).toEqual(['mf_feed']);
    expect(consumers.map((file) => path.relative(ROOT, file))).toEqual(
      expect.arrayContaining(['mf-boards/src/board/BoardPage.tsx', 'mf-closeup/src/RelatedPins.tsx']),
    );
  });

  it('pass against the grid as published', () => {
    expect(consumerErrors(consumers, path.join(typesRoot, '.mf-types/mf_feed/PinGrid'))).toEqual([]);
  }, 60_000);

  it('fail against a breaking change, naming each consumer file and what no longer fits', () => {
    const errors = consumerErrors(consumers, path.join(typesRoot, '.mf-types/mf_feed/BreakingPinGrid'));
    for (const consumer of ['mf-boards/src/board/BoardPage.tsx', 'mf-closeup/src/RelatedPins.tsx']) {
      expect(errors).toEqual(
        expect.arrayContaining([expect.stringMatching(new RegExp(`^${consumer}: Type 'string' is not assignable to type 'string\\[\\]'`))]),
      );
    }
  }, 60_000);
});
