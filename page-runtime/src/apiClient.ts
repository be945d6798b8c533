// The one API client every area uses (design: "one instance: base URL, CSRF header, error shape,
// retries for idempotent reads"), on axios (httpTransport.ts). The transport is loaded on the first
// call that needs the network, not with the page: a first screen whose reads came inside the
// document (primeRead) shows with no HTTP client loaded, and the shell warms it once the page settles.

import { CSRF_COOKIE } from 'shared-contracts/platform';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import {
  queryOf,
  readPath,
  type QueryValue,
  type ReadableResource,
  type ResourceAnswer,
  type ResourceOptions,
  type ResourceResponse,
  type RouteAnswer,
  type RouteKey,
  type RouteRequest,
  type UploadAnswer,
  type UploadKey,
  type WritableResource,
  type WriteAction,
} from 'shared-contracts/api';
import { ApiCallError } from './apiCallError';
import type { HttpTransport } from './httpTransport';

/** The server's own explanation of a failed call, when it gave one a person can read. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiCallError && error.fromServer && error.message.trim() ? error.message.trim() : null;
}

/** What to tell a person about a failed call: the server's words, else the spec's generic message. */
export function messageForPerson(error: unknown): string {
  return serverMessageOf(error) ?? GENERIC_ERROR_MESSAGE;
}

export interface ResourcePage<T> {
  data: T;
  bookmark: string | null;
}

/** A read's options: optional altogether when every option is. */
type ReadOptions<R extends ReadableResource> =
  Record<string, never> extends ResourceOptions<R, 'get'> ? [options?: ResourceOptions<R, 'get'>] : [options: ResourceOptions<R, 'get'>];

/**
 * The calls of the API contract (`shared-contracts/src/api/contract.ts`): the resource or route
 * names the call, and its options and answer are the contract's, so no caller states a type.
 */
export interface ApiClient {
  /** A resource read (`GET /resource/{Resource}/get/`); retried when the network fails. */
  read: <R extends ReadableResource>(resource: R, ...options: NoInfer<ReadOptions<R>>) => Promise<ResourcePage<ResourceAnswer<R, 'get'>>>;
  /** A resource write (`POST /resource/{Resource}/{action}/`); never retried. With onUploadProgress, told how much has gone up. */
  write: <R extends WritableResource, A extends WriteAction<R>>(
    resource: R,
    action: A,
    options: NoInfer<ResourceOptions<R, A>>,
    progress?: WriteProgress,
  ) => Promise<ResourceAnswer<R, A>>;
  /** A call with a verb and path of its own (hide, follow, offsite): 'PUT /v3/boards/:board_id/follow/'. */
  send: <K extends RouteKey>(route: K, request: NoInfer<RouteRequest<K>>) => Promise<RouteAnswer<K>>;
  /** A file sent as its own bytes to an upload route ('POST /v3/pin_images/'); never retried. With onUploadProgress, told how much has gone up. */
  upload: <K extends UploadKey>(route: K, file: Blob, progress?: WriteProgress) => Promise<UploadAnswer<K>>;
}

/** The page's client, which can also be told to load its HTTP transport ahead of the first call. */
export interface PageApiClient extends ApiClient {
  /** Loads the HTTP transport now, so the next call does not wait for it. */
  warm: () => void;
}

export interface WriteProgress {
  /** From 0 to 1 as the request body is sent (a picture upload). */
  onUploadProgress: (fraction: number) => void;
}

export interface ApiClientOptions {
  baseURL?: string;
  retries?: number;
  /** The document's cookies; absent outside a browser. */
  readCookies?: () => string;
  /** For tests: the delay before retry n (ms). */
  retryDelay?: (retryCount: number) => number;
}

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** A route key's method and its path with the parameters filled in ('/v3/boards/12/follow/'). */
export function routeRequestLine(route: RouteKey | UploadKey, params: Record<string, string> | undefined): { method: string; url: string } {
  const [method = 'GET', template = ''] = route.split(' ');
  const url = template.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new ApiCallError(0, 'client_error', GENERIC_ERROR_MESSAGE, name, false);
    return encodeURIComponent(value);
  });
  return { method, url };
}

// Reads the edge server answered inside the document (the first screen's feed): each is used once,
// by the page's first read of that path, so a later refetch goes to the server; any write (a login,
// a save) may change what the read would answer, so it drops those not yet used.
const primedReads = new Map<string, unknown>();

/** Hands the next read of `path` an answer that came with the page (PlatformConfig.firstRead). */
export function primeRead(path: string, body: unknown): void {
  primedReads.set(path, body);
}

// On the server a first screen is rendered from the reads the edge server answered, and only them:
// any other read is the page's to make once it runs.
let primedOnly = false;

