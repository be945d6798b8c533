// The pins search's query as words, and the words as each database's full-text query. Both indexes
// (SQLite FTS5 with the porter tokenizer, PostgreSQL's tsvector: migrations 'pins search') split a
// pin's text at anything not a letter or digit and stem each word, so the query is split the same
// way here and stemmed there: 'Gardening' finds 'garden', 'gardens' finds 'Garden Ideas'. A pin
// matches when it holds every word, in any of its fields.

import { foldText } from './searchText';

/** A query's words beyond this many are not searched (a query is at most 200 characters). */
export const MAX_SEARCH_WORDS = 16;

/** The index's fields, most telling first: a match in an earlier one ranks a pin higher. */
export const PIN_SEARCH_FIELDS = ['title', 'board', 'description', 'topic', 'domain'] as const;
export type PinSearchField = (typeof PIN_SEARCH_FIELDS)[number];

/** The query's words: folded (lower case, no accents), split at anything not a letter or digit, each once, in order. */
export function pinSearchWords(query: string): string[] {
  const words = foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/**
 * An FTS5 MATCH expression holding every word (each a quoted string, so no word is read as an
 * operator), in any field or only in `field`.
 */
export function fts5Query(words: readonly string[], field?: PinSearchField): string {
  if (words.length === 0) throw new Error('fts5Query: a query needs at least one word');
  const all = words.map((word) => `"${word.replaceAll('"', '""')}"`).join(' ');
  return field ? `{${field}} : (${all})` : all;
}

/** The text PostgreSQL's plainto_tsquery makes the same query of: the words, each its own. */
export function tsQueryText(words: readonly string[]): string {
  if (words.length === 0) throw new Error('tsQueryText: a query needs at least one word');
  return words.join(' ');
}
