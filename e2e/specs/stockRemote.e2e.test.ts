// Issue 58, item 7: a team outside this repository. Its folder is in the system's temporary
// folder with its own package.json and packages (the stock example's source and webpack config,
// the pinboard CLI from its packed tarball). The registry refuses the mistakes a stock Module
// Federation config makes, each with its reason, and audits them; the right build is deployed,
// canaried to everyone, mounts in the shell on the page's one React with a clean console, and is
// rolled back.

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PERSON_USER_AGENT, pageHeading, requestsTo, type Browser } from '../support/browser';
import { consoleWarningsAndErrors, preloadsJudged } from '../support/browserConsole';
import { REPO_ROOT } from '../support/paths';
import type { CliRun } from '../support/pinboardCli';
import { reactRenderersSeen, watchReactRenderers } from '../support/reactRenderers';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';
import { createTeamFolder, removeTeamFolder, setPinboardField, teamBin, type TeamFolder } from '../support/teamFolder';

const AREA = 'mf_business';
const DEMO_TOKENS = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'platform', 'demo-access.json'), 'utf8')) as { tokens: { scope: string; token: string }[] }
).tokens;
const tokenFor = (scope: string): string => DEMO_TOKENS.find((t) => t.scope === scope)?.token ?? '';

let site: RunningSite;
let browser: Browser;
let team: TeamFolder;

beforeAll(async () => {
  // The site and browser start while npm installs the team's packages.
  const [session, folder] = await Promise.allSettled([openSession({}, { bidi: true }), createTeamFolder()]);
  if (session.status === 'rejected' || folder.status === 'rejected') {
    if (session.status === 'fulfilled') await closeSession(session.value);
    if (folder.status === 'fulfilled') removeTeamFolder(folder.value);
    throw session.status === 'rejected' ? session.reason : (folder as PromiseRejectedResult).reason;
  }
  ({ site, browser } = session.value);
  team = folder.value;
  console.log(`npm install in the team's folder (${team.dir}) took ${team.installSeconds.toFixed(1)} s`);
  await watchReactRenderers(browser);
  // The team's settings in its package.json, and its own token only: the one for its area.
  writeFileSync(
    path.join(team.dir, 'deploy-token.json'),
    JSON.stringify({ tokens: [{ scope: `deploy:${AREA}`, token: tokenFor(`deploy:${AREA}`) }] }),
  );
  setPinboardField(team, { registry: site.url, tokenFile: 'deploy-token.json', remote: AREA });
});
afterAll(async () => {
  await closeSession({ site, browser });
  removeTeamFolder(team);
});

/** The team's CLI in its folder. */
const teamPinboard = (args: string[]): Promise<CliRun> => teamBin(team, 'pinboard', args);

/** A platform engineer's pinboard, configured by the environment, outside the team's package. */
async function platformPinboard(args: string[]): Promise<string> {
  const env = { PINBOARD_REGISTRY_URL: site.url, PINBOARD_TOKEN: tokenFor('platform') };
  const run = await teamBin(team, 'pinboard', args, env, team.root);
  if (run.code !== 0) throw new Error(`pinboard ${args.join(' ')} exited ${run.code}:\n${run.out}\n${run.err}`);
  return run.out;
}

/** The reasons a refused deploy printed (the registry's details, a line each), the file each names left out. */
function refusalReasons(run: CliRun): string[] {
  return run.err
    .split('\n')
    .filter((line) => line.startsWith('  - '))
    .map((line) => line.slice(4).replace(/ \(in [\w./-]+\)/, ''));
}

const OVER_BUDGET =
  /^it is \d+\.\d KB before it can mount, over its 16\.0 KB budget by \d+(\.\d KB| bytes?): share the shell's singletons instead of bundling them, set experiments: \{ externalRuntime: true \} in ModuleFederationPlugin's options so it uses the page's federation runtime, and load what its first screen does not need with import\(\)\.$/;

