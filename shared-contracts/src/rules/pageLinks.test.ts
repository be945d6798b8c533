import { interestHref, profileHref } from './pageLinks';
import { parseRoute } from './routes';

describe('profileHref', () => {
  it.each([
    ['demo', '/demo/'],
    ['ana_b', '/ana_b/'],
  ])('%s -> %s', (username, href) => {
    expect(profileHref(username)).toBe(href);
    expect(parseRoute({ pathname: href })).toMatchObject({ area: 'boards', page: 'profile', username });
  });

  it('refuses an empty username', () => {
    expect(() => profileHref('')).toThrow('profileHref: a username is required');
  });
});

describe('interestHref', () => {
  it.each([
    [{ id: '12', urlName: 'food' }, '/ideas/food/12/'],
    [{ id: '7', urlName: 'home-decor' }, '/ideas/home-decor/7/'],
  ])('%j -> %s, the topic page of that interest', (interest, href) => {
    expect(interestHref(interest)).toBe(href);
    expect(parseRoute({ pathname: href })).toEqual({ area: 'feed', page: 'ideas', path: [interest.urlName, interest.id] });
  });

  it('refuses an interest without its url name', () => {
    expect(() => interestHref({ id: '1', urlName: '' })).toThrow('interestHref: an interest needs its id and url name');
  });
});
