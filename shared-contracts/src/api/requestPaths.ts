// The paths the API client asks for: a read's options as a query string, and a resource read's
// path, which is also the key of an answer the edge server primed in the document.

export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | null | undefined;

/** A read's options as a query string: arrays as repeated keys, absent values left out. */
export function queryOf(options: Readonly<Record<string, QueryValue>> | undefined): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(options ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? (value as readonly (string | number | boolean)[]) : [value as string | number | boolean]) {
      query.append(key, String(item));
    }
  }
  return query;
}

/** The path and query of a resource read: the one the client asks for, and the key of a primed answer. */
export function readPath(resource: string, options: Readonly<Record<string, QueryValue>> | undefined): string {
  const query = queryOf(options).toString();
  return `/resource/${resource}/get/${query ? `?${query}` : ''}`;
}
