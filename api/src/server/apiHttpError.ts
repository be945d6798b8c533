// An error with the HTTP status and the machine code the client reads from resource_response.error.

export class ApiHttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Seconds until a refused caller may try again: sent as Retry-After. */
    readonly retryAfterS?: number,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }

  /** 429: too many calls of this kind; `message` says when to try again. */
  static tooMany(message: string, retryAfterS: number): ApiHttpError {
    return new ApiHttpError(429, 'too_many_requests', message, undefined, Math.max(1, Math.ceil(retryAfterS)));
  }

  /** 503: the server is busy with this kind of work right now. */
  static busy(message: string, retryAfterS: number): ApiHttpError {
    return new ApiHttpError(503, 'busy', message, undefined, Math.max(1, Math.ceil(retryAfterS)));
  }

  static invalidField(field: string, message: string): ApiHttpError {
    return new ApiHttpError(400, 'invalid_field', message, field);
  }

  static notAuthenticated(): ApiHttpError {
    return new ApiHttpError(401, 'not_authenticated', 'Log in to continue.');
  }

  static forbidden(message: string): ApiHttpError {
    return new ApiHttpError(403, 'forbidden', message);
  }

  static notFound(what: string): ApiHttpError {
    return new ApiHttpError(404, 'not_found', `${what} was not found.`);
  }

  /** 410: it was here and was deleted (a deleted pin), which a 404 would not say. */
  static gone(message: string): ApiHttpError {
    return new ApiHttpError(410, 'gone', message);
  }

  static conflict(field: string, message: string): ApiHttpError {
    return new ApiHttpError(409, 'conflict', message, field);
  }
}

/** The value looked up, or 404 "<what> was not found." when there is none (or the viewer may not see it). */
export function found<T>(value: T | null | undefined, what: string): T {
  if (!value) throw ApiHttpError.notFound(what);
  return value;
}
