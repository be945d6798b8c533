// /help/community-guidelines, where 'Learn more' on 'Heads up!' leads: what is kept off the site in
// the words of the report reasons, and why a link is warned about.
import { render, screen } from '@testing-library/react';
import { session } from 'page-runtime';
import { sessionOf } from 'test-support/fakeApiClient';
import { ExperiencesApp } from './ExperiencesApp';

beforeEach(() => jest.spyOn(session, 'load').mockResolvedValue(sessionOf(null)()));
afterEach(() => jest.restoreAllMocks());

describe('the community guidelines', () => {
  it('are the page at /help/community-guidelines, in the words of the report reasons, with the links we warn about', async () => {
    window.history.pushState(null, '', '/help/community-guidelines');
    render(<ExperiencesApp />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Community guidelines' })).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    for (const reason of ['Spam', 'Harassment or criticism', 'My intellectual property']) expect(terms).toContain(reason);
    expect(screen.getByRole('heading', { level: 2, name: 'Links we warn about' })).toBeTruthy();
    expect(document.title).toBe('Community guidelines · Pinboard');
  });
});
