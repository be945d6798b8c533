// Assertions on the API's answer envelope, shared by the API's test suites.

import type { Answer } from './testApi';

/** A success: 200, status 'success', error null; returns data. */
export function expectOk<T>(answer: Answer<T>): T {
  expect([answer.status, answer.body.resource_response.error]).toEqual([200, null]);
  expect(answer.body.resource_response.status).toBe('success');
  return answer.body.resource_response.data as T;
}

/** The exact failure envelope; `field` only when the error names one. */
export function expectFailure(answer: Pick<Answer<unknown>, 'status' | 'body'>, status: number, code: string, field?: string): void {
  expect(answer.status).toBe(status);
  expect(answer.body.resource_response).toEqual({
    status: 'failure',
    data: null,
    error: { http_status: status, code, message: expect.any(String), ...(field ? { field } : {}) },
  });
}
