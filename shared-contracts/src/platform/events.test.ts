import { parseAreaHandles } from './events';

const WHERE = 'mf-manifest.json "pinboard.handles"';

describe('parseAreaHandles', () => {
  it.each<[string, unknown, ReturnType<typeof parseAreaHandles>]>([
    ['nothing declared', undefined, { commands: [], events: [] }],
    ['an empty declaration', {}, { commands: [], events: [] }],
    ['the boards area', { commands: ['pin/save', 'pin/unsave'] }, { commands: ['pin/save', 'pin/unsave'], events: [] }],
    [
      'the experiences area',
      { events: ['auth/required', 'toast/requested'] },
      { commands: [], events: ['auth/required', 'toast/requested'] },
    ],
  ])('reads %s', (_label, value, expected) => {
    expect(parseAreaHandles(value, WHERE)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['a list instead of an object', ['pin/save'], `${WHERE} must be an object`],
    ['null', null, `${WHERE} must be an object`],
    ['commands that are not a list', { commands: 'pin/save' }, `${WHERE}: commands and events must be lists`],
    ['an unknown command', { commands: ['pin/save', 'pin/sav'] }, `${WHERE}: "pin/sav" is not a bus command`],
    ['an event named as a command', { commands: ['toast/requested'] }, `${WHERE}: "toast/requested" is not a bus command`],
    ['an unknown event', { events: ['toast/request'] }, `${WHERE}: "toast/request" is not a bus event`],
    ['a name that is not text', { events: [42] }, `${WHERE}: 42 is not a bus event`],
  ])('refuses %s, naming it', (_label, value, message) => {
    expect(() => parseAreaHandles(value, WHERE)).toThrow(message);
  });
});
