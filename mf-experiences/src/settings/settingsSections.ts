// The settings page's sections and which view a /settings URL shows: every section on /settings,
// the notifications placeholder on /settings/notifications (spec's account routes), else nothing.

export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'Edit profile' },
  { id: 'saving', label: 'Saving Pins' },
  { id: 'cookies', label: 'Cookie preferences' },
  { id: 'password', label: 'Password' },
  { id: 'two-factor', label: 'Two-factor authentication' },
  { id: 'sessions', label: "Where you're logged in" },
] as const;

export type SettingsView = 'all' | 'notifications';

/** The view for the path segments after /settings; null for one the page does not have. */
export function settingsView(params: readonly string[]): SettingsView | null {
  const segments = params.filter((segment) => segment !== '');
  if (segments.length === 0) return 'all';
  if (segments.length === 1 && segments[0] === 'notifications') return 'notifications';
  return null;
}
