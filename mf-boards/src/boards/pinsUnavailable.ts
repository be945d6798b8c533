// What a boards page says in place of its Pins when the feed area's grid cannot be loaded into it.
export const PINS_UNAVAILABLE = 'Pins could not be loaded right now.';
