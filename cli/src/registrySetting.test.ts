import type { PackageFile } from './packageFile';
import { NO_REGISTRY, registryUrl } from './registrySetting';

const pkg = (registry?: string): PackageFile => ({
  file: '/team/area/package.json',
  name: 'area',
  version: '1.0.0',
  buildScript: undefined,
  pinboard: registry === undefined ? {} : { registry },
});

describe('the registry URL', () => {
  it.each([
    [
      'the flag over the environment and package.json',
      'https://flag.example',
      'https://env.example',
      'https://pkg.example',
      'https://flag.example/',
    ],
    ['the environment over package.json', undefined, 'https://env.example', 'https://pkg.example', 'https://env.example/'],
    ['package.json when nothing else says', undefined, undefined, 'http://localhost:8080', 'http://localhost:8080/'],
    ['an empty environment variable as unset', undefined, '  ', 'https://pkg.example', 'https://pkg.example/'],
    ['a path prefix, ending in /', 'https://example.com/pinboard', undefined, undefined, 'https://example.com/pinboard/'],
  ])('takes %s', (_case, flag, env, fromPackage, expected) => {
    expect(registryUrl({ registry: flag }, { PINBOARD_REGISTRY_URL: env }, pkg(fromPackage))).toBe(expected);
  });

  it('has no default: without one it names all three ways to give it', () => {
    expect(() => registryUrl({}, {}, undefined)).toThrow(NO_REGISTRY);
    expect(() => registryUrl({}, {}, pkg())).toThrow(/--registry <url>.*PINBOARD_REGISTRY_URL.*"pinboard": \{ "registry"/);
  });

  it.each([
    [{ registry: 'localhost:8080' }, {}, undefined, /--registry must be an http or https URL, not "localhost:8080"/],
    [{}, { PINBOARD_REGISTRY_URL: 'not a url' }, undefined, /PINBOARD_REGISTRY_URL is not a URL: "not a url"/],
    [{}, {}, pkg('ftp://files.example'), /"pinboard.registry" in \/team\/area\/package.json must be an http or https URL/],
    [{ registry: 'https://r.example/?team=1' }, {}, undefined, /without \?query or #fragment/],
  ])('refuses a bad URL, saying where it came from: %j %j', (flags, env, fromPackage, message) => {
    expect(() => registryUrl(flags, env, fromPackage)).toThrow(message);
  });
});
