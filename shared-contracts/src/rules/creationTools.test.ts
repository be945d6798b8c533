import { creationPage } from './creationTools';
import type { CreationTool } from './routes';

describe('creationPage (spec section 2: /pin/create/ and the creation tools)', () => {
  const cases: Array<[CreationTool, string]> = [
    ['pin-create', 'builder'],
    ['pin-builder', 'builder'],
    ['pin-creation-tool', 'builder'],
    ['pin-editor', 'builder'],
    ['idea-pin-builder', 'elsewhere'],
    ['story-pin-builder', 'elsewhere'],
    ['idea-ads-tool', 'elsewhere'],
  ];
  it.each(cases)('%s opens %s', (tool, kind) => expect(creationPage(tool).kind).toBe(kind));
  it('says what an idea pin is', () => expect(creationPage('idea-pin-builder')).toMatchObject({ heading: 'Idea Pins' }));
});
