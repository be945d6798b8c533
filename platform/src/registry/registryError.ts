// A refusal the registry explains: the HTTP status it maps to and a sentence saying what to do.

export class RegistryError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 422,
    message: string,
    readonly details: string[] = [],
  ) {
    super(message);
  }
}
