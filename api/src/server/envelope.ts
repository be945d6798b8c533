// The answer shape of every call: { resource_response: { status, data, error, bookmark? } }.

import type { ApiError, ResourceResponse } from 'shared-contracts/api';
import type { ApiHttpError } from './apiHttpError';

export function ok<T>(data: T, bookmark?: string | null): ResourceResponse<T> {
  return { resource_response: { status: 'success', data, error: null, ...(bookmark !== undefined ? { bookmark } : {}) } };
}

export function failure(error: ApiHttpError): ResourceResponse<never> {
  const body: ApiError = {
    http_status: error.httpStatus,
    code: error.code,
    message: error.message,
    ...(error.field ? { field: error.field } : {}),
  };
  return { resource_response: { status: 'failure', data: null, error: body } };
}
