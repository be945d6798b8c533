// The name search's text, apart from any database: how names and queries are folded (lower case,
// no accents) and escaped as LIKE patterns, and the typeahead's suggested queries drawn from pins'
// titles. searchStore.ts exports these on, as the rest of the API imports them from there.

/** Lower case without accents: how names and queries are compared (SQLite's search_fold, PostgreSQL's too). */
export function foldText(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
}

/** A LIKE pattern matching the text itself (its %, _ and \ escaped with \), with % before and/or after. */
export function likePattern(text: string, where: 'prefix' | 'contains'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return where === 'prefix' ? `${escaped}%` : `%${escaped}%`;
}

/** Phrases are suggested up to this many words past the term's own. */
const QUERY_WORDS = 3;

/**
 * From titles, the phrases (the term's words and up to two more, up to the first punctuation) that
 * start where a word starts with the folded term, most common first, then shorter, then in order:
 * 'chicken', 'chicken thighs' for 'chi'.
 */
export function suggestedQueries(titles: readonly string[], folded: string, count: number): string[] {
  const counts = new Map<string, number>();
  for (const title of titles) {
    for (const clause of foldText(title).split(/[,.:;!?|()"“”]+/)) {
      const clauseWords = clause.split(/\s+/).filter(Boolean);
      const termWords = folded.split(/\s+/).length;
      clauseWords.forEach((_, i) => {
        if (!clauseWords.slice(i).join(' ').startsWith(folded)) return;
        for (let n = termWords; n < termWords + QUERY_WORDS && i + n <= clauseWords.length; n++) {
          const phrase = clauseWords.slice(i, i + n).join(' ');
          counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
        }
      });
    }
  }
  return [...counts.entries()]
    .sort(([a, na], [b, nb]) => nb - na || a.length - b.length || a.localeCompare(b))
    .slice(0, count)
    .map(([phrase]) => phrase);
}
