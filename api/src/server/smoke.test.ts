import { startTestApiForFile } from '../testing/testApiForFile';

const api = startTestApiForFile();

it('serves the home feed and logs in', async () => {
  const c = api.client();
  const feed = await c.get<unknown[]>('HomefeedResource');
  expect(feed.status).toBe(200);
  expect(feed.body.resource_response.data?.length).toBe(25);
  await c.login('demo');
  const s = await c.get<{ isAuthenticated: boolean }>('UserSessionResource');
  expect(s.body.resource_response.data?.isAuthenticated).toBe(true);
});
