// What the search box suggests for what is typed: asked 150 ms after the last key (TYPEAHEAD_LIMITS),
// through the page's query cache, so typing back to an earlier term answers at once. The typed text
// is a stream: debounced, trimmed and cut, and only a changed term asks again.

import { useEffect, useState } from 'react';
import { BehaviorSubject, debounceTime, distinctUntilChanged, map } from 'rxjs';
import { TYPEAHEAD_LIMITS } from 'shared-contracts/rules';
import type { ApiClient } from 'page-runtime';
import { resourceQuery, useQuery } from 'react-kit';
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
  const [typed] = useState(() => new BehaviorSubject(text));
  useEffect(() => typed.next(text), [typed, text]);
  useEffect(() => {
    const terms = typed.pipe(debounceTime(TYPEAHEAD_LIMITS.debounceMs), map(termOf), distinctUntilChanged()).subscribe(setTerm);
    return () => terms.unsubscribe();
  }, [typed]);
  const query = useQuery({
    ...resourceQuery(client, 'TypeaheadResource', { term: term || ' ', count: TYPEAHEAD_LIMITS.defaultPerKind }),
    enabled: term !== '',
    // Suggestions are a convenience: a failed ask shows none, and says nothing.
    retry: false,
  });
  return { suggestions: term ? suggestionsOf(query.data) : [], term, loading: term !== '' && query.isFetching };
}
