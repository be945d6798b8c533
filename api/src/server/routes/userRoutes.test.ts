// The account calls of the site's frame: changing one's password (UserPasswordResource), the
// interests one follows (UserInterestsResource), a profile's About (UserResource update about,
// ApiUser.about) and whether the viewer has business profiles (ApiViewer.hasBusinessProfiles).

import { ABOUT_MAX_LENGTH } from 'shared-contracts/rules';
import {
  type ApiBusinessAccessProfile,
  type ApiInterestWithFollow,
  type ApiSession,
  type ApiUser,
  type ApiViewer,
} from 'shared-contracts/api';
import { DEMO_LANDMARKS } from '../../seed/demoWorld';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { SIGNED_UP_PASSWORD, signedUpClient } from '../../testing/signedUpClient';

const api = startTestApiForFile();

const PASSWORD = SIGNED_UP_PASSWORD;

const signup = (username: string): Promise<TestClient> => signedUpClient(api, username);

const storedHash = async (username: string) =>
  ((await api.row('SELECT password_hash AS h FROM users WHERE username = ?', username)) as { h: string }).h;

async function canLogIn(username: string, password: string): Promise<boolean> {
  const answer = await api.client().write('UserSessionResource', 'create', { username_or_email: username, password });
  return answer.status === 200;
}

describe('UserPasswordResource update', () => {
  it('changes the password when the current one is right: stored hashed as at sign-up; this session stays, every other ends', async () => {
    const client = await signup('pw_changer');
    const elsewhere = await api.client().login('pw_changer', PASSWORD);
    const before = await storedHash('pw_changer');
    expect(
      expectOk(await client.write('UserPasswordResource', 'update', { old_password: PASSWORD, new_password: 'a-newer-password' })),
    ).toEqual({
      changed: true,
    });
    const after = await storedHash('pw_changer');
    expect(after).not.toBe(before);
    expect(after).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(after).not.toContain('a-newer-password');
    // Still signed in on this session; the other one, made with the old password, is signed out.
    expect(expectOk(await client.get<ApiSession>('UserSessionResource')).isAuthenticated).toBe(true);
    expect(expectOk(await elsewhere.get<ApiSession>('UserSessionResource')).isAuthenticated).toBe(false);
    expect(await canLogIn('pw_changer', 'a-newer-password')).toBe(true);
    expect(await canLogIn('pw_changer', PASSWORD)).toBe(false);
  });

  it('refuses a wrong current password with a clear message on the field, and changes nothing', async () => {
    const client = await signup('pw_wrong');
    const before = await storedHash('pw_wrong');
    const answer = await client.write('UserPasswordResource', 'update', {
      old_password: 'not-my-password',
      new_password: 'a-newer-password',
    });
    expectFailure(answer, 400, 'invalid_field', 'old_password');
    expect(answer.body.resource_response.error?.message).toBe('Your current password is not right.');
    expect(await storedHash('pw_wrong')).toBe(before);
    expect(await canLogIn('pw_wrong', PASSWORD)).toBe(true);
  });

  it('refuses a new password shorter than the minimum, and a visitor', async () => {
    const client = await signup('pw_short');
    expectFailure(
      await client.write('UserPasswordResource', 'update', { old_password: PASSWORD, new_password: 'short' }),
      400,
      'invalid_field',
      'new_password',
    );
    expectFailure(
      await api.visitor.write('UserPasswordResource', 'update', { old_password: PASSWORD, new_password: 'a-newer-password' }),
      401,
      'not_authenticated',
    );
    expect(await canLogIn('pw_short', PASSWORD)).toBe(true);
  });
});

