// The search box's limits, checked by the API and used by the header (our choices: the spec names none).

/** The typeahead asks with at most 80 characters, for up to 10 of each kind (4 by default), 150 ms after the last key. */
export const TYPEAHEAD_LIMITS = { termMaxLength: 80, maxPerKind: 10, defaultPerKind: 4, debounceMs: 150 } as const;

/** A search query is at most 200 characters. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
