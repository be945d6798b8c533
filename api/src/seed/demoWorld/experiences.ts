// The experiences the shell shows (toasts, modals, a survey, tooltips, callouts, banners), one or
// more per placement. The signed-in ones go to the 3-day-old account (newbie, user 4), whom
// onboarding is for; visitors get the hero and the upsell callout.

import type { WorldExperience } from '../../storage/worldImport';

const NEWBIE = 'user:4';

export function experiences(): WorldExperience[] {
  const exp = (
    e: Partial<WorldExperience> & Pick<WorldExperience, 'placementId' | 'experienceId' | 'type' | 'displayData'>,
  ): WorldExperience => ({
    priority: 0,
    triggerablePlacedExps: [],
    metadata: {},
    audience: 'all',
    requiresTrigger: false,
    ...e,
  });
  return [
    exp({
      placementId: '1000162',
      experienceId: '500863',
      type: 10,
      audience: NEWBIE,
      priority: 2,
      displayData: { text: 'Welcome back! We found fresh ideas for you.', duration: 2000, link: { href: '/ideas/', text: 'Explore' } },
      metadata: { name: 'welcome back toast' },
    }),
    // Shown only after the modal below is completed (it lists this one as triggerable).
    exp({
      placementId: '1000162',
      experienceId: '503101',
      type: 10,
      audience: NEWBIE,
      requiresTrigger: true,
      displayData: { text: 'Nice! Your board is ready for saves.', duration: 5000 },
    }),
    exp({
      placementId: '1000075',
      experienceId: '502722',
      type: 14,
      audience: NEWBIE,
      priority: 1,
      displayData: {
        title: 'Organize your ideas',
        body: 'Make boards for the things you love, and keep every save where you can find it.',
        complete_button_text: 'Create a board',
        dismiss_button_text: 'Not now',
        complete_button_cta_url: '/pin-builder/',
        delay_in_millis: 1000,
      },
      triggerablePlacedExps: ['1000162:503101'],
    }),
    exp({
      placementId: '1000421',
      experienceId: '504210',
      type: 5,
      audience: NEWBIE,
      displayData: {
        anket: true,
        title_text: 'Quick question',
        subtitle_text: 'How relevant is your home feed today?',
        delay: 5000,
        link: { href: 'https://survey.example.com/s/home-feed-relevance', text: 'Take the survey' },
        buttons: [
          { text: 'Take the survey', uri: 'https://survey.example.com/s/home-feed-relevance' },
          { text: 'No thanks', uri: '' },
        ],
      },
    }),
    // Signed-in footer: hidden by default, this experience shows it.
    exp({ placementId: '1000069', experienceId: '504300', type: 0, audience: NEWBIE, displayData: { hide_footer: false } }),
    exp({
      placementId: '1000155',
      experienceId: '501041',
      type: 8,
      audience: NEWBIE,
      displayData: {
        has_pulsar: true,
        has_tooltip: true,
        anchor: 'save-button',
        anchors_by_platform: {
          web: { anchor: 'save-button', placement: '1000155' },
          web_mobile: { anchor: 'save-button', placement: '1000155' },
        },
        tooltip: {
          mainText: 'Save ideas you love to your boards.',
          confirmButtonText: 'Got it',
          cancelButtonText: 'Not now',
          idealDirection: 'down',
        },
        scroll_to_dismiss: true,
        scroll_to_dismiss_delay_in_seconds: 3,
      },
    }),
    // Only on newbie's own boards, where a secret board can be made (placement 1000282).
    exp({
      placementId: '1000282',
      experienceId: '505120',
      type: 27,
      audience: NEWBIE,
      displayData: {
        type: 'info-callout',
        title: 'Tip',
        message: 'Secret boards are only visible to you and your collaborators.',
        icon: 12,
        iconColor: 3,
      },
    }),
    exp({
      placementId: '1000281',
      experienceId: '506010',
      type: 28,
      audience: 'signed_out',
      displayData: {
        type: 'upsell',
        message: 'Sign up to save this idea and get more like it.',
        link: { href: '/signup/', text: 'Sign up' },
      },
    }),
    exp({
      placementId: '1000290',
      experienceId: '505300',
      type: 29,
      audience: NEWBIE,
      displayData: {
        anchor: 'board-create-button',
        title_text: 'New: board sections',
        detailed_text: 'Split a big board into sections to keep it tidy.',
        flyout_direction: 3,
        display_type: 1,
      },
    }),
    // Search: an anchored flyout over the scopes (component 2), for web and mobile web.
    exp({
      placementId: '1000300',
      experienceId: '505410',
      type: 8,
      audience: NEWBIE,
      displayData: {
        component_type: 2,
        text: 'Switch between Pins, boards and people here.',
        anchors_by_platform: {
          web: { anchor: 'search-scopes', placement: '1000300' },
          web_mobile: { anchor: 'search-scopes', placement: '1000300' },
        },
        flyout_direction: 3,
      },
    }),
    // A board page: an educational banner (type 5: title, subtitle and two buttons).
    exp({
      placementId: '1000310',
      experienceId: '505500',
      type: 5,
      audience: NEWBIE,
      displayData: {
        title_text: 'Make a board like this one',
        subtitle_text: 'Boards keep the ideas you save together, by topic or project.',
        buttons: [
          { text: 'Go to your profile', uri: '/newbie/' },
          { text: 'Not now', uri: '' },
        ],
      },
    }),
    // The hero banner for visitors.
    exp({
      placementId: '1000160',
      experienceId: '502597',
      type: 5,
      audience: 'signed_out',
      priority: 3,
      displayData: {
        component_type: 1,
        title_text: 'Get your next great idea',
        subtitle_text: 'Join to save recipes, home ideas and more.',
        buttons: [
          { text: 'Sign up', uri: '/signup/' },
          { text: 'Log in', uri: '/login/' },
        ],
        backgroundColorWide: '#e60023',
        backgroundColorNarrow: '#e60023',
        textColorWide: '#ffffff',
        textColorNarrow: '#ffffff',
        layoutWide: 1,
        layoutNarrow: 1,
        canClose: false,
      },
    }),
    exp({
      placementId: '1000161',
      experienceId: '500735',
      type: 5,
      audience: NEWBIE,
      displayData: {
        component_type: 1,
        title_text: 'Shopping is here',
        subtitle_text: 'Shop products from the ideas you love.',
        message: 'Read the {0} or see the {1}.',
        links: ['/shopping/', '/today/'],
        linkTitles: ['shopping guide', 'editor’s picks'],
        buttons: [
          { text: 'Start shopping', uri: '/shopping/' },
          { text: 'Maybe later', uri: '' },
        ],
        backgroundColorWide: '#efefef',
        backgroundColorNarrow: '#efefef',
        textColorWide: '#111111',
        textColorNarrow: '#111111',
        layoutWide: 2,
        layoutNarrow: 3,
        canClose: true,
      },
    }),
  ];
}
