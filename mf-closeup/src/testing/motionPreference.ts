// The person's 'reduce motion' setting for the closeup's players' tests: jsdom has no matchMedia, so
// each test of the calling file starts with motion allowed, and one that sets `reduced` asks for less.

export function fakeMotionPreference(): { reduced: boolean } {
  const preference = { reduced: false };
  beforeEach(() => {
    preference.reduced = false;
    window.matchMedia = ((query: string) => ({
      matches: preference.reduced && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  return preference;
}