describe('a team outside the repository, on a stock Module Federation config', () => {
  it('has each wrong build refused at deploy with the fix, and each refusal in the audit log', async () => {
    const built = await teamBin(team, 'webpack-cli', ['build', '--mode', 'production', '--config', 'wrongStockBuilds.config.js']);
    expect(built).toMatchObject({ code: 0 });

    const deployWrong = async (mistake: string) => {
      const run = await teamPinboard(['deploy', '--skip-build', '--dist', `dist-wrong/${mistake}`]);
      expect(run.code).toBe(1);
      expect(run.err).toContain(`pinboard: ${AREA} 1.0.0 was not registered: `);
      return refusalReasons(run);
    };
    expect(await deployWrong('team-name')).toEqual([
      `its federation container is named "team_remote", but the shell loads ${AREA} by its area's name: set name: '${AREA}' in ModuleFederationPlugin's options.`,
    ]);
    // As the quick start shares React: the imports of react/jsx-runtime and react-dom/client are bundled, React DOM with them.
    expect(await deployWrong('quick-start-shared')).toEqual([
      "it bundles its own react/jsx-runtime instead of the page's one copy: add 'react/jsx-runtime': { singleton: true, requiredVersion: '<your range>' } to ModuleFederationPlugin's shared.",
      "it bundles its own react-dom/client instead of the page's one copy: add 'react-dom/client': { singleton: true, requiredVersion: '<your range>' } to ModuleFederationPlugin's shared.",
      expect.stringMatching(OVER_BUDGET),
    ]);
    expect(await deployWrong('own-runtime')).toEqual([
      "it brings its own federation runtime instead of the page's one: set experiments: { externalRuntime: true } in ModuleFederationPlugin's options.",
      expect.stringMatching(OVER_BUDGET),
    ]);

    // The platform engineer sees each refusal in the audit log, newest first, with who tried.
    const audit = await platformPinboard(['audit', AREA, '--limit', '20']);
    const refused = audit.split('\n').filter((line) => line.includes(' deploy-refused: '));
    expect(refused).toEqual([
      expect.stringContaining("it brings its own federation runtime (in remoteEntry.js) instead of the page's one"),
      expect.stringContaining('it bundles its own react-dom/client'),
      expect.stringContaining('its federation container is named "team_remote"'),
    ]);
    for (const line of refused) expect(line).toContain(`business-team-demo  ${AREA}  deploy-refused: refused ${AREA} 1.0.0: `);
  });

  it('deploys the right build, canaried to everyone, on the page’s one React with a clean console, and rolls it back', async () => {
    const deploy = await teamPinboard(['deploy']);
    expect(deploy.code).toBe(0);
    // Its own build script ran (webpack with its own config), and the registry measured it within the area's budget.
    expect(deploy.out).toContain(`Deploying example-stock-area 1.0.0 as ${AREA} to ${site.url}/`);
    expect(deploy.out).toContain('webpack 5.110.3 compiled successfully');
    expect(deploy.out).toMatch(/size: \d+\.\d KB before it can mount, \d+ % of its 16\.0 KB budget/);
    const version = new RegExp(`registered (${AREA}@\\S+)`).exec(deploy.out)?.[1] ?? '';
    expect(version).not.toBe('');
    const versionId = version.split('@')[1];

    const routed = await platformPinboard(['canary', version, '--share', '100', '--reason', 'e2e: a team outside the repository']);
    expect(routed).toContain(`${AREA}: canary none → ${versionId} at 100 %`);
    // Every visitor's document names it now.
    const html = await (await fetch(`${site.url}/business/`, { headers: { 'user-agent': PERSON_USER_AGENT } })).text();
    const json = /<script id="?pinboard-platform"? type="?application\/json"?>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const listed = (JSON.parse(json) as { remotes?: { name: string; version: string }[] }).remotes?.find((r) => r.name === AREA);
    expect(listed?.version).toBe(versionId);

    // A visitor the site knows (headless Chromium's own name reads as a bot's, which get stable builds).
    await browser.setCookies([{ name: 'pb_anon', value: 'e2e-visitor-stock', path: '/' }]);
    await consoleWarningsAndErrors(browser);
    await browser.url(`${site.url}/business/`);
    expect(await pageHeading(browser)).toBe('Built by another team');
    // What the document preloaded of it (its entry, and the chunk and stylesheet './app' needs) was
    // used: fetched once each, as its own loaders ask for it (a credentials-mode mismatch fetches twice).
    const preloads = await browser.execute((area) => {
      const fetched = performance.getEntriesByType('resource').map((e) => e.name);
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]')]
        .filter((link) => new URL(link.href).pathname.startsWith(`/remotes/${area}/`))
        .map((link) => ({
          file: new URL(link.href).pathname.split('/').pop(),
          fetches: fetched.filter((name) => name === link.href).length,
        }));
    }, AREA);
    expect(preloads.map((p) => p.file)).toEqual(
      expect.arrayContaining(['remoteEntry.js', expect.stringMatching(/^__federation_expose_app\..+\.js$/)]),
    );
    expect(preloads.filter((p) => p.fetches !== 1)).toEqual([]);
    const entry = (await requestsTo(browser, AREA)).find((url) => url.endsWith('/remoteEntry.js'));
    expect(entry).toContain(encodeURIComponent(versionId ?? ''));
    // The rest of the page is the site's: its header works, and React is still one renderer.
    expect(await browser.$('#site-header').$('a=Log in').isDisplayed()).toBe(true);
    const seen = await reactRenderersSeen(browser);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^react-dom@19\./);
    // Nothing in the console: no script warning or error, no CSP violation, no preload unused or fetched twice.
    await preloadsJudged(browser);
    expect(await consoleWarningsAndErrors(browser)).toEqual([]);

    // And it is rolled back like ours: the business area's own build is back.
    await platformPinboard(['rollback', AREA, '--reason', 'e2e: done with the example']);
    await browser.url(`${site.url}/business/`);
    expect(await pageHeading(browser)).not.toBe('Built by another team');
  });
});