describe('UserInterestsResource get', () => {
  it('lists every interest by name with whether the viewer follows it', async () => {
    const demo = await api.client().login('demo');
    const interests = expectOk(await demo.get<ApiInterestWithFollow[]>('UserInterestsResource'));
    expect(interests).toHaveLength(await api.count('SELECT count(*) AS n FROM interests'));
    expect(interests.map((i) => i.name)).toEqual([...interests.map((i) => i.name)].sort());
    const followed = (
      (await api.rows('SELECT interest_id FROM interest_follows WHERE user_id = ?', DEMO_LANDMARKS.users.demo)) as {
        interest_id: number | string;
      }[]
    ).map((r) => String(r.interest_id));
    expect(
      interests
        .filter((i) => i.followedByMe)
        .map((i) => i.id)
        .sort(),
    ).toEqual([...followed].sort());
    expect(interests.find((i) => i.urlName === 'home-decor')).toEqual({
      id: '1',
      name: 'Home Decor',
      urlName: 'home-decor',
      followedByMe: true,
    });
  });

  it('follows a follow and an unfollow at once', async () => {
    const client = await signup('interest_tuner');
    const followedIds = async () =>
      expectOk(await client.get<ApiInterestWithFollow[]>('UserInterestsResource'))
        .filter((i) => i.followedByMe)
        .map((i) => i.id);
    expect(await followedIds()).toEqual([]);
    expectOk(await client.write('InterestFollowResource', 'create', { interest_id: '5' }));
    expectOk(await client.write('InterestFollowResource', 'create', { interest_id: '2' }));
    expect((await followedIds()).sort()).toEqual(['2', '5']);
    expectOk(await client.write('InterestFollowResource', 'delete', { interest_id: '5' }));
    expect(await followedIds()).toEqual(['2']);
  });

  it('is for signed-in users only: a visitor gets 401', async () => {
    expectFailure(await api.visitor.get('UserInterestsResource'), 401, 'not_authenticated');
  });
});

describe("a profile's About", () => {
  it("is '' until written, saved trimmed by its owner, and read by everyone", async () => {
    const client = await signup('about_writer');
    expect(expectOk(await api.visitor.get<ApiUser>('UserResource', { username: 'about_writer' })).about).toBe('');
    const updated = expectOk(await client.write<ApiViewer>('UserResource', 'update', { about: '  I collect lamps.\nAnd chairs.  ' }));
    expect(updated.about).toBe('I collect lamps.\nAnd chairs.');
    expect(await api.row("SELECT about FROM users WHERE username = 'about_writer'")).toEqual({ about: 'I collect lamps.\nAnd chairs.' });
    expect(expectOk(await api.visitor.get<ApiUser>('UserResource', { username: 'about_writer' })).about).toBe(
      'I collect lamps.\nAnd chairs.',
    );
    expect(expectOk(await client.get<ApiSession>('UserSessionResource')).viewer).toMatchObject({ about: 'I collect lamps.\nAnd chairs.' });
    const found = expectOk(await api.visitor.get<ApiUser[]>('UserSearchResource', { query: 'about_writer' }));
    expect(found.map((u) => [u.username, u.about])).toEqual([['about_writer', 'I collect lamps.\nAnd chairs.']]);
    // Other fields stay as they were; an empty About clears it.
    expect(updated.firstName).toBe('Test');
    expect(expectOk(await client.write<ApiViewer>('UserResource', 'update', { about: '' })).about).toBe('');
  });

  it(`refuses an About over ${ABOUT_MAX_LENGTH} characters, and keeps the old one`, async () => {
    const client = await signup('about_long');
    expectOk(await client.write('UserResource', 'update', { about: 'a'.repeat(ABOUT_MAX_LENGTH) }));
    expectFailure(await client.write('UserResource', 'update', { about: 'b'.repeat(ABOUT_MAX_LENGTH + 1) }), 400, 'invalid_field', 'about');
    expect(await api.row("SELECT about FROM users WHERE username = 'about_long'")).toEqual({ about: 'a'.repeat(ABOUT_MAX_LENGTH) });
  });
});

describe('ApiViewer.hasBusinessProfiles', () => {
  it.each([
    ['partner', true],
    ['demo', false],
    ['newbie', false],
  ])('%s: %s, as /vx/business_access/profiles/ lists', async (username, expected) => {
    const client = await api.client().login(username);
    const profiles = expectOk(await client.request<ApiBusinessAccessProfile[]>('GET', '/vx/business_access/profiles/'));
    expect(profiles.length > 0).toBe(expected);
    const session = expectOk(await client.get<ApiSession>('UserSessionResource'));
    expect(session.viewer).toMatchObject({ isAuth: true, hasBusinessProfiles: expected });
    const self = expectOk(await client.get<ApiViewer>('UserResource', { username }));
    expect(self.hasBusinessProfiles).toBe(expected);
  });
});
