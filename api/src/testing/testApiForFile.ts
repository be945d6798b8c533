// One test file's API: started before the file's tests and stopped after them, with a client signed
// in as each person the file names and a visitor. Every API test file used to write these hooks
// itself.

import { startTestApi, type TestApi, type TestClient } from './testApi';

/** The file's API, and a client per signed-in person (named by username) and `visitor`. */
export type FileTestApi<Username extends string> = TestApi & Readonly<Record<Username, TestClient>> & { readonly visitor: TestClient };

export interface FileTestApiOptions<Username extends string> {
  /** The people to sign in, each on a client of their own, in parallel. */
  signedIn?: readonly Username[];
  /** Fetch the visitor's CSRF cookie first, so its writes are refused for who it is, not for CSRF. */
  visitorCsrf?: boolean;
  trustProxy?: string[];
  /** The demo world's pictures, drawn when asked for. */
  demoMedia?: boolean;
}

/**
 * Registers the file's beforeAll and afterAll; the answer's fields are there from the file's own
 * beforeAll hooks on (Jest runs them in the order they were registered).
 */
export function startTestApiForFile<const Username extends string = never>(
  options: FileTestApiOptions<Username> = {},
): FileTestApi<Username> {
  const session = {} as FileTestApi<Username>;
  beforeAll(async () => {
    const api = await startTestApi({
      ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
      ...(options.demoMedia ? { demoMedia: true } : {}),
    });
    const usernames = options.signedIn ?? [];
    const clients = await Promise.all(usernames.map((username) => api.client().login(username)));
    const visitor = api.client();
    if (options.visitorCsrf) await visitor.ensureCsrf();
    Object.assign(session, api, { visitor }, Object.fromEntries(usernames.map((username, i) => [username, clients[i]])));
  }, 60_000);
  afterAll(() => session.stop());
  return session;
}
