// The first screen's pictures, preloaded by the document when it carries the feed's first page
// (firstRead): the browser fetches them while the scripts load, instead of once the grid renders.
// The answer is the API's own, but it reaches the document as JSON: only its picture fields are
// read, and only when they have the shape the contract gives them (TypeBox), or nothing is preloaded.

import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { escapeMarkup, FIRST_SCREEN_IMAGES, firstScreenImages } from 'shared-contracts/rules';
import { type FirstReadAnswer } from 'shared-contracts/platform';

const Image = Type.Object({ url: Type.String(), width: Type.Number(), height: Type.Number() });
const Images = Type.Object({ '236x': Image, '474x': Image, '736x': Image, orig: Image });
const PinPictures = Type.Object({
  images: Images,
  carouselData: Type.Union([Type.Null(), Type.Object({ index: Type.Number(), slots: Type.Array(Type.Object({ images: Images })) })]),
});
const FeedPage = Type.Object({ resource_response: Type.Object({ data: Type.Array(Type.Unknown()) }) });

const hasPictures = (pin: unknown): pin is Static<typeof PinPictures> => Value.Check(PinPictures, pin);

/** <link rel="preload" as="image"> tags for the first cards of the document's feed page; '' without one. */
export function firstScreenPreloads(firstRead: FirstReadAnswer | undefined): string {
  if (!firstRead || !Value.Check(FeedPage, firstRead.body)) return '';
  // Only the cards preloaded are checked (every document of home pays for this): 12 µs, not 68.
  const first = firstRead.body.resource_response.data.slice(0, FIRST_SCREEN_IMAGES).filter(hasPictures);
  return firstScreenImages(first)
    .map((image) => {
      const set = image.srcSet ? ` imagesrcset="${escapeMarkup(image.srcSet)}" imagesizes="${escapeMarkup(image.sizes)}"` : '';
      return `<link rel="preload" as="image" href="${escapeMarkup(image.src)}"${set}>`;
    })
    .join('');
}
