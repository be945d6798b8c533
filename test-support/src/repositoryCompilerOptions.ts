// The repository's TypeScript options (tsconfig.base.json) for tests that compile sources through
// the compiler's API, without the test globals' types.
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..', '..');

export function repositoryCompilerOptions(): ts.CompilerOptions {
  const read: { config?: unknown } = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), (file) => ts.sys.readFile(file));
  const { options } = ts.parseJsonConfigFileContent(read.config, ts.sys, ROOT);
  return { ...options, types: [] };
}
