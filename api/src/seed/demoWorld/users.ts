// The demo's people: the demo account, a partner, an employee, a 3-day-old account, businesses
// and the pinners around them. Ids are fixed so tests can name them.

import type { WorldUser } from '../../storage/worldImport';
import { DAY, type Iso } from './clock';
import type { NewImage } from './images';
import { I } from './interests';
import { must } from './lookups';

export const DEMO_PASSWORD = 'demo-password';

interface UserDef {
  id: number;
  username: string;
  fullName: string;
  firstName: string;
  password: boolean;
  saveBehavior: 0 | 1;
  avatar: boolean;
  daysAgo: number;
  interests: number[];
  /** Boards generated from the interests' pools, besides the fixed boards below. */
  boards: number;
  partner?: boolean;
  employee?: boolean;
  website?: string;
  verified?: boolean;
  messaging?: boolean;
}

export const USERS: UserDef[] = [
  {
    id: 1,
    username: 'demo',
    fullName: 'Demo User',
    firstName: 'Demo',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 731,
    interests: [I.food, I.home, I.travel, I.garden, I.weddings],
    boards: 0,
  },
  {
    id: 2,
    username: 'partner',
    fullName: 'Partner Demo Co.',
    firstName: 'Partner',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 905,
    interests: [I.home, I.diy],
    boards: 4,
    partner: true,
    website: 'partnerdemostudio.com',
    verified: true,
  },
  {
    id: 3,
    username: 'employee',
    fullName: 'Emma Employee',
    firstName: 'Emma',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 1210,
    interests: [I.photo, I.architecture],
    boards: 3,
    employee: true,
  },
  {
    id: 4,
    username: 'newbie',
    fullName: 'Nina Newbie',
    firstName: 'Nina',
    password: true,
    saveBehavior: 1,
    avatar: false,
    daysAgo: 3,
    interests: [],
    boards: 0,
  },
  {
    id: 5,
    username: 'harborandpine',
    fullName: 'Harbor & Pine Home',
    firstName: 'Harbor & Pine',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 1103,
    interests: [I.home],
    boards: 3,
    partner: true,
    website: 'harborandpinehome.com',
    verified: true,
  },
  {
    id: 6,
    username: 'brightsideoutdoors',
    fullName: 'Brightside Outdoors',
    firstName: 'Brightside',
    password: false,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 812,
    interests: [I.outdoors, I.travel],
    boards: 3,
    partner: true,
    website: 'brightsideoutdoors.com',
    verified: false,
  },
  {
    id: 7,
    username: 'loomandladle',
    fullName: 'Loom & Ladle Kitchen',
    firstName: 'Loom & Ladle',
    password: false,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 655,
    interests: [I.food],
    boards: 3,
    partner: true,
    website: 'loomandladle.com',
    verified: true,
  },
  {
    id: 8,
    username: 'maya_chen',
    fullName: 'Maya Chen',
    firstName: 'Maya',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 1402,
    interests: [I.food, I.home],
    boards: 2,
  },
  {
    id: 9,
    username: 'jordan_reyes',
    fullName: 'Jordan Reyes',
    firstName: 'Jordan',
    password: true,
    saveBehavior: 0,
    avatar: true,
    daysAgo: 1001,
    interests: [I.fitness, I.outdoors],
    boards: 2,
  },
  {
    id: 10,
    username: 'priya_nair',
    fullName: 'Priya Nair',
    firstName: 'Priya',
    password: false,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 561,
    interests: [I.fashion, I.weddings],
    boards: 2,
  },
  {
    id: 11,
    username: 'samuel_okafor',
    fullName: 'Samuel Okafor',
    firstName: 'Samuel',
    password: false,
    saveBehavior: 1,
    avatar: false,
    daysAgo: 433,
    interests: [I.photo, I.travel],
    boards: 2,
    messaging: false,
  },
  {
    id: 12,
    username: 'lena_fischer',
    fullName: 'Lena Fischer',
    firstName: 'Lena',
    password: false,
    saveBehavior: 0,
    avatar: true,
    daysAgo: 388,
    interests: [I.garden, I.diy],
    boards: 2,
  },
  {
    id: 13,
    username: 'tomas_alvarez',
    fullName: 'Tomás Álvarez',
    firstName: 'Tomás',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 940,
    interests: [I.outdoors, I.architecture],
    boards: 1,
  },
  {
    id: 14,
    username: 'aiko_tanaka',
    fullName: 'Aiko Tanaka',
    firstName: 'Aiko',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 702,
    interests: [I.art, I.photo],
    boards: 2,
  },
  {
    id: 15,
    username: 'noah_bennett',
    fullName: 'Noah Bennett',
    firstName: 'Noah',
    password: false,
    saveBehavior: 0,
    avatar: true,
    daysAgo: 290,
    interests: [I.fitness, I.food],
    boards: 2,
  },
  {
    id: 16,
    username: 'fatima_haddad',
    fullName: 'Fatima Haddad',
    firstName: 'Fatima',
    password: false,
    saveBehavior: 1,
    avatar: false,
    daysAgo: 515,
    interests: [I.weddings, I.fashion],
    boards: 3,
  },
  {
    id: 17,
    username: 'oliver_grant',
    fullName: 'Oliver Grant',
    firstName: 'Oliver',
    password: false,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 1320,
    interests: [I.art, I.architecture],
    boards: 2,
  },
  {
    id: 18,
    username: 'chloe_martin',
    fullName: 'Chloé Martin',
    firstName: 'Chloé',
    password: false,
    saveBehavior: 0,
    avatar: true,
    daysAgo: 205,
    interests: [I.fashion, I.home],
    boards: 3,
    messaging: false,
  },
  {
    id: 19,
    username: 'mateo_rossi',
    fullName: 'Mateo Rossi',
    firstName: 'Mateo',
    password: false,
    saveBehavior: 1,
    avatar: false,
    daysAgo: 860,
    interests: [I.food, I.travel],
    boards: 2,
  },
  {
    id: 20,
    username: 'ingrid_larsen',
    fullName: 'Ingrid Larsen',
    firstName: 'Ingrid',
    password: false,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 1150,
    interests: [I.garden, I.home],
    boards: 2,
  },
  {
    id: 21,
    username: 'kwame_mensah',
    fullName: 'Kwame Mensah',
    firstName: 'Kwame',
    password: false,
    saveBehavior: 0,
    avatar: true,
    daysAgo: 470,
    interests: [I.fitness, I.photo],
    boards: 2,
  },
  {
    id: 22,
    username: 'sofia_marquez',
    fullName: 'Sofía Márquez',
    firstName: 'Sofía',
    password: false,
    saveBehavior: 1,
    avatar: false,
    daysAgo: 330,
    interests: [I.diy, I.art],
    boards: 2,
  },
  {
    id: 23,
    username: 'ben_wu',
    fullName: 'Ben Wu',
    firstName: 'Ben',
    password: false,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 610,
    interests: [I.architecture, I.outdoors],
    boards: 2,
  },
  // A brand account with no first name and the default avatar: the invite header shows no name.
  {
    id: 24,
    username: 'studio_nord',
    fullName: 'Studio Nord',
    firstName: '',
    password: true,
    saveBehavior: 1,
    avatar: false,
    daysAgo: 780,
    interests: [I.art, I.home],
    boards: 2,
  },
  // A first name over the 30-character display cut.
  {
    id: 25,
    username: 'maxi_hohenberg',
    fullName: 'Maximiliana-Konstantina Alexandra von Hohenberg',
    firstName: 'Maximiliana-Konstantina Alexandra',
    password: true,
    saveBehavior: 1,
    avatar: true,
    daysAgo: 520,
    interests: [I.travel, I.weddings],
    boards: 2,
  },
];

