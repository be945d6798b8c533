import type { ApiExperience } from '../api/apiTypes';
import { experienceDisplay, type DisplayContext, type ExperienceDisplay } from './experienceDisplay';
import { delayMs, EXPERIENCE_TIMINGS } from './experienceTimings';

const experience = (type: number, display_data: Record<string, unknown>, placement = '1000162'): ApiExperience => ({
  experience_id: '500863',
  placement_id: placement,
  placed_experience_id: `${placement}:500863`,
  type,
  status: 'not_viewed',
  display_data,
  triggerable_placed_exps: [],
  metadata: {},
});

const onPage = new Set(['save-button', 'search-box']);
const context: DisplayContext = { hasAnchor: (anchor) => onPage.has(anchor), platform: 'web' };
const twoButtons = [
  { text: 'Got it', uri: '/ideas' },
  { text: 'Later', uri: null },
];

type MarketingBanner = Extract<ExperienceDisplay, { kind: 'marketing-banner' }>;

/** A marketing banner as displayed: no title, links or buttons, closable, layout 1, the site's colours, unless changed. */
const banner = (changes: Partial<MarketingBanner> & Pick<MarketingBanner, 'message'>): MarketingBanner => ({
  kind: 'marketing-banner',
  title: null,
  links: [],
  buttons: [],
  canClose: true,
  layout: { narrow: 1, wide: 1 },
  colours: { narrow: null, wide: null },
  ...changes,
});

