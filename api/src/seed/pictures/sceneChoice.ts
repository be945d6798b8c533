// Which kind of scene a picture shows, from what its pin is about: rooms for home decor, plates
// for food, cloth for fashion and crafts, landscapes for travel and the outdoors, with a share of
// the other kinds so a board never repeats one look.

import type { PictureScene } from '../../storage/worldImport';

/** Every kind of scene, each once. */
export const PICTURE_SCENES = [
  'landscape',
  'stillLife',
  'room',
  'food',
  'fabric',
  'illustration',
] as const satisfies readonly PictureScene[];

/** An interest's name (the demo world's twelve), or what else a picture is for. */
export type PictureSubject = string;

type Weights = ReadonlyArray<readonly [PictureScene, number]>;

const MIXED: Weights = [
  ['landscape', 3],
  ['stillLife', 2],
  ['room', 2],
  ['food', 2],
  ['fabric', 2],
  ['illustration', 2],
];

const BY_SUBJECT: Readonly<Record<string, Weights>> = {
  'Home Decor': [
    ['room', 7],
    ['stillLife', 2],
    ['fabric', 1],
  ],
  'Food and Drink': [
    ['food', 7],
    ['stillLife', 3],
  ],
  recipe: [['food', 1]],
  Travel: [
    ['landscape', 8],
    ['illustration', 2],
  ],
  'DIY and Crafts': [
    ['fabric', 5],
    ['illustration', 3],
    ['stillLife', 2],
  ],
  Gardening: [
    ['landscape', 5],
    ['illustration', 3],
    ['stillLife', 2],
  ],
  "Women's Fashion": [
    ['fabric', 7],
    ['stillLife', 2],
    ['illustration', 1],
  ],
  'Health and Fitness': [
    ['landscape', 5],
    ['food', 5],
  ],
  Photography: [
    ['landscape', 6],
    ['stillLife', 3],
    ['room', 1],
  ],
  Art: [
    ['illustration', 6],
    ['stillLife', 4],
  ],
  Weddings: [
    ['stillLife', 4],
    ['fabric', 3],
    ['landscape', 3],
  ],
  Architecture: [
    ['room', 6],
    ['illustration', 2],
    ['landscape', 2],
  ],
  Outdoors: [
    ['landscape', 9],
    ['illustration', 1],
  ],
  avatar: [
    ['illustration', 4],
    ['landscape', 3],
    ['fabric', 3],
  ],
};

/** The scene for a subject, `pick` in [0, 1) choosing among its weighted kinds. */
export function sceneFor(subject: PictureSubject | undefined, pick: number): PictureScene {
  const weights = (subject !== undefined ? BY_SUBJECT[subject] : undefined) ?? MIXED;
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  let left = pick * total;
  for (const [scene, w] of weights) {
    if (left < w) return scene;
    left -= w;
  }
  return weights[weights.length - 1]?.[0] ?? 'landscape';
}
