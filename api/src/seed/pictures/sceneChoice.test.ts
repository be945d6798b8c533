import { PICTURE_SCENES, sceneFor } from './sceneChoice';

const picks = Array.from({ length: 100 }, (_, i) => (i + 0.5) / 100);
const share = (subject: string | undefined, scene: string) =>
  picks.filter((pick) => sceneFor(subject, pick) === scene).length / picks.length;

describe('sceneFor', () => {
  it.each([
    ['Food and Drink', 'food', 0.7],
    ['Home Decor', 'room', 0.7],
    ['Outdoors', 'landscape', 0.9],
    ["Women's Fashion", 'fabric', 0.7],
    ['Art', 'illustration', 0.6],
    ['recipe', 'food', 1],
  ])('shows %s mostly as %s (%f of pictures)', (subject, scene, expected) => {
    expect(share(subject, scene)).toBeCloseTo(expected, 5);
  });

  it('gives a subject it does not know, or none, every kind of scene', () => {
    for (const subject of [undefined, 'Knitting'])
      expect(new Set(picks.map((pick) => sceneFor(subject, pick)))).toEqual(new Set(PICTURE_SCENES));
  });

  it('takes the ends of the pick', () => {
    expect(sceneFor('Travel', 0)).toBe('landscape');
    expect(sceneFor('Travel', 0.999999)).toBe('illustration');
  });
});