const cases: Array<[string, ApiExperience, ExperienceDisplay | null]> = [
  // Toast (type 10): 2000 ms unless it says otherwise.
  ['a toast with a message', experience(10, { message: 'Welcome back' }), { kind: 'toast', text: 'Welcome back', durationMs: 2000 }],
  ['a toast with its own duration', experience(10, { text: 'Hi', duration: 3000 }), { kind: 'toast', text: 'Hi', durationMs: 3000 }],
  ['a toast with no text', experience(10, {}), null],
  // Modal (14, 26): title, body and complete-button text, or nothing.
  [
    'a modal with all three, after delay_in_millis',
    experience(14, { title: 'New', body: 'Boards have sections.', completeButton: { text: 'Show me' }, delay_in_millis: 1500 }),
    { kind: 'modal', title: 'New', body: 'Boards have sections.', completeText: 'Show me', dismissText: null, delayMs: 1500 },
  ],
  [
    'a type 26 modal spelling its button complete_button_text, at once',
    experience(26, { title: 'New', body: 'B', complete_button_text: 'OK', dismiss_button_text: 'No thanks' }),
    { kind: 'modal', title: 'New', body: 'B', completeText: 'OK', dismissText: 'No thanks', delayMs: 0 },
  ],
  ['a modal without a body', experience(14, { title: 'New', completeButton: { text: 'OK' } }), null],
  ['a modal without complete-button text', experience(26, { title: 'New', body: 'B' }), null],
  // Educational banner (5): at least two buttons, title_text and subtitle_text.
  [
    'an educational banner with two buttons',
    experience(5, { title_text: 'Tip', subtitle_text: 'Save ideas', buttons: twoButtons }),
    {
      kind: 'educational-banner',
      title: 'Tip',
      subtitle: 'Save ideas',
      buttons: [
        { text: 'Got it', href: '/ideas', external: false },
        { text: 'Later', href: null, external: false },
      ],
    },
  ],
  ['an educational banner with one button', experience(5, { title_text: 'Tip', subtitle_text: 'S', buttons: [twoButtons[0]] }), null],
  ['an educational banner without subtitle_text', experience(5, { title_text: 'Tip', buttons: twoButtons }), null],
  // Survey (5 with the survey flag): after its delay, 5000 ms by default; only an https survey.
  [
    'a survey prompt',
    experience(5, { anket: true, link: { href: 'https://survey.example/s/1' } }),
    { kind: 'survey', url: 'https://survey.example/s/1', delayMs: 5000, title: null, text: null, linkText: 'Take the survey' },
  ],
  [
    'a survey prompt with its words, for when it opens in a new tab',
    experience(5, {
      anket: true,
      title_text: 'Quick question',
      subtitle_text: 'How relevant is your home feed today?',
      link: { href: 'https://survey.example/s/1', text: 'Answer' },
    }),
    {
      kind: 'survey',
      url: 'https://survey.example/s/1',
      delayMs: 5000,
      title: 'Quick question',
      text: 'How relevant is your home feed today?',
      linkText: 'Answer',
    },
  ],
  ['a survey on plain http', experience(5, { anket: true, link: { href: 'http://survey.example/s/1' } }), null],
  // Tooltip or pulsar (8).
  [
    'a pulsar with a tooltip behind it',
    experience(8, {
      has_pulsar: true,
      has_tooltip: true,
      anchor: 'save-button',
      tooltip: { mainText: 'Save it here', confirmButtonText: 'OK' },
    }),
    {
      kind: 'pulsar',
      anchor: 'save-button',
      tooltip: { text: 'Save it here', confirmText: 'OK' },
      scrollDismissMs: null,
      autoDismissMs: null,
      viewDelayMs: 0,
    },
  ],
  [
    'a pulsar alone (its click completes it)',
    experience(8, { has_pulsar: true, anchor: 'save-button' }),
    { kind: 'pulsar', anchor: 'save-button', tooltip: null, scrollDismissMs: null, autoDismissMs: null, viewDelayMs: 0 },
  ],
  [
    'a tooltip alone',
    experience(8, { has_tooltip: true, anchor: 'search-box', tooltip: { mainText: 'Search here' } }),
    {
      kind: 'tooltip',
      anchor: 'search-box',
      text: 'Search here',
      confirmText: null,
      scrollDismissMs: null,
      autoDismissMs: null,
      viewDelayMs: 0,
    },
  ],
  [
    'a tooltip dismissed by scrolling after 3 s, and by itself after 8000 ms',
    experience(8, {
      has_tooltip: true,
      anchor: 'search-box',
      tooltip: { mainText: 'Search here' },
      scroll_to_dismiss: true,
      scroll_to_dismiss_delay_in_seconds: 3,
      disappearTime: 8000,
    }),
    {
      kind: 'tooltip',
      anchor: 'search-box',
      text: 'Search here',
      confirmText: null,
      scrollDismissMs: 3000,
      autoDismissMs: 8000,
      viewDelayMs: 0,
    },
  ],
  [
    'scroll to dismiss with no delay: at once',
    experience(8, { has_pulsar: true, anchor: 'save-button', scroll_to_dismiss: true }),
    { kind: 'pulsar', anchor: 'save-button', tooltip: null, scrollDismissMs: 0, autoDismissMs: null, viewDelayMs: 0 },
  ],
  ['neither pulsar nor tooltip: completes at once', experience(8, { anchor: 'save-button' }), { kind: 'complete-at-once' }],
  ['a tooltip whose anchor is not on the page', experience(8, { has_tooltip: true, anchor: 'cart', tooltip: { mainText: 'x' } }), null],
  // Popover (29): its anchor on the page.
  [
    'an educational popover at its anchor',
    experience(29, { anchor: 'search-box', title: 'Find', text: 'Try searching' }),
    { kind: 'popover', anchor: 'search-box', title: 'Find', text: 'Try searching', viewDelayMs: 0 },
  ],
  [
    'a popover in title_text and detailed_text',
    experience(29, { anchor: 'search-box', title_text: 'New', detailed_text: 'Sections' }),
    { kind: 'popover', anchor: 'search-box', title: 'New', text: 'Sections', viewDelayMs: 0 },
  ],
  [
    'an anchored popover with a delay: viewed only after it',
    experience(29, { anchor: 'search-box', text: 'Sections', delay: 1500 }),
    { kind: 'popover', anchor: 'search-box', title: null, text: 'Sections', viewDelayMs: 1500 },
  ],
  ['a popover whose anchor is missing', experience(29, { anchor: 'cart', text: 'x' }), null],
  // Anchored flyout (component 2): a web anchor whose placement matches, on the page.
  [
    'a flyout at its web anchor, opening to the right',
    experience(8, {
      component_type: 2,
      anchors_by_platform: { web: { anchor: 'save-button', placement: 1000162 } },
      text: 'Saved here',
      flyout_direction: 2,
    }),
    { kind: 'flyout', anchor: 'save-button', text: 'Saved here', direction: 'right', viewDelayMs: 0 },
  ],
  [
    'a flyout for another placement',
    experience(8, { component_type: 2, anchors_by_platform: { web: { anchor: 'save-button', placement: 1000075 } }, text: 'x' }),
    null,
  ],
  [
    'a flyout anchored only on mobile web',
    experience(8, { component_type: 2, anchors_by_platform: { web_mobile: { anchor: 'save-button', placement: 1000162 } }, text: 'x' }),
    null,
  ],
  // Callouts (27, 28).
  [
    'an error callout',
    experience(27, { type: 'error-callout', message: 'Failed' }),
    { kind: 'callout', callout: 'error-callout', message: 'Failed' },
  ],
  [
    'a warning callout',
    experience(27, { type: 'warning-callout', message: 'Careful' }),
    { kind: 'callout', callout: 'warning-callout', message: 'Careful' },
  ],
  ['a callout of an unknown kind', experience(27, { type: 'success-callout', message: 'x' }), null],
  ['a callout without a message', experience(27, { type: 'info-callout' }), null],
  ['an upsell callout', experience(28, { type: 'upsell', message: 'Try business' }), { kind: 'upsell-callout', message: 'Try business' }],
  ['an upsell callout not typed upsell', experience(28, { type: 'info-callout', message: 'x' }), null],
  // Marketing banner (component 1).
  [
    'a marketing banner with its links',
    experience(10, { component_type: 1, message: 'Read {0} and {1}', links: ['/about', '/terms'], linkTitles: ['about us', 'the terms'] }),
    banner({
      message: 'Read {0} and {1}',
      links: [
        { text: 'about us', href: '/about', external: false },
        { text: 'the terms', href: '/terms', external: false },
      ],
    }),
  ],
  [
    'the hero: title_text, subtitle_text and its buttons; layouts 2 and 3 kept, others 1',
    experience(5, {
      component_type: 1,
      title_text: 'Get your next great idea',
      subtitle_text: 'Join to save ideas.',
      buttons: [{ text: 'Sign up', uri: '/signup/' }],
      canClose: false,
      layoutNarrow: 3,
      layoutWide: 7,
    }),
    banner({
      title: 'Get your next great idea',
      message: 'Join to save ideas.',
      buttons: [{ text: 'Sign up', href: '/signup/', external: false }],
      canClose: false,
      layout: { narrow: 3, wide: 1 },
    }),
  ],
  [
    "spec section 5's link rules on banner buttons: '#' and other schemes go nowhere, http(s) is external",
    experience(5, {
      component_type: 1,
      message: 'Hello',
      buttons: [
        { text: 'Hash', uri: '#top' },
        { text: 'Script', uri: 'javascript:alert(1)' },
        { text: 'Other site', uri: 'https://example.com/a' },
        { text: 'Protocol-relative', uri: '//evil.example/' },
      ],
    }),
    banner({
      message: 'Hello',
      buttons: [
        { text: 'Hash', href: null, external: false },
        { text: 'Script', href: null, external: false },
        { text: 'Other site', href: 'https://example.com/a', external: true },
        { text: 'Protocol-relative', href: null, external: false },
      ],
    }),
  ],
  [
    'a banner in its own colours: 6-digit hex only; its words in its text colour, else light on dark and dark on light',
    experience(5, {
      component_type: 1,
      message: 'Hello',
      backgroundColorWide: '#E60023',
      textColorWide: '#ffffff',
      backgroundColorNarrow: 'efefef',
      textColorNarrow: 'white',
    }),
    banner({
      message: 'Hello',
      colours: {
        narrow: { background: '#efefef', text: null, tone: 'dark' },
        wide: { background: '#e60023', text: '#ffffff', tone: 'light' },
      },
    }),
  ],
  [
    'a banner whose colour is not 6 hex digits keeps the site’s own',
    experience(5, { component_type: 1, message: 'Hello', backgroundColorWide: 'red', backgroundColorNarrow: '#fff' }),
    banner({ message: 'Hello' }),
  ],
  ['a marketing banner with no words', experience(5, { component_type: 1, title_text: 'Only a title' }), null],
  // Types the spec lists no surface for.
  ['type 0 (none)', experience(0, { message: 'x' }), null],
];

