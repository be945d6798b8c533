// The header's search box: a combobox (WAI-ARIA 1.2, list autocomplete) suggesting searches,
// ideas, boards and people as it is typed. Arrows move through the suggestions, Enter opens the chosen one or
// searches pins for the text, Escape closes the list (and a second Escape clears the text). On
// the search page it shows that page's query.

import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/rules';
import { Icon, useLocationSnapshot } from 'react-kit';
import { useShellDeps } from './deps';
import { searchUrl, SUGGESTION_GROUPS, type Suggestion } from './typeaheadOptions';
import { useTypeahead } from './useTypeahead';

export interface SearchBoxProps {
  navigate: (url: string) => void;
}

export function SearchBox({ navigate }: SearchBoxProps) {
  const { client } = useShellDeps();
  const { route, href } = useLocationSnapshot();
  const routeQuery = route.area === 'feed' && route.page === 'search' ? route.query : '';
  const [text, setText] = useState(routeQuery);
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(href);
  const input = useRef<HTMLInputElement>(null);
  const { suggestions, term, loading } = useTypeahead(open ? text : '', client);
  // The chosen suggestion belongs to the term it was chosen among; new suggestions start unchosen.
  const [choice, setChoice] = useState({ term: '', index: -1 });
  const active = choice.term === term ? choice.index : -1;
  const setActive = (index: number) => setChoice({ term, index });
  const ids = { input: useId(), list: useId(), option: useId() };

  // A new page shows its own query (or none), and closes the list.
  if (shownFor !== href) {
    setShownFor(href);
    setText(routeQuery);
    setOpen(false);
  }

  const expanded = open && term !== '' && suggestions.length > 0;
  const nothingFound = open && term !== '' && suggestions.length === 0 && !loading;
  const optionId = (index: number) => `${ids.option}-${index}`;

  const go = (url: string | null) => {
    if (!url) return;
    setOpen(false);
    input.current?.blur();
    navigate(url);
  };
  const choose = (suggestion: Suggestion) => go(suggestion.href);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded ? suggestions[active] : undefined;
    if (chosen) choose(chosen);
    else go(searchUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      if (suggestions.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box, Down goes to the first and Up to the last; past either end, back to the box.
      const next = active + step;
      if (active === -1) setActive(step === 1 ? 0 : suggestions.length - 1);
      else setActive(next < 0 || next >= suggestions.length ? -1 : next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else setText('');
    }
  };

  return (
    <form className="site-search" role="search" aria-label="Search Pinboard" action="/search/pins" method="get" onSubmit={onSubmit}>
      <label className="pb-visually-hidden" htmlFor={ids.input}>
        Search
      </label>
      <input
        ref={input}
        id={ids.input}
        className="site-search__input"
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={ids.list}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Search for ideas"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <p className="site-search__empty" role="status">
        {nothingFound ? 'No suggestions. Press Enter to search Pins.' : ''}
      </p>
      <div id={ids.list} className="site-search__list" role="listbox" aria-label="Suggestions" hidden={!expanded}>
        {SUGGESTION_GROUPS.map((group) => {
          const members = suggestions.filter((s) => s.kind === group.kind);
          if (members.length === 0) return null;
          return (
            <div key={group.kind} role="group" aria-label={group.label} className="site-search__group">
              <p className="site-search__group-label" aria-hidden="true">
                {group.label}
              </p>
              {members.map((suggestion) => {
                const at = suggestions.indexOf(suggestion);
                return (
                  <div
                    key={suggestion.id}
                    id={optionId(at)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={at === active}
                    className="site-search__option"
                    // Chosen on mouse down, before the input's blur closes the list.
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(suggestion);
                    }}
                    onMouseEnter={() => setActive(at)}
                  >
                    {suggestion.kind === 'query' && (
                      <span className="site-search__thumb site-search__thumb--query" aria-hidden="true">
                        <Icon name="search" size={16} />
                      </span>
                    )}
                    {(suggestion.kind === 'board' || suggestion.kind === 'user') && (
                      <span className={`site-search__thumb site-search__thumb--${suggestion.kind}`} aria-hidden="true">
                        {suggestion.imageUrl ? <img src={suggestion.imageUrl} alt="" width={32} height={32} /> : suggestion.label.charAt(0)}
                      </span>
                    )}
                    <span className="site-search__option-text">
                      <span className="site-search__option-label">{suggestion.label}</span>
                      {suggestion.detail && <span className="site-search__option-detail">{suggestion.detail}</span>}
                    </span>
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
    </form>
  );
}
