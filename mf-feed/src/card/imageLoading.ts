// How a card's picture is fetched: the ones a person sees without scrolling at once (the first row
// first of all: it holds the largest picture of the first screen), the rest only when near.

/** Top of the grid within which a card is on the first screen of any device (a tall phone is ~900 px). */
export const FIRST_SCREEN_PX = 900;

export interface ImageLoading {
  loading: 'eager' | 'lazy';
  fetchPriority: 'high' | 'auto';
}

export function imageLoadingOf(cellTop: number): ImageLoading {
  if (cellTop === 0) return { loading: 'eager', fetchPriority: 'high' };
  if (cellTop < FIRST_SCREEN_PX) return { loading: 'eager', fetchPriority: 'auto' };
  return { loading: 'lazy', fetchPriority: 'auto' };
}