describe('experienceDisplay (spec section 5: rendered only with the required display data)', () => {
  it.each(cases)('%s', (_case, exp, display) => expect(experienceDisplay(exp, context)).toEqual(display));

  it('anchors a flyout on mobile web by its web_mobile entry', () => {
    const flyout = experience(8, {
      component_type: 2,
      anchors_by_platform: { web_mobile: { anchor: 'save-button', placement: '1000162' } },
      text: 'Saved here',
    });
    expect(experienceDisplay(flyout, { ...context, platform: 'web_mobile' })).toEqual({
      kind: 'flyout',
      anchor: 'save-button',
      text: 'Saved here',
      direction: 'down',
      viewDelayMs: 0,
    });
  });
});

describe('experience timings (spec section 9)', () => {
  it.each([
    ['toast shows after', EXPERIENCE_TIMINGS.toastShow, 100],
    ['hide callback after', EXPERIENCE_TIMINGS.toastHideCallback, 200],
    ['toast animation starts after', EXPERIENCE_TIMINGS.toastAnimationStart, 700],
    ['default toast', EXPERIENCE_TIMINGS.toastDefault, 2000],
    ['cookie toast', EXPERIENCE_TIMINGS.toastCookie, 3000],
    ['save toast', EXPERIENCE_TIMINGS.toastSave, 5000],
    ['hero banner slide', EXPERIENCE_TIMINGS.heroSlide, 400],
    ['thumbnail scroll dismiss', EXPERIENCE_TIMINGS.thumbnailScrollDismiss, 3000],
    ['popover anchor scroll dismiss', EXPERIENCE_TIMINGS.popoverScrollDismiss, 1500],
    ['survey delay', EXPERIENCE_TIMINGS.surveyDelayDefault, 5000],
    ['survey load timeout', EXPERIENCE_TIMINGS.surveyLoadTimeout, 15_000],
    ['pin-builder survey re-check', EXPERIENCE_TIMINGS.pinBuilderSurveyRecheck, 3000],
    ['education toast delay', EXPERIENCE_TIMINGS.educationToastDelay, 2000],
  ])('%s: %d ms', (_name, value, expected) => expect(value).toBe(expected));

  it.each([
    [1500, 1500],
    [0, 0],
    [undefined, 2000],
    ['1500', 2000],
    [-5, 2000],
    [Number.NaN, 2000],
  ])('delayMs(%p) with 2000 by default is %d', (value, expected) => expect(delayMs(value, 2000)).toBe(expected));
});
