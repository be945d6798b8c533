// The words boards and pins are written with: sentences and title templates filled from an
// interest's adjectives and nouns, and the over-long titles the card rules are tested with.

import { at } from './lookups';
import type { Rng } from './random';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const DESCRIPTION_SENTENCES = [
  'Saving this {adj} {noun} for later.',
  'A {adj} take on {noun} that actually works in real life.',
  'Everything you need to know about {noun}, step by step.',
  'Loving the colors in this one.',
  'Tried this last weekend and it turned out great.',
  'Simple, affordable and easy to copy at home.',
  'Bookmarking for the next rainy afternoon.',
  'The details here are so good.',
  'Pairs well with a slow Sunday morning.',
  'Found via a friend, now obsessed with {noun}.',
  'Tips for {noun}: start small, keep it simple and make it yours.',
  'Five things I wish I had known before trying {noun}.',
];

export function makeTitle(rng: Rng, adj: string, noun: string, n: number): string {
  const templates = [
    () => `${capitalize(adj)} ${noun}`,
    () => `${capitalize(adj)} ${noun} ideas`,
    () => `${rng.int(5, 25)} ${adj} ${noun} ideas`,
    () => `How to plan the perfect ${noun}`,
    () => `${capitalize(adj)} ${noun} inspiration`,
    () => `My favourite ${adj} ${noun}`,
    () => `${capitalize(noun)}, the ${adj} way`,
  ];
  return at(templates, (n + rng.int(0, templates.length - 1)) % templates.length)();
}

/** A title of exactly `length` characters, no surrounding whitespace, so a trim keeps its length. */
export function longTitle(word: string, length: number): string {
  const base = `The complete guide to ${word}: everything we learned after a year of trying, failing and finally getting it right, with notes on budget, timing, tools, mistakes to avoid and the small details that make it feel finished`;
  let text = base;
  while (text.length < length) text += ` and ${word}`;
  text = text.slice(0, length);
  return text.replace(/\s$/, '.');
}
