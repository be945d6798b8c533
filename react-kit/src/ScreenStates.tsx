// What any area's page shows before, or instead of, its content: the one designed not-found page
// (also the shell's for URLs no area owns), a failure with a retry, a loading line, and the way in
// for a visitor on a page that is only a member's. Styled by
// design-tokens' base classes (pb-state__*).

import { useEffect, useId, type ReactNode } from 'react';
import { documentTitle, SEARCH_QUERY_MAX_LENGTH } from 'shared-contracts/rules';
import { useLocationSnapshot } from './useAreaRoute';

export interface NotFoundScreenProps {
  /** What could not be found, for the sentence under the heading ('board', 'profile', 'Pin'); a page by default. */
  what?: string;
}

/** Not there, or not the viewer's to see: a secret board or pin is never confirmed to exist. */
export function NotFoundScreen({ what }: NotFoundScreenProps) {
  const headingId = useId();
  const searchId = useId();
  useEffect(() => {
    document.title = documentTitle({ area: 'not-found' });
  }, []);
  return (
    <section className="pb-screen pb-state" aria-labelledby={headingId}>
      <h1 id={headingId} className="pb-state__heading">
        Page not found
      </h1>
      <p className="pb-state__text">
        {what
          ? `We couldn't find that ${what}. It may have been deleted, or it may be private.`
          : "We couldn't find the page you were looking for. It may have moved, or the link may be wrong."}
      </p>
      <form className="pb-state__search" role="search" aria-label="Search for ideas" action="/search/pins" method="get">
        <label className="pb-visually-hidden" htmlFor={searchId}>
          Search for ideas
        </label>
        <input
          id={searchId}
          className="pb-state__search-input"
          type="search"
          name="q"
          required
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          placeholder="Search for ideas"
        />
        <button type="submit" className="pb-button">
          Search
        </button>
      </form>
      <p>
        <a className="pb-button pb-button--primary" href="/">
          Go to the home feed
        </a>
      </p>
    </section>
  );
}

export interface FailedScreenProps {
  message: string;
  onRetry: () => void;
}

export function FailedScreen({ message, onRetry }: FailedScreenProps) {
  const headingId = useId();
  return (
    <section className="pb-screen pb-state" aria-labelledby={headingId}>
      <h1 id={headingId} className="pb-state__heading">
        Something went wrong
      </h1>
      <p role="alert" className="pb-state__text">
        {message}
      </p>
      <button type="button" className="pb-button" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}

export interface LoadingScreenProps {
  /** The busy region's name ('Loading the board'). */
  label: string;
  /** A placeholder shaped like the content, so the page does not jump when it arrives. */
  children?: ReactNode;
}

/** No heading until the real one is known, so the page's h1 never changes under a reader. */
export function LoadingScreen({ label, children }: LoadingScreenProps) {
  return (
    <section className="pb-screen" aria-label={label} aria-busy="true">
      {children}
      <p role="status" className="pb-state__loading">
        Loading…
      </p>
    </section>
  );
}

export interface LogInScreenProps {
  /** What logging in shows here ('Log in to see your settings'). */
  heading: string;
  /** What is on the page once logged in. */
  text: string;
}

/** A member's page seen by a visitor: what it holds and the way in, coming back here after logging in. */
export function LogInScreen({ heading, text }: LogInScreenProps) {
  const { pathname, search } = useLocationSnapshot();
  const headingId = useId();
  return (
    <section className="pb-screen pb-state" aria-labelledby={headingId}>
      <h1 id={headingId} className="pb-state__heading">
        {heading}
      </h1>
      <p className="pb-state__text">{text}</p>
      <p className="pb-dialog__actions">
        <a className="pb-button pb-button--primary" href={`/login?next=${encodeURIComponent(pathname + search)}`}>
          Log in
        </a>
        <a className="pb-button" href="/signup">
          Sign up
        </a>
      </p>
    </section>
  );
}
