// Issue 60, item 12's first-run step over HTTP (on both databases): a new person has it until they
// pick at least five topics (then followed, and their home feed is drawn from them) or skip it;
// people from before never have it.

import { type ApiGridPin, type ApiInterestWithFollow, type ApiSession, type ApiViewer } from 'shared-contracts/api';
import { INTEREST_PICKER_MIN } from 'shared-contracts/rules';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';

const api = startTestApiForFile();

async function newPerson(username: string): Promise<TestClient> {
  const client = api.client();
  expectOk(await api.signUp(client, { username, email: `${username}@example.org`, password: 'a-good-password', first_name: 'New' }));
  return client;
}

const stepOf = async (client: TestClient) => {
  const session = expectOk(await client.get<ApiSession>('UserSessionResource', {}));
  return session.viewer.isAuth ? session.viewer.onboardingStep : 'visitor';
};

describe('the first-run interest picker', () => {
  it('waits for a new person, follows the topics they pick, draws their home feed from them, and is gone for good', async () => {
    const person = await newPerson('first_run_pick');
    expect(await stepOf(person)).toBe('InterestPicker');
    const topics = expectOk(await person.get<ApiInterestWithFollow[]>('UserInterestsResource', {}));
    const picked = topics.slice(0, INTEREST_PICKER_MIN);

    expectFailure(
      await person.write('OnboardingInterestsResource', 'update', { interest_ids: picked.slice(1).map((t) => t.id) }),
      400,
      'invalid_field',
      'interest_ids',
    );
    expectFailure(
      await person.write('OnboardingInterestsResource', 'update', { interest_ids: [...picked.slice(1).map((t) => t.id), '999999'] }),
      400,
      'invalid_field',
      'interest_ids',
    );
    expect(await stepOf(person)).toBe('InterestPicker');

    const viewer = expectOk(
      await person.write<ApiViewer>('OnboardingInterestsResource', 'update', { interest_ids: picked.map((t) => t.id) }),
    );
    expect(viewer.onboardingStep).toBeNull();
    expect(await stepOf(person)).toBeNull();
    const followed = expectOk(await person.get<ApiInterestWithFollow[]>('UserInterestsResource', {})).filter((t) => t.followedByMe);
    expect(followed.map((t) => t.id).sort()).toEqual(picked.map((t) => t.id).sort());
    const home = expectOk(await person.get<ApiGridPin[]>('HomefeedResource', { page_size: 50 }));
    expect(home.length).toBeGreaterThan(0);
    const names = new Set(picked.map((t) => t.id));
    expect(home.filter((pin) => !names.has(pin.sourceInterest?.id ?? ''))).toEqual([]);
  });

  it('can be skipped, and is not shown again', async () => {
    const person = await newPerson('first_run_skip');
    expect(expectOk(await person.write<ApiViewer>('OnboardingInterestsResource', 'delete', {})).onboardingStep).toBeNull();
    expect(await stepOf(person)).toBeNull();
    expect(expectOk(await person.get<ApiInterestWithFollow[]>('UserInterestsResource', {})).some((t) => t.followedByMe)).toBe(false);
  });

  it('is not asked of people from before, and a visitor may not answer it', async () => {
    expect(await stepOf(await api.client().login('demo'))).toBeNull();
    expectFailure(await api.client().write('OnboardingInterestsResource', 'delete', {}), 401, 'not_authenticated');
  });
});
