import { startTestApi, type TestApi } from '../testing/testApi';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.stop());

it('serves the home feed and logs in', async () => {
  const c = api.client();
  const feed = await c.get<unknown[]>('HomefeedResource');
  expect(feed.status).toBe(200);
  expect(feed.body.resource_response.data?.length).toBe(25);
  await c.login('demo');
  const s = await c.get<{ isAuthenticated: boolean }>('UserSessionResource');
  expect(s.body.resource_response.data?.isAuthenticated).toBe(true);
});