export const BUSINESS_USER_IDS = [2, 5, 6, 7];

const USER_AGO = new Map(USERS.map((u) => [u.id, u.daysAgo * DAY]));

/** How long ago (ms) the user's account was made. */
export function ageOf(userId: number): number {
  return must(USER_AGO.get(userId));
}

/** Everyone but the 3-day-old account (id 4), which has saved and followed no one yet. */
export function activeUserIds(): number[] {
  return USERS.filter((u) => u.id !== 4).map((u) => u.id);
}

/** The name and shop a business promotes its pins under. */
export function businessBrand(userId: number): { brand: string; domain: string } {
  const user = must(USERS.find((u) => u.id === userId));
  return { brand: user.fullName, domain: `www.${must(user.website)}` };
}

/** The accounts in id order; an avatar is a square picture drawn when its user is made. */
export function demoUsers(newImage: NewImage, iso: Iso): WorldUser[] {
  return USERS.map((u) => ({
    id: u.id,
    username: u.username,
    email: `${u.username}@example.com`,
    fullName: u.fullName,
    firstName: u.firstName,
    password: u.password ? DEMO_PASSWORD : null,
    isPartner: u.partner ?? false,
    isEmployee: u.employee ?? false,
    avatarColorIndex: (u.id * 7) % 10,
    saveBehavior: u.saveBehavior,
    shouldShowMessaging: u.messaging ?? true,
    isPrimaryWebsiteVerified: u.verified ?? false,
    websiteDomain: u.website ?? null,
    imageSignature: u.avatar ? newImage('square', 'avatar').signature : null,
    createdAt: iso(u.daysAgo * DAY),
    // The 3-day-old account has not answered the cookie banner yet; everyone else accepted.
    cookiesAccepted: u.id === 4 ? null : true,
  }));
}
