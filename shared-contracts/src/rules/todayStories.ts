// Today (spec section 2's /today, /today/article/, /discover/article/{slug}): dated editorial stories
// made of pins. Each day has three, one of each kind, about three topics in turn; a story's address
// names its date, kind and topic. What a story is called, and says of itself, is written here.

export const STORY_KINDS = ['best', 'fresh', 'picks'] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

/** Days of stories Today shows: this one and the six before. */
export const STORY_DAYS = 7;
/** Pins in one story. */
export const STORY_PINS = 8;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function storySlug(date: string, kind: StoryKind, topicUrlName: string): string {
  return `${date}-${kind}-${topicUrlName}`;
}

/** A story's title and its line under it. */
export function storyAbout(kind: StoryKind, topic: string, date: string, pinCount: number): { title: string; summary: string } {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? 'today';
  const lower = topic.toLowerCase();
  switch (kind) {
    case 'best':
      return { title: `The best of ${topic}`, summary: `The ${lower} Pins people save most, in one place.` };
    case 'fresh':
      return { title: `New in ${topic}`, summary: `${pinCount} ${lower} ideas just added to Pinboard.` };
    case 'picks':
      return { title: `${pinCount} ${topic} ideas for ${weekday}`, summary: `Handpicked ${lower} ideas to start your ${weekday}.` };
  }
}

/** The pages Today has besides its stories, by the address's last segment (/today/best/ …). */
export const TODAY_TABS = [
  { ranking: 'best', label: 'Best', heading: 'The most-saved Pins' },
  { ranking: 'trending', label: 'Trending', heading: 'Saved most this week' },
  { ranking: 'popular', label: 'Popular', heading: 'Seen most' },
  { ranking: 'shop', label: 'Shop', heading: 'Products people save' },
] as const;

export type PinRanking = (typeof TODAY_TABS)[number]['ranking'];

export function isPinRanking(value: string | undefined): value is PinRanking {
  return TODAY_TABS.some((tab) => tab.ranking === value);
}
