import { INTEREST_PICKER_MIN, interestPickerState } from './interestPicker';

describe('the first-run interest picker', () => {
  it('asks for five', () => expect(INTEREST_PICKER_MIN).toBe(5));

  it.each([
    [0, false, 'Pick 5 or more'],
    [1, false, 'Pick 4 more'],
    [4, false, 'Pick 1 more'],
    [5, true, '5 picked'],
    [12, true, '12 picked'],
  ])('with %i picked: Done %s, "%s"', (picked, canFinish, progress) => {
    expect(interestPickerState(picked)).toEqual({ canFinish, progress });
  });

  it.each([-1, 1.5, Number.NaN])('refuses %p', (picked) => expect(() => interestPickerState(picked)).toThrow(RangeError));
});
