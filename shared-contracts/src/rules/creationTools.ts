// Spec section 2's creation routes. '/pin/create/', '/pin-builder', '/pin-creation-tool' and
// '/pin-editor' open the pin builder; the idea, story and ad tools make things this site does not
// have (idea and story pins, ads), so their pages say what they are and lead to the builder.

import type { CreationTool } from './routes';

export const PIN_BUILDER_PATH = '/pin-builder/';

export type CreationPage = { kind: 'builder' } | { kind: 'elsewhere'; heading: string; text: string };

const ELSEWHERE: Partial<Record<CreationTool, { heading: string; text: string }>> = {
  'idea-pin-builder': {
    heading: 'Idea Pins',
    text: 'Idea Pins hold several pages of pictures and words. Making them is not open here yet; you can make a Pin from one picture.',
  },
  'story-pin-builder': {
    heading: 'Story Pins',
    text: 'Story Pins play pages one after another. Making them is not open here yet; you can make a Pin from one picture.',
  },
  'idea-ads-tool': {
    heading: 'Idea ads',
    text: 'Idea ads promote an Idea Pin to more people. They are made by business accounts, which are not open here yet; you can make a Pin from one picture.',
  },
};

export function creationPage(tool: CreationTool): CreationPage {
  const elsewhere = ELSEWHERE[tool];
  return elsewhere ? { kind: 'elsewhere', ...elsewhere } : { kind: 'builder' };
}
