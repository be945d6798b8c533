import type { ApiBoard } from 'shared-contracts/api';
import { matchingBoards } from './pickerBoards';

const board = (name: string, layout: ApiBoard['layout'] = 'default') => ({ name, layout }) as ApiBoard;
const boards = [board('Quick Saves', 'quick_saves'), board('Kitchen Ideas'), board('Café Nights'), board('Living Room')];

describe('matchingBoards', () => {
  it.each([
    ['', ['Quick Saves', 'Kitchen Ideas', 'Café Nights', 'Living Room']],
    ['  ', ['Quick Saves', 'Kitchen Ideas', 'Café Nights', 'Living Room']],
    ['kitchen', ['Kitchen Ideas']],
    ['ROOM', ['Living Room']],
    ['cafe', ['Café Nights']],
    ['profile', ['Quick Saves']], // the quick-saves board is shown, and found, as 'Profile'
    ['quick', []],
    ['zzz', []],
  ])('%j finds %j', (query, names) => {
    expect(matchingBoards(boards, query).map((b) => b.name)).toEqual(names);
  });
});
