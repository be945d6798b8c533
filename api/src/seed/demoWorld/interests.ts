// The twelve interests every board and pin belongs to, with the word pools each one draws from
// (interests.json: data, not code). An interest's id is its 1-based position in the list.

import interestData from './interests.json';
import { slugify } from '../../text/slugs';
import type { WorldInterest } from '../../storage/worldImport';
import { at } from './lookups';

export interface InterestDef {
  name: string;
  adjs: string[];
  nouns: string[];
  boardNames: string[];
  sections: string[];
  domains: string[];
}

const INTERESTS: readonly InterestDef[] = interestData;

// Interest ids (1-based positions in INTERESTS).
export const I = {
  home: 1,
  food: 2,
  travel: 3,
  diy: 4,
  garden: 5,
  fashion: 6,
  fitness: 7,
  photo: 8,
  art: 9,
  weddings: 10,
  architecture: 11,
  outdoors: 12,
} as const;

export function interestDef(id: number): InterestDef {
  return at(INTERESTS, id - 1);
}

export function demoInterests(): WorldInterest[] {
  return INTERESTS.map((d, i) => ({ id: i + 1, name: d.name, urlName: slugify(d.name) }));
}
