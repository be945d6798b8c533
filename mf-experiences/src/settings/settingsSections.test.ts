import { parseRoute } from 'shared-contracts/rules';
import { settingsView, type SettingsView } from './settingsSections';

describe('settingsView: the spec routes /settings and /settings/notifications', () => {
  const cases: Array<[string, SettingsView | null]> = [
    ['/settings', 'all'],
    ['/settings/', 'all'],
    ['/settings/notifications', 'notifications'],
    ['/settings/notifications/', 'notifications'],
    ['/settings/privacy', null],
    ['/settings/notifications/email', null],
  ];
  it.each(cases)('%s → %p', (pathname, view) => {
    const route = parseRoute({ pathname, search: '' });
    if (route.area !== 'experiences' || route.page !== 'settings') throw new Error(`${pathname} is not the settings page`);
    expect(settingsView(route.params)).toBe(view);
  });
});
