// A name field the API stores (a person's, a board's, a section's) must pass the shared name rule;
// otherwise the call is refused naming the field.

import { nameProblem } from 'shared-contracts/rules';
import { ApiHttpError } from './apiHttpError';

export function checkName(field: string, value: string | undefined, label: string): void {
  if (value === undefined) return;
  const problem = nameProblem(value, label);
  if (problem) throw ApiHttpError.invalidField(field, problem);
}
