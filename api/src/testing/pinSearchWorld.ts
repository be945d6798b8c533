// A small world for the pins search index's tests on either database (sqlite/ and postgres/
// pinSearchIndex.test.ts): the same statements, written as both databases take them, put into a
// database at the version before the index, and the writes the index's triggers must follow.

/** Two topics, two boards, three pins: what each field holds is what the searches below look for. */
export const PIN_SEARCH_WORLD = [
  "INSERT INTO users (id, username, full_name, first_name, created_at) VALUES (1, 'ana', 'Ana Lima', 'Ana', '2026-01-01T00:00:00.000Z')",
  "INSERT INTO interests (id, name, url_name) VALUES (5, 'Gardening', 'gardening'), (2, 'Food and Drink', 'food-and-drink')",
  `INSERT INTO boards (id, owner_id, name, slug, created_at, board_order_modified_at) VALUES
     (10, 1, 'Garden Plans', 'garden-plans', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
     (11, 1, 'Weeknight Dinners', 'weeknight-dinners', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`,
  `INSERT INTO pins (id, pinner_id, board_id, root_pin_id, content_type, title, description, domain, image_signature,
       image_width, image_height, dominant_color, interest_id, created_at) VALUES
     (100, 1, 10, 100, 'image', 'Balcony garden ideas', 'Herbs in pots', 'potandpetal.garden', 'a', 10, 10, '#000000', 5, '2026-01-01T00:00:00.000Z'),
     (101, 1, 11, 101, 'image', 'Crispy tacos', 'A weeknight gardening break', 'bakeandbloom.com', 'a', 10, 10, '#000000', 2, '2026-01-01T00:00:00.000Z'),
     (102, 1, 11, 102, 'image', 'Lentil soup', '', NULL, 'a', 10, 10, '#000000', 2, '2026-01-01T00:00:00.000Z')`,
];

/** Searches of the world as seeded (a word as a person types it), and the pins each finds. */
export const SEEDED_SEARCHES: ReadonlyArray<[string, number[]]> = [
  ['gardening', [100, 101]],
  ['gardens', [100, 101]],
  ['bakeandbloom', [101]],
  ['soups', [102]],
  ['dinners', [101, 102]],
  ['foods', [101, 102]],
  ['crème', []],
];

/** Writes of every kind the index follows, each with searches after it and the pins they find. */
export const WRITES: ReadonlyArray<[string, ReadonlyArray<[string, number[]]>]> = [
  [
    "UPDATE pins SET title = 'Tomato soup' WHERE id = 102",
    [
      ['tomatoes', [102]],
      ['lentils', []],
    ],
  ],
  [
    "UPDATE boards SET name = 'Taco Tuesday' WHERE id = 11",
    [
      ['tuesdays', [101, 102]],
      ['dinners', []],
    ],
  ],
  [
    'UPDATE pins SET board_id = 11 WHERE id = 100',
    [
      ['plans', []],
      ['tuesday', [100, 101, 102]],
    ],
  ],
  [
    "UPDATE interests SET name = 'Cooking' WHERE id = 2",
    [
      ['cook', [101, 102]],
      ['food', []],
    ],
  ],
  [
    "UPDATE pins SET description = 'Crème fraîche on top' WHERE id = 102",
    [
      ['creme', [102]],
      ['crème', [102]],
    ],
  ],
  [
    'DELETE FROM pins WHERE id = 101',
    [
      ['crispy', []],
      ['cooking', [102]],
    ],
  ],
  [
    `INSERT INTO pins (id, pinner_id, board_id, root_pin_id, content_type, title, description, domain, image_signature,
         image_width, image_height, dominant_color, interest_id, created_at)
       VALUES (103, 1, 10, 103, 'image', 'Raised beds', '', 'greenthumbjournal.org', 'a', 10, 10, '#000000', 5, '2026-01-01T00:00:00.000Z')`,
    [
      ['greenthumbjournal', [103]],
      ['plans', [103]],
      ['bed', [103]],
    ],
  ],
];
