import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { bus } from 'page-runtime';
import { type EventMap } from 'shared-contracts/platform';
import { inviteCodeOf, saveToast, unsaveToast } from 'shared-contracts/rules';
import { ClientOnly, LoadingScreen, QueryRoot, useAreaRoute, useSession } from 'react-kit';
import { AccountPage } from './AccountPage';
import { useCookieConsent } from './cookies/useCookieConsent';
import { useExperiencesDeps } from './deps';
import { ExperienceLayer } from './experiences/ExperienceLayer';
import { useHeldSavesMerge } from './heldSaves/useHeldSavesMerge';
import { LoginPrompt } from './LoginPrompt';
import { rememberPendingSave } from './rememberPendingSave';
import { Toast, type ToastContent } from './Toast';

// Only /settings needs the settings page; the layer runs on every route, so its code comes when asked.
const SettingsPage = lazy(async () => ({ default: (await import('./settings/SettingsPage')).SettingsPage }));
// Likewise the cookie banner (only until answered) and the invitation (only with an invite code).
const CookieBanner = lazy(async () => ({ default: (await import('./cookies/CookieBanner')).CookieBanner }));
const InviteLanding = lazy(async () => ({ default: (await import('./invite/InviteLanding')).InviteLanding }));
// And the pages of their own routes: read by few, on every page's layer otherwise.
const CookiePolicyPage = lazy(async () => ({ default: (await import('./CookiePolicyPage')).CookiePolicyPage }));
const CommunityGuidelinesPage = lazy(async () => ({ default: (await import('./CommunityGuidelinesPage')).CommunityGuidelinesPage }));
const LoginLinkPage = lazy(async () => ({ default: (await import('./LoginLinkPage')).LoginLinkPage }));
const PasswordResetPage = lazy(async () => ({ default: (await import('./PasswordResetPage')).PasswordResetPage }));
const SignupConfirmPage = lazy(async () => ({ default: (await import('./SignupConfirmPage')).SignupConfirmPage }));
const NotificationsPage = lazy(async () => ({ default: (await import('./notifications/NotificationsPage')).NotificationsPage }));
const InboxPage = lazy(async () => ({ default: (await import('./notifications/InboxPage')).InboxPage }));

/** The overlay layer, mounted on every page once it settles: the cookie banner, login prompts and toasts, plus /login, /signup, /settings and the cookie policy. */
export function ExperiencesApp() {
  const { route, search } = useAreaRoute('experiences');
  const [authPrompt, setAuthPrompt] = useState<EventMap['auth/required'] | null>(null);
  const [toast, setToast] = useState<ToastContent | null>(null);

  useEffect(() => {
    const offAuth = bus.on('auth/required', (asked) => {
      // A Save that returns to the repin path after login is this tab's to make there.
      if (asked.reason === 'save') rememberPendingSave(asked.returnTo);
      setAuthPrompt(asked);
    });
    const offToast = bus.on('toast/requested', setToast);
    // Spec section 4's save flow, steps 3 and 4: every save, from any area, ends in this toast.
    const offSaved = bus.on('pin/saved', (saved) => {
      const shown = saveToast(saved, { inNewUserAnimation: false, organize: true });
      if (shown) setToast({ ...shown, ...(saved.imageUrl ? { imageUrl: saved.imageUrl } : {}) });
    });
    // Every save's and unsave's outcome, success or failure, is told here (spec section 8's toasts).
    const offs = [
      bus.on('pin/save-failed', ({ message }) => setToast({ message })),
      bus.on('pin/unsaved', (unsaved) => setToast(unsaveToast(unsaved))),
      bus.on('pin/unsave-failed', ({ message }) => setToast({ message })),
    ];
    return () => {
      offAuth();
      offToast();
      offSaved();
      offs.forEach((off) => off());
    };
  }, []);
  const closePrompt = useCallback(() => setAuthPrompt(null), []);
  const consent = useCookieConsent();
  useHeldSavesMerge();
  const current = useSession(useExperiencesDeps().session);
  const clearToast = useCallback(() => setToast(null), []);

  return (
    <QueryRoot>
      {route.area === 'experiences' && (
        <Suspense fallback={<LoadingScreen label={route.page === 'settings' ? 'Loading your settings' : 'Loading'} />}>
          {route.page === 'settings' ? (
            <SettingsPage params={route.params} />
          ) : route.page === 'cookie-policy' ? (
            <CookiePolicyPage />
          ) : route.page === 'community-guidelines' ? (
            <CommunityGuidelinesPage />
          ) : route.page === 'password-reset' ? (
            <PasswordResetPage token={route.params[0] ?? null} />
          ) : route.page === 'login-link' ? (
            <LoginLinkPage token={route.params[0] ?? ''} />
          ) : route.page === 'signup-confirm' ? (
            <SignupConfirmPage token={route.params[0] ?? ''} />
          ) : route.page === 'notifications' ? (
            <NotificationsPage />
          ) : route.page === 'inbox' ? (
            <InboxPage />
          ) : (
            <AccountPage page={route.page} />
          )}
        </Suspense>
      )}
      {/* The layer depends on this browser (its cookies, what it was told): never in the server's markup. */}
      <ClientOnly>
        <ExperienceLayer cookieBannerUp={consent.pending} />
        <Suspense fallback={null}>
          {consent.pending && <CookieBanner consent={consent} />}
          {inviteCodeOf(search) !== null && <InviteLanding session={current} />}
        </Suspense>
        {authPrompt && <LoginPrompt reason={authPrompt.reason} returnTo={authPrompt.returnTo} onClose={closePrompt} />}
        {toast && <Toast toast={toast} onDone={clearToast} />}
      </ClientOnly>
    </QueryRoot>
  );
}
