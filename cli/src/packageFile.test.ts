import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPackageFile, fromPackage, readPackageFile } from './packageFile';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-cli-package-'));
  mkdirSync(path.join(dir, 'team', 'area', 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'team', 'package.json'),
    JSON.stringify({ name: 'team', pinboard: { registry: 'https://r.example', tokenFile: 'secrets/access.json', lint: 'other tool' } }),
  );
  writeFileSync(
    path.join(dir, 'team', 'area', 'package.json'),
    JSON.stringify({ name: 'area', version: '2.1.0', scripts: { build: 'webpack' }, pinboard: { remote: 'mf_business', dist: 'build' } }),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, json: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof json === 'string' ? json : JSON.stringify(json));
  return file;
};

describe('package.json as the CLI reads it', () => {
  it('reads the name, version, build script and the CLI’s part of the "pinboard" field', () => {
    expect(readPackageFile(path.join(dir, 'team', 'area', 'package.json'))).toEqual({
      file: path.join(dir, 'team', 'area', 'package.json'),
      name: 'area',
      version: '2.1.0',
      buildScript: 'webpack',
      pinboard: { remote: 'mf_business', dist: 'build' },
    });
  });

  it('finds the nearest package.json up from a folder, and paths in it relative to it', () => {
    const found = findPackageFile(path.join(dir, 'team', 'area', 'src'));
    expect(found?.name).toBe('area');
    const team = findPackageFile(path.join(dir, 'team'));
    expect(team?.pinboard).toEqual({ registry: 'https://r.example', tokenFile: 'secrets/access.json' });
    expect(team && fromPackage(team, 'secrets/access.json')).toBe(path.join(dir, 'team', 'secrets', 'access.json'));
  });

  it.each([
    ['not-json.json', '{ "name": ', /cannot read .*not-json\.json/],
    ['array.json', [], /array\.json is not a package\.json/],
    ['pinboard-string.json', { pinboard: 'mf_feed' }, /"pinboard" must be an object, e\.g\. "pinboard": \{ "registry"/],
    ['registry-number.json', { pinboard: { registry: 8080 } }, /"pinboard\.registry" must be a non-empty string/],
    ['empty-remote.json', { pinboard: { remote: '' } }, /"pinboard\.remote" must be a non-empty string/],
  ])('refuses %s, naming the file and the fix', (name, json, message) => {
    expect(() => readPackageFile(write(name, json))).toThrow(message);
  });
});
