// What every failed API call throws: the API's own error when it sent one, else a generic one.

export class ApiCallError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** True when the server explained the failure in words a person can read. */
  readonly fromServer: boolean;
  /** How long the server asked us to wait before asking again (its Retry-After), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(status: number, code: string, message: string, field: string | undefined, fromServer: boolean, retryAfterMs?: number) {
    super(message);
    this.name = 'ApiCallError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.fromServer = fromServer;
    this.retryAfterMs = retryAfterMs;
  }
}
