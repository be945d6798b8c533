import { stepTable } from './stepTable.mjs';

const STEPS = ['Lint', 'Typecheck', 'Build', 'Unit and component tests', 'End-to-end tests'];

describe('the table npm test ends with', () => {
  it.each([
    {
      run: 'every step passed, in the order they ended',
      results: [
        ['Lint', 'passed', '79.1'],
        ['Typecheck', 'passed', '20.8'],
        ['Build', 'passed', '79.4'],
        ['Unit and component tests', 'passed', '249.7'],
        ['End-to-end tests', 'passed', '438.2'],
      ],
      minutes: 11.53,
      rows: [
        '| Lint | passed | 79.1 s |',
        '| Typecheck | passed | 20.8 s |',
        '| Build | passed | 79.4 s |',
        '| Unit and component tests | passed | 249.7 s |',
        '| End-to-end tests | passed | 438.2 s |',
        '| all | passed | 11.5 min |',
      ],
    },
    {
      run: 'the unit tests failed, so the end-to-end tests never ran',
      results: [
        ['Lint', 'passed', '77.8'],
        ['Typecheck', 'passed', '19.2'],
        ['Build', 'passed', '76.0'],
        ['Unit and component tests', 'failed', '241.5'],
      ],
      minutes: 4.01,
      rows: [
        '| Lint | passed | 77.8 s |',
        '| Typecheck | passed | 19.2 s |',
        '| Build | passed | 76.0 s |',
        '| Unit and component tests | failed | 241.5 s |',
        '| End-to-end tests | not run |  |',
        '| all | FAILED | 4.0 min |',
      ],
    },
    {
      run: 'nothing ran (the install failed)',
      results: [],
      minutes: 0.2,
      rows: [
        '| Lint | not run |  |',
        '| Typecheck | not run |  |',
        '| Build | not run |  |',
        '| Unit and component tests | not run |  |',
        '| End-to-end tests | not run |  |',
        '| all | FAILED | 0.2 min |',
      ],
    },
  ])('$run', ({ results, minutes, rows }) => {
    expect(stepTable(results, STEPS, minutes)).toBe(['| step | result | time |', '|---|---|---|', ...rows].join('\n'));
  });
});
