import { parsePageFrame } from './pageFrame';

const viewer = {
  username: 'demo',
  fullName: 'Demo User',
  imageSmallUrl: '/media/avatars/demo.png',
  createdAt: '2024-01-01T00:00:00.000Z',
  hasBusinessProfiles: false,
  isEmployee: false,
};

describe('parsePageFrame', () => {
  it('reads the theme and the viewer', () => {
    expect(parsePageFrame({ theme: 'dark', viewer })).toEqual({ theme: 'dark', viewer });
  });

  it('drops fields it does not know', () => {
    expect(parsePageFrame({ theme: 'light', viewer: { ...viewer, password: 'x' } }).viewer).toEqual(viewer);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'dark'],
    ['an unknown theme', { theme: 'sepia', viewer: null }],
    ['a viewer without a username', { theme: 'light', viewer: { ...viewer, username: '' } }],
    ['a viewer with a wrong field type', { theme: 'light', viewer: { ...viewer, isEmployee: 'yes' } }],
  ])('falls back to signed out and light for %s', (_name, input) => {
    expect(parsePageFrame(input)).toEqual({ theme: 'light', viewer: null });
  });
});
