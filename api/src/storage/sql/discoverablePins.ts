// Which pins anyone may discover, the one rule the feeds (pinFeeds.ts) and discovery's topics,
// rankings and stories (discoveryPins.ts) all show by: originals on public, live boards, minus what
// the viewer hid.

import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Viewer } from '../storage';
import { viewerParam } from '../subject';
import type { Boards, DB, Pins } from './apiTables';

const onPinAndBoard = expressionBuilder<DB & { p: Pins; b: Boards }, 'p' | 'b'>();

/** The condition on a query's pin `p` and its board `b`. */
export const discoverablePin = (viewer: Viewer): Expression<SqlBool> =>
  onPinAndBoard.and([
    onPinAndBoard('p.is_repin', '=', 0),
    onPinAndBoard('b.privacy', '=', 'public'),
    onPinAndBoard('b.archived', '=', 0),
    onPinAndBoard.not(
      onPinAndBoard.exists(
        onPinAndBoard
          .selectFrom('hidden_pins as h')
          .select((eb) => eb.lit(1).as('one'))
          .where('h.user_id', '=', viewerParam(viewer))
          .whereRef('h.pin_id', '=', 'p.id'),
      ),
    ),
  ]);
