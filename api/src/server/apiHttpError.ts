// An error with the HTTP status and the machine code the client reads from resource_response.error.

export class ApiHttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiHttpError';
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

  static conflict(field: string, message: string): ApiHttpError {
    return new ApiHttpError(409, 'conflict', message, field);
  }
}
