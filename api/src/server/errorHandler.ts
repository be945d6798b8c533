// Every failure leaves as resource_response.error with an HTTP status: validation errors name
// the field and say what is allowed; unexpected errors never leak internals.

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { ForeignBookmark } from '../storage/foreignBookmark';
import { ApiHttpError } from './apiHttpError';
import { failure } from './envelope';

interface AjvIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function fieldOf(issue: AjvIssue): string {
  const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const extra = issue.params.missingProperty ?? issue.params.additionalProperty;
  if (typeof extra === 'string') return path ? `${path}.${extra}` : extra;
  return path || 'request';
}

/** One plain sentence for the first problem ajv found. */
function describeIssue(issue: AjvIssue): ApiHttpError {
  const field = fieldOf(issue);
  const p = issue.params;
  const messages: Record<string, () => string> = {
    required: () => `${field} is required.`,
    maxLength: () => `${field} must be at most ${String(p.limit)} characters.`,
    minLength: () => (p.limit === 1 ? `${field} must not be empty.` : `${field} must be at least ${String(p.limit)} characters.`),
    pattern: () => `${field} is not valid.`,
    additionalProperties: () => `${field} is not a field this call accepts.`,
    type: () => `${field} must be ${String(p.type)}.`,
    minimum: () => `${field} must be at least ${String(p.limit)}.`,
    maximum: () => `${field} must be at most ${String(p.limit)}.`,
    maxItems: () => `${field} may hold at most ${String(p.limit)} items.`,
    minItems: () => `${field} must hold at least ${String(p.limit)} items.`,
    format: () => `${field} must be a valid ${String(p.format)}.`,
  };
  const allowed = (p.allowedValues as unknown[] | undefined) ?? (p.allowedValue !== undefined ? [p.allowedValue] : undefined);
  const message = allowed
    ? `${field} must be one of: ${allowed.map(String).join(', ')}.`
    : (messages[issue.keyword]?.() ?? `${field} ${issue.message ?? 'is not valid'}.`);
  return ApiHttpError.invalidField(field, message);
}

/** anyOf/union failures report each branch; the enum-like summary is clearer. */
function firstIssue(issues: AjvIssue[]): AjvIssue {
  const literals = issues.filter((i) => i.keyword === 'const');
  const union = issues.find((i) => i.keyword === 'anyOf');
  if (union && literals.length > 0) {
    return { keyword: 'enum', instancePath: union.instancePath, params: { allowedValues: literals.map((i) => i.params.allowedValue) } };
  }
  return issues[0] ?? { keyword: 'unknown', instancePath: '', params: {} };
}

/** The CSRF plugin's refusals: no secret, or a token that does not match it (or its session). */
export function isCsrfFailure(error: Error): boolean {
  return 'code' in error && (error.code === 'FST_CSRF_MISSING_SECRET' || error.code === 'FST_CSRF_INVALID_TOKEN');
}

export function apiErrorHandler(error: FastifyError | ApiHttpError | Error, request: FastifyRequest, reply: FastifyReply): void {
  let apiError: ApiHttpError;
  if (error instanceof ApiHttpError) {
    apiError = error;
  } else if (error instanceof ForeignBookmark) {
    apiError = ApiHttpError.invalidField('bookmark', 'This bookmark does not belong to this feed. Start again from the first page.');
  } else if ('validation' in error && Array.isArray(error.validation)) {
    apiError = describeIssue(firstIssue(error.validation));
  } else if (isCsrfFailure(error)) {
    apiError = new ApiHttpError(403, 'csrf_failed', 'This request is missing its security token. Reload the page and try again.');
  } else if ('statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors: a body that is not JSON, too large, a bad content type.
    apiError = new ApiHttpError(error.statusCode, 'bad_request', error.message);
  } else {
    request.log.error(error);
    apiError = new ApiHttpError(500, 'server_error', GENERIC_ERROR_MESSAGE);
  }
  if (apiError.retryAfterS !== undefined) void reply.header('Retry-After', String(apiError.retryAfterS));
  void reply.code(apiError.httpStatus).header('Cache-Control', 'no-store').send(failure(apiError));
}
