import { domainLabel } from './domainLabel';

const a = (n: number) => 'a'.repeat(n);

const cases: Array<[string | null, 'card' | 'hoverBar', string | null]> = [
  [null, 'card', null],
  ['', 'card', null],
  ['www.', 'card', null],
  ['loomandladle.com', 'card', 'loomandladle.com'],
  ['www.loomandladle.com', 'card', 'loomandladle.com'],
  ['WWW.Example.com', 'card', 'Example.com'],
  ['wwwexample.com', 'card', 'wwwexample.com'],
  [a(27), 'card', a(27)],
  [a(28), 'card', `${a(27)}…`],
  [`www.${a(27)}`, 'card', a(27)],
  ['recipes.thecozyweeknightkitchencollective.com', 'card', 'recipes.thecozyweeknightkit…'],
  [a(12), 'hoverBar', a(12)],
  [a(13), 'hoverBar', `${a(12)}…`],
  ['northwindgoods.com', 'hoverBar', 'northwindgoo…'],
  ['www.loomandladle.com', 'hoverBar', 'loomandladle…'],
  ['loomandladle', 'hoverBar', 'loomandladle'],
];

describe('domainLabel', () => {
  it.each(cases)('%p in %s -> %p', (domain, place, expected) => {
    expect(domainLabel(domain, place)).toBe(expected);
  });
});
