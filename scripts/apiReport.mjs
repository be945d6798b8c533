// The API reports of the shared packages (API Extractor): each entry other packages import has its
// public surface in a committed `<package>/api-report/<entry>.api.md`, so a change to what another
// team relies on shows in review. `node scripts/apiReport.mjs` checks them (in npm test, after the typecheck);
// `npm run api:report` writes them anew. API Extractor reads declarations: the entries' .d.ts are
// emitted once, in one compiler run, into .api-report/ (ignored), and one analysis serves them all.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './lib/packages.mjs';

const require = createRequire(import.meta.url);
const { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel } = require('@microsoft/api-extractor');

/** Each shared package's entries: the report's name and the source file. */
const ENTRIES = {
  'shared-contracts': {
    rules: 'src/rules/index.ts',
    api: 'src/api/index.ts',
    platform: 'src/platform/index.ts',
    contract: 'contract.ts',
  },
  'page-runtime': { index: 'src/index.ts' },
  'react-kit': { index: 'src/index.ts' },
  // sql-kit exports each module ('sql-kit/*'); these are the ones the servers import.
  'sql-kit': Object.fromEntries(
    ['listenChannel', 'migrate', 'postgresPool', 'sqlDatabase', 'sqlErrors', 'sqliteStatements', 'transaction', 'writeWatch'].map(
      (name) => [name, `src/${name}.ts`],
    ),
  ),
};
const UPDATE_COMMAND = 'npm run api:report';
const update = process.argv.includes('--update');
const OUT = path.join(ROOT, '.api-report');

const entries = Object.entries(ENTRIES).flatMap(([pkg, files]) =>
  Object.entries(files).map(([name, file]) => ({ pkg, name, source: path.join(ROOT, pkg, file) })),
);
const declarationOf = (source) => path.join(OUT, 'dts', path.relative(ROOT, source)).replace(/\.tsx?$/, '.d.ts');

/** Emits the declarations of every entry and what it imports, in one program. */
function emitDeclarations() {
  rmSync(path.join(OUT, 'dts'), { recursive: true, force: true });
  const read = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT);
  const program = ts.createProgram([...entries.map((entry) => entry.source), path.join(ROOT, 'build-config/cssModules.d.ts')], {
    ...options,
    types: [],
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    rootDir: ROOT,
    outDir: path.join(OUT, 'dts'),
  });
  const { diagnostics } = program.emit();
  if (diagnostics.length > 0) {
    throw new Error(
      ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' }),
    );
  }
}

function extractorConfig({ pkg, name, source }) {
  return ExtractorConfig.prepare({
    configObjectFullPath: path.join(ROOT, pkg, 'api-extractor.json'),
    packageJsonFullPath: path.join(ROOT, pkg, 'package.json'),
    configObject: {
      projectFolder: path.join(ROOT, pkg),
      mainEntryPointFilePath: declarationOf(source),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            ...ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile).config.compilerOptions,
            types: [],
          },
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: `${name}.api.md`,
        reportFolder: path.join(ROOT, pkg, 'api-report'),
        reportTempFolder: path.join(OUT, 'changed', pkg),
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        // The report shows what is public; the TSDoc release tags and doc-comment syntax are not house style.
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: { default: { logLevel: 'none' } },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
  });
}

emitDeclarations();
const configs = entries.map((entry) => ({ entry, config: extractorConfig(entry) }));
const compilerState = CompilerState.create(configs[0].config, {
  additionalEntryPoints: configs.map(({ config }) => config.mainEntryPointFilePath),
});
const changed = [];
const warnings = [];
for (const { entry, config } of configs) {
  if (update) mkdirSync(config.reportFolder, { recursive: true });
  const result = Extractor.invoke(config, {
    localBuild: update,
    compilerState,
    messageCallback: (message) => {
      // Its own notes on the report files ('console-…') are said once, below, with the command to run.
      const isProblem = message.logLevel === ExtractorLogLevel.Warning || message.logLevel === ExtractorLogLevel.Error;
      if (isProblem && !message.messageId.startsWith('console-')) warnings.push(message.text);
      message.handled = true;
    },
  });
  if (result.apiReportChanged) changed.push(`${entry.pkg}/api-report/${entry.name}.api.md`);
}
if (warnings.length > 0) console.log(warnings.join('\n'));
if (update) {
  console.log(changed.length > 0 ? `API reports written: ${changed.join(', ')}` : 'API reports were up to date.');
} else if (changed.length > 0) {
  console.error(
    `The public API of a shared package changed, and its report does not say so:\n  ${changed.join('\n  ')}\n` +
      `Run \`${UPDATE_COMMAND}\` and commit the reports with the change, so its review shows what other teams will see` +
      ` (the new reports are in ${path.relative(ROOT, path.join(OUT, 'changed'))}/).`,
  );
  process.exit(1);
} else if (!existsSync(path.join(ROOT, 'shared-contracts/api-report'))) {
  throw new Error('no API reports found');
}
