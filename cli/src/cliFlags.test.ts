import { parseCommandLine } from './cliFlags';

describe('the command line', () => {
  it.each([
    [['status'], { command: 'status', args: [] }, {}],
    [['deploy', '--skip-build', '--dist', 'out'], { command: 'deploy', args: [] }, { skipBuild: true, dist: 'out' }],
    [
      ['canary', 'mf_feed@1.2.0', '--share', '10', '--reason', 'try it'],
      { command: 'canary', args: ['mf_feed@1.2.0'] },
      { share: '10', reason: 'try it' },
    ],
    [
      ['status', '--registry', 'https://r.example', '--token-file', 'access.json', '--token', 't'],
      { command: 'status', args: [] },
      { registry: 'https://r.example', tokenFile: 'access.json', token: 't' },
    ],
    [['--help'], { command: undefined, args: [] }, { help: true }],
    [
      ['override', 'mf_feed@1.0.0', 'mf_boards@2.0.0', '--ttl', '30'],
      { command: 'override', args: ['mf_feed@1.0.0', 'mf_boards@2.0.0'] },
      { ttl: '30' },
    ],
  ])('%j', (argv, line, flags) => {
    const parsed = parseCommandLine(argv);
    expect(parsed).toMatchObject({ ...line, flags: { skipBuild: false, forceOverBudget: false, help: false, ...flags } });
  });

  it.each([
    [['status', '--shar', '10'], /--shar/],
    [['status', '--registry'], /--registry/],
  ])('refuses %j, naming the flag', (argv, message) => {
    expect(() => parseCommandLine(argv)).toThrow(message);
  });
});