/**
 * For one server render: these answers and no others (what an earlier render left unused is
 * dropped); a read not among them fails at once instead of going to the network.
 */
export function serveOnlyReads(reads: readonly { path: string; body: unknown }[]): void {
  primedOnly = true;
  primedReads.clear();
  for (const { path, body } of reads) primedReads.set(path, body);
}

/** The paths of the answers given with serveOnlyReads (or primeRead) that no read has taken yet. */
export function unusedReads(): string[] {
  return [...primedReads.keys()];
}

function takePrimed(path: string): unknown {
  const body = primedReads.get(path);
  primedReads.delete(path);
  return body;
}

function unwrap<T>(body: ResourceResponse<T>, status: number): ResourcePage<T> {
  const envelope = body?.resource_response;
  if (!envelope || envelope.status !== 'success') {
    const apiError = envelope?.error;
    if (apiError) throw new ApiCallError(status, apiError.code, apiError.message, apiError.field, true);
    throw new ApiCallError(status, 'bad_response', GENERIC_ERROR_MESSAGE, undefined, false);
  }
  return { data: envelope.data as T, bookmark: envelope.bookmark ?? null };
}

export function createApiClient(options: ApiClientOptions = {}): PageApiClient {
  const baseURL = options.baseURL ?? '';
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const retryDelay = options.retryDelay ?? ((count: number) => 200 * 2 ** count);
  let transport: Promise<HttpTransport> | undefined;
  const http = () => {
    transport ??= import(/* webpackChunkName: "api-transport" */ './httpTransport').then(({ createHttpTransport }) =>
      createHttpTransport({ baseURL, retries: options.retries ?? 2, retryDelay, csrfToken: () => readCookie(readCookies(), CSRF_COOKIE) }),
    );
    // A chunk that could not be fetched is asked for again by the next call.
    transport.catch(() => {
      transport = undefined;
    });
    return transport;
  };

  const call = async (
    method: string,
    path: string,
    init: { query?: URLSearchParams; json?: unknown; file?: Blob; progress?: WriteProgress } = {},
  ): Promise<{ data: ResourceResponse<never>; status: number }> => {
    let send: HttpTransport;
    try {
      send = await http();
    } catch {
      throw new ApiCallError(0, 'network_error', GENERIC_ERROR_MESSAGE, undefined, false);
    }
    return send(method, path, init);
  };

  // A visitor whose first call is a write (the login form on a fresh visit) has no token yet: any
  // read hands one out, so read the session first.
  const ensureCsrfToken = async () => {
    if (readCookie(readCookies(), CSRF_COOKIE)) return;
    await call('GET', '/resource/UserSessionResource/get/').catch(() => undefined);
  };

  const beforeWrite = async () => {
    primedReads.clear();
    await ensureCsrfToken();
  };

  // The contract types each route's call for its callers; here only its parts matter.
  const sendRoute = async (route: RouteKey, request: RouteRequest<RouteKey>) => {
    const { method, url } = routeRequestLine(route, request.params);
    if (method !== 'GET') await beforeWrite();
    const payload = request.payload as Record<string, QueryValue> | undefined;
    const carried = payload === undefined ? {} : method === 'GET' ? { query: queryOf(payload) } : { json: payload };
    const answer = await call(method, url, carried);
    return unwrap(answer.data, answer.status).data;
  };

  const read: ApiClient['read'] = async (resource, ...[params]) => {
    const path = readPath(resource, params as Record<string, QueryValue> | undefined);
    const primed = takePrimed(path);
    if (primed !== undefined) return unwrap(primed as ResourceResponse<never>, 200);
    if (primedOnly) throw new ApiCallError(0, 'not_on_server', GENERIC_ERROR_MESSAGE, undefined, false);
    const answer = await call('GET', path);
    return unwrap(answer.data, answer.status);
  };
  const write: ApiClient['write'] = async (resource, action, body, progress) => {
    await beforeWrite();
    const path = `/resource/${resource}/${String(action)}/`;
    const answer = await call('POST', path, progress ? { json: body, progress } : { json: body });
    return unwrap(answer.data, answer.status).data;
  };
  // Each route's request type is the contract's for its callers; on the wire only its parts count.
  const send = ((route: RouteKey, request: RouteRequest<RouteKey>) => sendRoute(route, request)) as ApiClient['send'];
  const upload: ApiClient['upload'] = async (route, file, progress) => {
    await beforeWrite();
    const { method, url } = routeRequestLine(route, undefined);
    const answer = await call(method, url, progress ? { file, progress } : { file });
    return unwrap(answer.data, answer.status).data;
  };
  return { read, write, send, upload, warm: () => void http().catch(() => undefined) };
}

/** The page's client. shared-contracts is a singleton, so every area shares this instance. */
export const api: PageApiClient = createApiClient();
