// /settings: the signed-in viewer's settings (edit profile, saving Pins, cookie preferences,
// password, two-factor authentication) on one page with a nav of its sections; /settings/notifications says honestly that
// those settings are not here yet. A visitor is asked to log in and comes back here after.

import { useEffect, useId, useState, type ReactNode } from 'react';
import { messageForPerson, signedInViewer } from 'page-runtime';
import type { ApiViewer } from 'shared-contracts/api';
import { FailedScreen, loadedOf, LoadingScreen, LogInScreen, NotFoundScreen, useSession } from 'react-kit';
import { useExperiencesDeps } from '../deps';
import { CookieSection } from './CookieSection';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SaveBehaviorSection } from './SaveBehaviorSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';
import { SETTINGS_SECTIONS, settingsView, type SettingsView } from './settingsSections';
import { isViewerRecord, useViewerSettings } from './useViewerSettings';
import styles from './SettingsPage.module.css';

export const NOTIFICATIONS_NOT_READY = 'Notifications settings are not available yet.';

export interface SettingsPageProps {
  params: readonly string[];
}

export function SettingsPage({ params }: SettingsPageProps) {
  const view = settingsView(params);
  const { session } = useExperiencesDeps();
  const current = useSession(session);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    session.load().catch((failure: unknown) => setFailed(messageForPerson(failure)));
  }, [session]);

  if (!view) return <NotFoundScreen />;
  if (!current) {
    if (!failed) return <LoadingScreen label="Loading your settings" />;
    const retry = () => {
      setFailed(null);
      session.refresh().catch((failure: unknown) => setFailed(messageForPerson(failure)));
    };
    return <FailedScreen message={failed} onRetry={retry} />;
  }
  const viewer = signedInViewer(current);
  return viewer ? <ViewerSettings key={viewer.id} viewer={viewer} view={view} /> : <SignedOutSettings />;
}

function SignedOutSettings() {
  return (
    <LogInScreen
      heading="Log in to see your settings"
      text="Your profile, how you save Pins, your cookie choices, your password and two-factor authentication are all here once you log in."
    />
  );
}

function ViewerSettings({ viewer, view }: { viewer: ApiViewer; view: SettingsView }) {
  const headingId = useId();
  const { query, saved, reread } = useViewerSettings(viewer.id);
  const loaded = loadedOf(query);

  // Arriving at /settings#password (from the notifications view, or a reload) shows that section.
  const ready = loaded.status === 'ready';
  useEffect(() => {
    if (!ready || view !== 'all' || !window.location.hash) return;
    document.getElementById(decodeURIComponent(window.location.hash.slice(1)))?.scrollIntoView?.();
  }, [ready, view]);

  if (loaded.status === 'loading') return <LoadingScreen label="Loading your settings" />;
  if (loaded.status !== 'ready') {
    const message = loaded.status === 'failed' ? loaded.message : "We couldn't find your profile.";
    return <FailedScreen message={message} onRetry={() => void query.refetch()} />;
  }
  // Our own record always carries the private fields; the session's viewer is the same person.
  const record = isViewerRecord(loaded.data) ? loaded.data : viewer;

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby={headingId}>
      <header className={styles.top}>
        <h1 id={headingId} className={styles.heading}>
          Settings
        </h1>
        <p className={styles.lead}>
          Signed in as <strong>{record.fullName}</strong> (@{record.username})
        </p>
      </header>
      <div className={styles.layout}>
        <nav className={styles.nav} aria-label="Settings sections">
          <ul className={styles.navList}>
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section.id}>
                <a className={styles.navLink} href={`/settings#${section.id}`}>
                  {section.label}
                </a>
              </li>
            ))}
            <li>
              <a className={styles.navLink} href="/settings/notifications" aria-current={view === 'notifications' ? 'page' : undefined}>
                Notifications
              </a>
            </li>
          </ul>
        </nav>
        <div className={styles.sections}>
          {view === 'notifications' ? (
            <SettingsSection id="notifications" title="Notifications">
              <p className={styles.note}>{NOTIFICATIONS_NOT_READY}</p>
              <p>
                <a href="/settings">Back to your settings</a>
              </p>
            </SettingsSection>
          ) : (
            <>
              <SettingsSection id="profile" title="Edit profile" intro="How people see you on Pinboard.">
                <ProfileSection viewer={record} onSaved={saved} />
              </SettingsSection>
              <SettingsSection id="saving" title="Saving Pins" intro="What happens when you press Save on a Pin.">
                <SaveBehaviorSection viewer={record} onSaved={saved} />
              </SettingsSection>
              <SettingsSection
                id="cookies"
                title="Cookie preferences"
                intro="We use cookies to deliver personalized ads and experiences, and to analyze traffic on our site."
              >
                <CookieSection viewer={record} onSaved={reread} />
              </SettingsSection>
              <SettingsSection id="password" title="Password" intro="Choose a new password for logging in. You stay logged in here.">
                <PasswordSection />
              </SettingsSection>
              <SettingsSection
                id="two-factor"
                title="Two-factor authentication"
                intro="A second step when you log in: a code from an authenticator app on your phone."
              >
                <TwoFactorSection />
              </SettingsSection>
              <SettingsSection
                id="sessions"
                title="Where you're logged in"
                intro="Browsers logged in to your account. Log out of any you don't recognise."
              >
                <SessionsSection />
              </SettingsSection>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

interface SettingsSectionProps {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

function SettingsSection({ id, title, intro, children }: SettingsSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {title}
      </h2>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </section>
  );
}
