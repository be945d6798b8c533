import { slugify, uniqueSlug } from './slugs';

describe('slugs', () => {
  it.each([
    ['Kitchen Ideas', 'kitchen-ideas'],
    ['  Café & Crème!! ', 'cafe-creme'],
    ['Tattoo Ideas (18+ Only)', 'tattoo-ideas-18-only'],
    ['???', 'board'],
  ])('%j becomes %j', (name, slug) => expect(slugify(name)).toBe(slug));

  it('adds -2, -3 until free', () => {
    const taken = new Set(['garden', 'garden-2']);
    expect(uniqueSlug('Garden', (s) => taken.has(s))).toBe('garden-3');
    expect(uniqueSlug('Patio', (s) => taken.has(s))).toBe('patio');
  });
});
