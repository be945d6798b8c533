// Discovery's pages, each with its own job (issue 60, item 11; the spec lists /ideas and /topics
// as routes only). /topics is the directory: every topic A to Z under its letter. /ideas is the
// curated page: the searches trending this week (the topics of the Pins saved most this week,
// most first) and the topics as pictures. /videos and /shopping choose a category by topic, in the
// URL as the spec's /videos/{category}/{id} and /shopping/{category}/{id}.

import type { ApiGridPin, ApiInterest } from '../api/apiTypes';

export interface TopicLetter<T> {
  /** 'A'…'Z', or '#' for a name that starts with anything else. */
  letter: string;
  topics: T[];
}

const letterOf = (name: string): string => {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
};

/** Every topic by name, A to Z, under its first letter (accents folded: 'Éclairs' is under E); '#' last. */
export function topicsAtoZ<T extends { interest: Pick<ApiInterest, 'name'> }>(topics: readonly T[]): TopicLetter<T>[] {
  const sorted = [...topics].sort((a, b) => a.interest.name.localeCompare(b.interest.name, 'en', { sensitivity: 'base' }));
  const letters = new Map<string, T[]>();
  for (const topic of sorted) {
    const letter = letterOf(topic.interest.name);
    letters.set(letter, [...(letters.get(letter) ?? []), topic]);
  }
  return [...letters.entries()]
    .map(([letter, grouped]) => ({ letter, topics: grouped }))
    .sort((a, b) => (a.letter === '#' ? 1 : b.letter === '#' ? -1 : a.letter.localeCompare(b.letter)));
}

/** How many trending searches /ideas shows. */
export const TRENDING_SEARCHES = 8;

/** The topics of this week's most-saved Pins, the most Pins first (then the earlier Pin's), each once. */
export function trendingSearches(pins: readonly Pick<ApiGridPin, 'sourceInterest'>[], max = TRENDING_SEARCHES): string[] {
  const counts = new Map<string, number>();
  for (const pin of pins) {
    const name = pin.sourceInterest?.name.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  // A Map keeps first-seen order, and sort is stable: ties stay in the ranking's order.
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, max)
    .map(([name]) => name);
}

export type CategoryPage = 'videos' | 'shopping';

/** A category's link on /videos or /shopping (null: all of them). */
export function categoryHref(page: CategoryPage, interest: Pick<ApiInterest, 'id' | 'urlName'> | null): string {
  if (!interest) return `/${page}/`;
  return `/${page}/${encodeURIComponent(interest.urlName)}/${encodeURIComponent(interest.id)}/`;
}

/** A category page's heading: 'Gardening videos', 'Shop Gardening'. */
export function categoryHeading(page: CategoryPage, topicName: string): string {
  return page === 'videos' ? `${topicName} videos` : `Shop ${topicName}`;
}

/** Whether the category in a URL (its url name, or id) is this interest. */
export function isCategory(interest: Pick<ApiInterest, 'id' | 'urlName'>, category: string | undefined): boolean {
  return category !== undefined && (category === interest.urlName || category === interest.id);
}
