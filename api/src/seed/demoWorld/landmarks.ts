// What tests and docs name by id: the demo's users and boards, one pin for each case of the card
// rules, and invite codes. Special pins' ids do not depend on the random draws.

import { SENSITIVE_BOARD_ID } from './boards';

export const FIRST_PIN_ID = 1001;

// Pins with a fixed id: each shows one case of the card rules.
export const SPECIAL_PINS = [
  'deletedStory',
  'storyWithVideo',
  'storySingleStatic',
  'storyStaticPages',
  'blockedHost',
  'blockedHost2',
  'suspiciousHost',
  'suspiciousHost2',
  'pornHost',
  'pornHost2',
  'titleOver200',
  'titleOver200b',
  'title200',
  'titleEmpty',
  'titlePadded',
  'descOver496',
  'descOver496b',
  'descWhitespace',
  'descWhitespace2',
  'descShort',
  'descShort2',
  'descShort3',
  'descIsRecipeName',
  'descIsProductName',
  'noindexRawText',
  'noindexRichDescription',
  'noindexRichTitle',
  'noindexBoardTitle',
  'carousel2',
  'carousel3',
  'carousel4',
  'carousel5',
  'productSinglePrice',
  'productPriceRange',
  'productOnSale',
  'productNotPdp',
  'promotedImage',
  'promotedDownstream',
  'promotedProduct',
  'promotedVideo',
  'promotedCarousel',
  'video',
  'gif',
  'oneTap',
  'recipe',
  'noLink',
  'longDomain',
] as const;
export type SpecialPin = (typeof SPECIAL_PINS)[number];

/** Where the i-th special pin goes among the original pins: one every 13, from the fourth. */
export const specialIndex = (i: number) => 3 + 13 * i;

export const DEMO_LANDMARKS = {
  users: { demo: 1, partner: 2, employee: 3, newbie: 4, emptyFirstName: 24, longFirstName: 25 },
  businessUsers: [5, 6, 7],
  boards: {
    demoQuickSaves: 1,
    demoKitchen: 2,
    demoLivingRoom: 3,
    /** demo's own collaborative board (protected). */
    demoTravelCollab: 4,
    demoGiftsSecret: 5,
    demoGarden: 6,
    demoWeddingSecret: 7,
    demoArchived: 8,
    /** maya_chen's board; demo is an accepted collaborator. */
    demoCollaboratesOn: 9,
    /** tomas_alvarez's board; demo has a pending invite. */
    pendingInviteToDemo: 10,
    /** jordan_reyes's secret board. */
    otherUserSecret: 11,
    sensitiveTitle: SENSITIVE_BOARD_ID,
    collabWithoutDemo: 13,
    fiftyCharName: 14,
  },
  pins: Object.fromEntries(SPECIAL_PINS.map((name, i) => [name, FIRST_PIN_ID + specialIndex(i)])) as Record<SpecialPin, number>,
  inviteCodes: {
    channel1: 'a7c3e91f0b24d865',
    longFirstName: 'b81d4f6c2e9a0357',
    emptyFirstName: 'c29e5a0d7f1b4683',
    channel5: 'd4f07b3e9c6a1258',
    channel9: 'e6a19c4d2b8f0735',
    channel12: 'f0b8d2e6a4c91357',
    channel16: '0c7e3b9a5d1f2468',
    collaborativeBoard: '1d9f6a2c8e0b4573',
  },
};
