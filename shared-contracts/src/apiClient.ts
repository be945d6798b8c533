// The one API client every area uses (design: "one instance: base URL, CSRF header, error shape,
// retries for idempotent reads"). axios does the HTTP; axios-retry retries only idempotent
// requests (GET, HEAD, OPTIONS, PUT, DELETE) on a network error or a 5xx, never a resource write.

import axios, { AxiosError, type AxiosInstance } from 'axios';
import axiosRetry, { exponentialDelay, isNetworkOrIdempotentRequestError } from 'axios-retry';
import type { ApiError, ResourceResponse } from './apiTypes';
import { GENERIC_ERROR_MESSAGE } from './messages';

/** The readable cookie the API hands every visitor, echoed in the header below. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export type ResourceWriteAction = 'create' | 'update' | 'delete';

/** What every failed call throws: the API's own error when it sent one, else a generic one. */
export class ApiCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** True when the server explained the failure in words a person can read. */
  readonly fromServer: boolean;

  constructor(status: number, code: string, message: string, field: string | undefined, fromServer: boolean) {
    super(message);
    this.name = 'ApiCallError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.fromServer = fromServer;
  }
}

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

export interface ApiClient {
  /** A resource read (`GET /resource/{Resource}/get/`); retried when the network fails. */
  read<T>(resource: string, options?: Record<string, string | number | boolean | undefined>): Promise<ResourcePage<T>>;
  /** A resource write (`POST /resource/{Resource}/{action}/`); never retried. */
  write<T>(resource: string, action: ResourceWriteAction, options: Record<string, unknown>): Promise<T>;
  /** A `/v3/...` call with a verb of its own (hide, follow, offsite). */
  send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<T>;
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

function toCallError(error: unknown): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (error instanceof AxiosError) {
    const status = error.response?.status ?? 0;
    const body = error.response?.data as Partial<ResourceResponse<unknown>> | undefined;
    const apiError: ApiError | null | undefined = body?.resource_response?.error;
    if (apiError && typeof apiError.message === 'string') {
      return new ApiCallError(status, apiError.code, apiError.message, apiError.field, true);
    }
    return new ApiCallError(status, status === 0 ? 'network_error' : 'http_error', GENERIC_ERROR_MESSAGE, undefined, false);
  }
  return new ApiCallError(0, 'client_error', GENERIC_ERROR_MESSAGE, undefined, false);
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

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http: AxiosInstance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: 15_000,
    headers: { Accept: 'application/json' },
    withCredentials: true,
  });
  const readCookies = options.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  http.interceptors.request.use((config) => {
    const token = readCookie(readCookies(), CSRF_COOKIE);
    if (token) config.headers.set(CSRF_HEADER, token);
    return config;
  });
  axiosRetry(http, {
    retries: options.retries ?? 2,
    retryDelay: options.retryDelay ?? ((count, error) => exponentialDelay(count, error, 200)),
    retryCondition: isNetworkOrIdempotentRequestError,
  });

  const request = async <T>(run: () => Promise<{ data: T; status: number }>) => {
    try {
      return await run();
    } catch (error) {
      throw toCallError(error);
    }
  };

  // A visitor whose first call is a write (the login form on a fresh visit) has no token yet: any
  // read hands one out, so read the session first.
  const ensureCsrfToken = async () => {
    if (readCookie(readCookies(), CSRF_COOKIE)) return;
    await http.get('/resource/UserSessionResource/get/').catch(() => undefined);
  };

  return {
    async read<T>(resource: string, params: Record<string, string | number | boolean | undefined> = {}) {
      const answer = await request(() => http.get<ResourceResponse<T>>(`/resource/${resource}/get/`, { params }));
      return unwrap(answer.data, answer.status);
    },
    async write<T>(resource: string, action: ResourceWriteAction, body: Record<string, unknown>) {
      await ensureCsrfToken();
      const answer = await request(() => http.post<ResourceResponse<T>>(`/resource/${resource}/${action}/`, body));
      return unwrap(answer.data, answer.status).data;
    },
    async send<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) {
      if (method !== 'GET') await ensureCsrfToken();
      const answer = await request(() => http.request<ResourceResponse<T>>({ method, url, ...(body === undefined ? {} : { data: body }) }));
      return unwrap(answer.data, answer.status).data;
    },
  };
}

/** The page's client. shared-contracts is a singleton, so every area shares this instance. */
export const api: ApiClient = createApiClient();
