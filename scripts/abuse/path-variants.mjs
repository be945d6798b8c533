// Issue 59, item 8: the debug panel's code and the source maps are for employees, but the probe
// fetched the panel as a visitor by another spelling of its path (/shell//debug-panel.*.js, also
// ./, %2F and x/../), marked public and immutable. Here a visitor tries every spelling of both
// files, following redirects as a browser would, and counts what got through; an employee tries
// the same. Requests go over node:http with the path as written: fetch would resolve dot segments.
import { readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CHROME_UA, logIn, visitor } from '../lib/cookieJar.mjs';
import { ROOT } from '../lib/packages.mjs';

export const title = 'Employee-only files by another spelling of their path, as a visitor and as an employee';

/** Spellings of `/shell/${name}`: each trick the probe used, and more. */
function spellingsOf(name) {
  const escapedFirst = `%${name.charCodeAt(0).toString(16)}${name.slice(1)}`;
  return [
    `/shell/${name}`,
    `/shell//${name}`,
    `//shell/${name}`,
    `/shell/./${name}`,
    `/shell/x/../${name}`,
    `/shell/x/%2E%2E/${name}`,
    `/shell/%2e/${name}`,
    `/shell/${escapedFirst}`,
    `/shell/${name}/`,
    `/shell/%2F${name}`,
    `/shell%2F${name}`,
    `/shell/%252F${name}`,
    `/shell/x%2F..%2F${name}`,
    `/shell/x%5C..%5C${name}`,
    `/shell/x\\..\\${name}`,
    `/shell/x/..;/${name}`,
    `/shell/${name};x=1`,
    `/shell/${name}.`,
    `/shell/${name}%20`,
    `/shell/${name}%00`,
    `/shell/${name}::$DATA`,
    `/shell/${name.toUpperCase()}`,
    `/shell/../shell/${name}`,
    `/shell/x/../../shell/${name}`,
  ];
}

function rawGet(url, target, cookie) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const call = http.get(
      { hostname, port, path: target, headers: { 'user-agent': CHROME_UA, ...(cookie ? { cookie } : {}) } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cacheControl: response.headers['cache-control'] ?? '',
            location: response.headers.location,
            bytes: Buffer.concat(chunks).length,
          }),
        );
      },
    );
    // Node refuses to send some targets (a control character): nothing reached the server.
    call.on('error', () => resolve({ status: 'not sent', cacheControl: '', location: undefined, bytes: 0 }));
  });
}

/** The answers from `target` on, following up to four redirects. */
async function follow(url, target, cookie) {
  const answers = [await rawGet(url, target, cookie)];
  while (answers.at(-1).status === 301 && answers.at(-1).location && answers.length < 5) {
    answers.push(await rawGet(url, answers.at(-1).location, cookie));
  }
  return answers;
}

async function tryAll(url, targets, cookie) {
  let through = 0;
  let markedPublic = 0;
  const outcomes = new Map();
  const caching = new Set();
  for (const target of targets) {
    const answers = await follow(url, target, cookie);
    const last = answers.at(-1);
    if (last.status === 200) {
      through += 1;
      caching.add(last.cacheControl);
    }
    // A redirect holds no file and is the same for everyone; any other public answer would be a leak.
    markedPublic += answers.filter((answer) => answer.status !== 301 && /\bpublic\b/.test(answer.cacheControl)).length;
    const outcome = answers.map((answer) => answer.status).join(' → ');
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }
  const summary = [...outcomes].map(([outcome, count]) => `${outcome}: ${count}`).join(', ');
  return { through, markedPublic, summary, caching: [...caching].join(', ') || '—' };
}

export async function run({ url, log }) {
  const files = readdirSync(path.join(ROOT, 'shell/dist/public'));
  const panel = files.find((file) => /^debug-panel\.[0-9a-f]+\.js$/.test(file));
  const map = files.find((file) => /^shell\.[0-9a-f]+\.js\.map$/.test(file)) ?? files.find((file) => file.endsWith('.js.map'));
  if (!panel || !map) throw new Error('no debug panel or source map in shell/dist/public: run "npm run build -w shell"');
  const targets = [...spellingsOf(panel), ...spellingsOf(map)];
  log(`${targets.length} spellings of /shell/${panel} and /shell/${map}`);

  const stranger = await tryAll(url, targets, '');
  const jar = await visitor(url);
  const signedIn = await logIn(url, jar, 'demo-password', 'employee');
  if (signedIn !== 200) throw new Error(`the employee's login answered ${signedIn}`);
  const employee = await tryAll(url, targets, jar.header());
  return [
    ['spellings tried (the panel and a source map)', targets.length],
    ['visitor: got a file', `${stranger.through} of ${targets.length}`],
    ['visitor: answers marked public (redirects aside)', stranger.markedPublic],
    ['visitor: status chains', stranger.summary],
    ['employee: got the file', `${employee.through} of ${targets.length}`],
    ['employee: Cache-Control of the file', employee.caching],
    ['employee: status chains', employee.summary],
  ];
}
