// A real API for tests: a fresh database seeded with the demo world, served over real HTTP on a
// loopback port, and clients that keep cookies like a browser. The database is a SQLite file in a
// temp DATA_DIR (a copy of the run's seeded one: sqliteTemplate.ts), or in the 'api-postgres' Jest
// project the suite's own PostgreSQL database (testStore.ts); pictures go to the temp DATA_DIR's
// media/ either way.

import { createMailOutbox, type MailOutbox } from '../server/mailOutbox';
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ResourceResponse } from 'shared-contracts/api';
import { openApi, type OpenedApi } from '../index';
import { apiPlugin } from '../server/apiPlugin';
import { CSRF_TOKEN_COOKIE } from '../server/cookies';
import { SIGNUP_CONFIRM_PATH } from '../server/signupLink';
import { withPlaceholders } from './placeholders';
import { dialectOf, type Dialect } from './sqlDialect';
import { copySeededSqlite } from './sqliteTemplate';
import { testPageTokens } from './testPageTokens';
import { testPostgresDatabase, testStore } from './testStore';

export interface TestApi {
  baseUrl: string;
  dataDir: string;
  api: OpenedApi;
  client: () => TestClient;
  /**
   * One row of a query on the test's database (through the API's own Kysely, so the same test runs
   * on either database), to check what was (not) written.
   */
  row: (sql: string, ...args: unknown[]) => Promise<unknown>;
  /** How the test's database says what SQLite and PostgreSQL say differently, for raw SQL in tests. */
  dialect: Dialect;
  /** Every row of a query on the test's database (as `row`). */
  rows: (sql: string, ...args: unknown[]) => Promise<unknown[]>;
  /** `SELECT count(*) AS n ...` on the test's database. */
  count: (sql: string, ...args: unknown[]) => Promise<number>;
  /** The mail the API sent, newest first. */
  outbox: MailOutbox;
  /**
   * Sign up as a person does: the form, then the link mailed to the email (the last answer: the
   * form's when it refused, else the link's); the client is then signed in.
   */
  signUp: (client: TestClient, fields: SignUpFields) => Promise<Answer<unknown>>;
  stop: () => Promise<void>;
}

export interface SignUpFields {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name?: string;
}

export interface Answer<T> {
  status: number;
  body: ResourceResponse<T>;
  headers: Headers;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
  /** Send the CSRF header on writes (turn off to test the protection). */
  sendCsrf = true;

  constructor(private readonly baseUrl: string) {}

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request<T>(method: string, url: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'user-agent': this.userAgent, cookie: this.cookieHeader(), ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const csrf = this.cookies.get(CSRF_TOKEN_COOKIE);
    if (this.sendCsrf && method !== 'GET' && csrf) headers['x-csrftoken'] = decodeURIComponent(csrf);
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    this.remember(response.headers);
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as ResourceResponse<T>, headers: response.headers };
  }

  /** GET /resource/{name}/get/ with options as query parameters (arrays repeat the key). */
  get<T>(resource: string, options: Record<string, string | number | boolean | string[]> = {}): Promise<Answer<T>> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(options)) {
      for (const v of Array.isArray(value) ? value : [value]) query.append(key, String(v));
    }
    const qs = query.toString();
    return this.request<T>('GET', `/resource/${resource}/get/${qs ? `?${qs}` : ''}`);
  }

  /** POST /resource/{name}/{action}/ with a JSON body; fetches a CSRF token first if it has none. */
  async write<T>(resource: string, action: 'create' | 'update' | 'delete', options: Record<string, unknown>): Promise<Answer<T>> {
    await this.ensureCsrf();
    return this.request<T>('POST', `/resource/${resource}/${action}/`, options);
  }

  async ensureCsrf(): Promise<void> {
    if (!this.cookies.has(CSRF_TOKEN_COOKIE)) await this.get('UserSessionResource');
  }

  async login(username: string, password = 'demo-password'): Promise<this> {
    const answer = await this.write('UserSessionResource', 'create', { username_or_email: username, password });
    if (answer.status !== 200) throw new Error(`login as ${username} failed: ${JSON.stringify(answer.body)}`);
    return this;
  }
}

export async function startTestApi(
  options: {
    /** The demo world's pictures, drawn when asked for (openApi's demoMedia). */
    demoMedia?: boolean;
    /** Fastify's trustProxy: the proxies whose X-Forwarded-For is believed. */ trustProxy?: string[];
  } = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-api-'));
  const postgres = testStore() === 'postgres' ? await testPostgresDatabase() : null;
  // SQLite starts from the run's seeded copy, as PostgreSQL from its template.
  if (!postgres) await copySeededSqlite(dataDir);
  const outbox = createMailOutbox();
  const api = await openApi({
    dataDir,
    ...(postgres ? { database: { kind: 'postgres' as const, url: postgres.url } } : {}),
    demoMedia: options.demoMedia ?? false,
    pageTokens: testPageTokens,
    outbox,
    twoFactorKey: { bytes: randomBytes(32), from: 'the test key' },
  });
  const app: FastifyInstance = Fastify({ logger: false, ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}) });
  await app.register(apiPlugin, api.deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const fixtureSql = withPlaceholders(api.sql);
  const row = (sql: string, ...args: unknown[]): Promise<unknown> => fixtureSql.get(sql, ...args);
  return {
    baseUrl,
    dataDir,
    api,
    client: () => new TestClient(baseUrl),
    row,
    dialect: dialectOf(api.sql),
    rows: (sql, ...args) => fixtureSql.all(sql, ...args),
    count: async (sql, ...args) => Number(((await row(sql, ...args)) as { n: number | string }).n),
    outbox,
    signUp: async (client, fields) => {
      const form = await client.write('UserRegisterResource', 'create', { ...fields });
      if (form.status !== 200) return form;
      const link = await outbox.next((mail) => mail.to === fields.email && mail.path.startsWith(SIGNUP_CONFIRM_PATH));
      return client.write('UserRegisterResource', 'update', { token: link.path.slice(SIGNUP_CONFIRM_PATH.length).split('?')[0] });
    },
    stop: async () => {
      await app.close();
      await api.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
