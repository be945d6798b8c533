/** A short, loggable reason for any thrown value. */
export function failureReason(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return typeof error === 'string' ? error : 'unknown error';
}
