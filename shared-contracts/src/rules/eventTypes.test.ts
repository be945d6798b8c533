import { checkLoggedEvent, IMPRESSION_TYPES, KNOWN_EVENT_TYPES } from './eventTypes';

describe('event types (spec section 7)', () => {
  it.each([
    4503, 6567, 6568, 5, 12, 101, 108, 9315, 9316, 8948, 7762, 7761, 7352, 26, 27, 601, 602, 25, 29, 18, 3700, 3704, 3703, 170, 3803,
  ])('knows %i', (type) => expect(KNOWN_EVENT_TYPES.has(type)).toBe(true));

  it.each([
    ['pin', 18],
    ['board', 3700],
    ['user', 3704],
    ['interest', 3703],
    ['story', 170],
    ['search', 3803],
  ] as const)('a %s impression is type %i', (kind, type) => {
    expect(IMPRESSION_TYPES[kind]).toBe(type);
    expect(checkLoggedEvent({ event_type: type, impression_kind: kind })).toBeNull();
  });

  it.each([
    [{ event_type: 9999 }, 'event_type 9999 is not an event the site logs.'],
    [{ event_type: 18, impression_kind: 'board' }, 'a board impression has event_type 3700.'],
    [{ event_type: 18, impression_kind: 'video' }, 'impression_kind must be one of: pin, board, user, interest, story, search.'],
    // A name every object has is not a kind either.
    [{ event_type: 18, impression_kind: 'constructor' }, 'impression_kind must be one of: pin, board, user, interest, story, search.'],
  ])('refuses %j', (event, message) => {
    expect(checkLoggedEvent(event)).toBe(message);
  });
});
