// What the shell's tests give the frame: the demo member as the header knows them, and a card's
// impression as the grid reports it.

import type { FrameViewer, ImpressionRecord } from 'shared-contracts/platform';

/** The demo member (a test spreads over it what it is about: a business, a join date). */
export const demoViewer: FrameViewer = {
  username: 'demo',
  fullName: 'Demo User',
  imageSmallUrl: '',
  createdAt: '2024-01-01T00:00:00.000Z',
  hasBusinessProfiles: false,
  isEmployee: false,
};

/** Pin `pinId` coming into view on the home feed. */
export const impressionOf = (pinId: string): ImpressionRecord => ({
  pinId,
  surface: 'AuthHomefeed',
  stage: 'enter',
  visibleThreshold: 0,
  slotIndex: 0,
  cellWidth: 236,
  cellHeight: 300,
  windowWidth: 1280,
  windowHeight: 900,
  renderDurationMs: 5,
  time: 0,
});
