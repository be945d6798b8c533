// The API client's HTTP side, on axios: one instance with the CSRF header, the API's error shape, and
// upload progress from its XMLHttpRequest adapter. axios-retry retries only idempotent requests (GET,
// HEAD, OPTIONS, PUT, DELETE) on a network error or a 5xx, never a resource write, and never a 429
// (the server asked us to wait). apiClient.ts loads this file on the first call that needs it.

import axios, { isAxiosError, type AxiosProgressEvent } from 'axios';
import axiosRetry, { isIdempotentRequestError } from 'axios-retry';
import { type ApiError, type ResourceResponse } from 'shared-contracts/api';
import { CSRF_HEADER } from 'shared-contracts/platform';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { ApiCallError } from './apiCallError';

/** Ordinary calls give up after 15 s; a 10 MB picture over a slow line takes a while longer. */
const CALL_TIMEOUT_MS = 15_000;
const UPLOAD_TIMEOUT_MS = 120_000;
/** The answers worth asking again: the server or a proxy failed, or was briefly away. */
const RETRIED_STATUSES: readonly number[] = [500, 502, 503, 504];

export interface HttpTransportOptions {
  baseURL: string;
  retries: number;
  /** The delay before retry n (ms). */
  retryDelay: (retryCount: number) => number;
  /** The visitor's CSRF token, read at each call. */
  csrfToken: () => string | null;
}

export interface HttpCall {
  query?: URLSearchParams;
  json?: unknown;
  /** A file sent as its own bytes, its type as Content-Type (an upload route). */
  file?: Blob;
  /** Told, from 0 to 1, how much of the body has gone up (a picture upload). */
  progress?: { onUploadProgress: (fraction: number) => void };
}

/** One HTTP exchange with the API: its body and status, or an ApiCallError. */
export type HttpTransport = (method: string, path: string, call?: HttpCall) => Promise<{ data: ResourceResponse<never>; status: number }>;

/** Retry-After in seconds (what the API sends) as milliseconds; a date or nothing is no answer. */
function retryAfterOf(header: unknown): number | undefined {
  const seconds = typeof header === 'string' && /^\d+$/.test(header.trim()) ? Number(header) : NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

function toCallError(error: unknown): ApiCallError {
  if (error instanceof ApiCallError) return error;
  if (isAxiosError(error) && error.response) {
    const status = error.response.status;
    const body = error.response.data as Partial<ResourceResponse<unknown>> | string | undefined;
    const apiError: ApiError | null | undefined = typeof body === 'object' ? body?.resource_response?.error : undefined;
    const retryAfterMs = retryAfterOf(error.response.headers['retry-after']);
    if (apiError && typeof apiError.message === 'string') {
      return new ApiCallError(status, apiError.code, apiError.message, apiError.field, true, retryAfterMs);
    }
    return new ApiCallError(status, 'http_error', GENERIC_ERROR_MESSAGE, undefined, false, retryAfterMs);
  }
  // No answer came back: no connection, a dropped one, or the time ran out.
  return new ApiCallError(0, 'network_error', GENERIC_ERROR_MESSAGE, undefined, false);
}

export function createHttpTransport(options: HttpTransportOptions): HttpTransport {
  const http = axios.create({
    baseURL: options.baseURL,
    timeout: CALL_TIMEOUT_MS,
    headers: { Accept: 'application/json' },
  });
  http.interceptors.request.use((config) => {
    const token = options.csrfToken();
    if (token) config.headers.set(CSRF_HEADER, token);
    return config;
  });
  axiosRetry(http, {
    retries: options.retries,
    retryDelay: (retryCount) => options.retryDelay(retryCount),
    retryCondition: (error) =>
      isIdempotentRequestError(error) && (error.response === undefined || RETRIED_STATUSES.includes(error.response.status)),
  });

  return async (method, path, call = {}) => {
    const query = call.query?.toString();
    const onProgress = call.progress?.onUploadProgress;
    try {
      const response = await http.request<ResourceResponse<never>>({
        method,
        url: `${path}${query ? `?${query}` : ''}`,
        ...(call.json === undefined ? {} : { data: call.json }),
        ...(call.file === undefined ? {} : { data: call.file, headers: { 'Content-Type': call.file.type } }),
        ...(onProgress
          ? {
              timeout: UPLOAD_TIMEOUT_MS,
              onUploadProgress: (event: AxiosProgressEvent) => {
                if (event.total) onProgress(event.loaded / event.total);
              },
            }
          : {}),
      });
      return { data: response.data, status: response.status };
    } catch (error) {
      throw toCallError(error);
    }
  };
}
