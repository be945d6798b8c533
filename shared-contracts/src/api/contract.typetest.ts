// Compile-time test of the API contract, checked by `npm run typecheck`: every line under an
// expect-error directive must fail to compile, or TypeScript reports the directive as unused.

import type { ApiClient } from 'page-runtime';
import type { PinFeedResource } from './contract';

export async function contractTypeTests(client: ApiClient): Promise<void> {
  // Well-typed calls compile, and their answers are the contract's.
  const boards = await client.read('BoardsResource', { username: 'demo', sort: 'last_pinned_to' });
  boards.data.map((board) => board.name);
  const saved = await client.write('RepinResource', 'create', { pin_id: '1', board_id: '2' });
  saved.created.valueOf();
  await client.send('PUT /v3/boards/:board_id/follow/', { params: { board_id: '2' } });
  await client.read('UserSessionResource');
  // Visual search answers pins, so it is a feed a grid can page; the closeup's other reads answer their shapes.
  const alike: PinFeedResource = 'VisualSearchResource';
  await client.read(alike, { pin_id: '1', products: true });
  const details = await client.read('PinDetailsResource', { pin_id: '1' });
  details.data.interests.map((interest) => interest.url ?? interest.name);
  const analytics = await client.read('PinAnalyticsResource', { pin_id: '1' });
  analytics.data.days.map((day) => day.impressions + day.saves + day.clickthroughs);

  // @ts-expect-error 'More about this Pin' is not a feed of pins
  const notAFeed: PinFeedResource = 'PinDetailsResource';
  void notAFeed;

  // @ts-expect-error a mistyped option name (privacy_filter)
  await client.read('BoardsResource', { username: 'demo', privacy_filtre: 'all' });

  // @ts-expect-error an option of the wrong type
  await client.read('BoardFeedResource', { board_id: 2 });

  // @ts-expect-error a required option left out
  await client.write('RepinResource', 'create', { pin_id: '1' });

  // @ts-expect-error a value outside the option's list
  await client.read('BoardsResource', { username: 'demo', sort: 'most_liked' });

  // @ts-expect-error a resource the API does not have
  await client.read('BoardzResource', {});

  // @ts-expect-error an action the resource does not have
  await client.write('BoardsResource', 'create', { username: 'demo' });

  // @ts-expect-error a field the answer does not have
  boards.data.map((board) => board.title);

  // @ts-expect-error a route called without its path parameters
  await client.send('PUT /v3/p2p/:pin/hide/', {});

  // @ts-expect-error a route that is not in the contract
  await client.send('PUT /v3/pins/:id/explode/', { params: { id: '1' } });
}
