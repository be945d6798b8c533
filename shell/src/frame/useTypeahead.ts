// What the search box suggests for what is typed: asked 150 ms after the last key (TYPEAHEAD_LIMITS),
// through the page's query cache, so typing back to an earlier term answers at once.

import { useEffect, useState } from 'react';
import { TYPEAHEAD_LIMITS, type ApiClient } from 'shared-contracts';
import { resourceQuery, useQuery } from 'shared-contracts/react';
import { suggestionsOf, type Suggestion } from './typeaheadOptions';

export interface Typeahead {
  suggestions: Suggestion[];
  /** The term the suggestions are for ('' before any). */
  term: string;
  loading: boolean;
}

function termOf(text: string): string {
  return text.trim().slice(0, TYPEAHEAD_LIMITS.termMaxLength);
}

export function useTypeahead(text: string, client: ApiClient): Typeahead {
  const [term, setTerm] = useState(() => termOf(text));
  useEffect(() => {
    const timer = setTimeout(() => setTerm(termOf(text)), TYPEAHEAD_LIMITS.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery({
    ...resourceQuery(client, 'TypeaheadResource', { term: term || ' ', count: TYPEAHEAD_LIMITS.defaultPerKind }),
    enabled: term !== '',
    // Suggestions are a convenience: a failed ask shows none, and says nothing.
    retry: false,
  });
  return { suggestions: term ? suggestionsOf(query.data) : [], term, loading: term !== '' && query.isFetching };
}
