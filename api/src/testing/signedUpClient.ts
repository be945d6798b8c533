// A new person for a test: signed up as a person does (the form, then the mailed link), with a
// password the tests can log in with again.

import { expectOk } from './expectAnswer';
import type { TestApi, TestClient } from './testApi';

export const SIGNED_UP_PASSWORD = 'a-good-password';

/** A client signed in as a new person `username` (email `<username>@example.org`, first name Test). */
export async function signedUpClient(api: TestApi, username: string): Promise<TestClient> {
  const client = api.client();
  expectOk(await api.signUp(client, { username, email: `${username}@example.org`, password: SIGNED_UP_PASSWORD, first_name: 'Test' }));
  return client;
}
