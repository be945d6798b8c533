// The demo world: a fixed seed drives every choice, so the same `now` always gives the same world.
// Timestamps are offsets from `now`, so the new account stays 3 days old and demo stays ~2 years.

import { createHash } from 'node:crypto';
import { slugify } from '../text/slugs';
import { QUICK_SAVES_BOARD_NAME, type ContentType, type Privacy, type SeoNoindexReason } from 'shared-contracts';
import type {
  DemoWorld,
  SeedBoard,
  SeedBusinessAccess,
  SeedCollaborator,
  SeedExperience,
  SeedImage,
  SeedInterest,
  SeedInviteCode,
  SeedOffsiteHost,
  SeedPin,
  SeedPinContent,
  SeedSection,
  SeedUser,
} from './world';

export const DEMO_PASSWORD = 'demo-password';

const SEED = 0x5eed2024;
const DAY = 86_400_000;
const HOUR = 3_600_000;
const FIRST_PIN_ID = 1001;
const FIRST_REPIN_ID = 3001;
const REGULAR_COUNTS: Record<ContentType, number> = {
  image: 420,
  video: 28,
  gif: 13,
  carousel: 8,
  storyPin: 12,
  recipe: 33,
  product: 48,
  oneTap: 11,
};
const REPIN_TARGET = 170;

// ---------------------------------------------------------------------------------------------
// Randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length));
  }
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = at(items, i);
      items[i] = at(items, j);
      items[j] = tmp;
    }
    return items;
  }
}

function at<T>(items: readonly T[], index: number): T {
  const value = items[index];
  if (value === undefined) throw new Error(`index ${index} out of range (${items.length})`);
  return value;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Fixed content

interface InterestDef {
  name: string;
  adjs: string[];
  nouns: string[];
  boardNames: string[];
  sections: string[];
  domains: string[];
}

const INTERESTS: InterestDef[] = [
  {
    name: 'Home Decor',
    adjs: ['cozy', 'minimalist', 'Scandinavian', 'boho', 'mid-century', 'rustic', 'coastal', 'modern farmhouse', 'Japandi', 'vintage'],
    nouns: [
      'living room',
      'reading nook',
      'entryway',
      'bedroom',
      'gallery wall',
      'open shelving',
      'bathroom',
      'home office',
      'dining nook',
      'window seat',
    ],
    boardNames: ['Living Room Ideas', 'Cozy Bedroom', 'Small Space Living', 'Gallery Walls', 'Entryway Inspo', 'Dream Kitchen'],
    sections: ['Lighting', 'Rugs', 'Shelving', 'Plants', 'Paint Colors'],
    domains: ['www.thefrugalminimalisthomeblog.com', 'nestandnook.co', 'homehausjournal.com'],
  },
  {
    name: 'Food and Drink',
    adjs: ['easy', 'one-pan', 'creamy', 'crispy', 'healthy', 'spicy', 'lemony', '30-minute', 'cozy', 'make-ahead'],
    nouns: [
      'pasta',
      'chicken thighs',
      'lentil soup',
      'banana bread',
      'tacos',
      'salad',
      'sourdough',
      'curry',
      'brownies',
      'breakfast bowls',
    ],
    boardNames: ['Weeknight Dinners', 'Baking Projects', 'Sunday Brunch', 'Meal Prep', 'Cocktail Hour', 'Soups and Stews'],
    sections: ['Breakfast', 'Dinner', 'Desserts', 'Drinks', 'Snacks'],
    domains: ['recipes.thecozyweeknightkitchencollective.com', 'www.bakeandbloom.com', 'saltandsaffron.kitchen'],
  },
  {
    name: 'Travel',
    adjs: ['hidden', 'colorful', 'sunny', 'quiet', 'historic', 'coastal', 'alpine', 'budget', 'weekend', 'scenic'],
    nouns: [
      'Lisbon streets',
      'Kyoto temples',
      'Amalfi coast',
      'Iceland ring road',
      'Marrakech souks',
      'Patagonia trails',
      'Greek islands',
      'Scottish highlands',
      'Mexico City markets',
      'Norwegian fjords',
    ],
    boardNames: ['Places to Go', 'Europe Trip', 'Road Trip Stops', 'Beach Getaways', 'City Guides'],
    sections: ['Where to Stay', 'Where to Eat', 'Packing', 'Itineraries'],
    domains: ['www.wanderlustandwildernesstravelnotes.com', 'slowtravelguide.net', 'passportandpantry.com'],
  },
  {
    name: 'DIY and Crafts',
    adjs: ['easy', 'upcycled', 'handmade', 'beginner', 'weekend', 'no-sew', 'rustic', 'colorful'],
    nouns: [
      'macrame wall hanging',
      'candle jars',
      'plant hangers',
      'picture frames',
      'tote bag',
      'bookshelf makeover',
      'clay earrings',
      'paper garland',
    ],
    boardNames: ['DIY Projects', 'Knitting Patterns', 'Upcycled Furniture', 'Paper Crafts', 'Holiday Crafts'],
    sections: ['Supplies', 'Gifts', 'Kids Crafts', 'Sewing'],
    domains: ['makersmarketdiy.com', 'oldschoolcrafts.net', 'www.gluegunandglitter.com'],
  },
  {
    name: 'Gardening',
    adjs: ['small', 'raised', 'shady', 'drought-tolerant', 'cottage', 'container', 'pollinator', 'herb'],
    nouns: [
      'garden bed',
      'balcony garden',
      'tomato trellis',
      'herb spiral',
      'flower border',
      'compost setup',
      'succulent pots',
      'veggie patch',
    ],
    boardNames: ['Garden Ideas', 'Balcony Garden', 'Houseplants', 'Vegetable Patch', 'Flower Beds'],
    sections: ['Vegetables', 'Flowers', 'Tools', 'Layouts'],
    domains: ['www.greenthumbjournal.org', 'backyardharvestandhomesteadhandbook.com', 'potandpetal.garden'],
  },
  {
    name: "Women's Fashion",
    adjs: ['classic', 'casual', 'layered', 'neutral', 'colorful', 'minimal', 'effortless', 'cozy'],
    nouns: [
      'fall outfit',
      'capsule wardrobe',
      'linen dress',
      'trench coat look',
      'knit sweater',
      'work outfit',
      'denim jacket',
      'summer sandals',
    ],
    boardNames: ['Fall Outfits', 'Capsule Wardrobe', 'Work Style', 'Summer Dresses', 'Shoes I Love'],
    sections: ['Tops', 'Shoes', 'Accessories', 'Outerwear'],
    domains: ['ateliernoir.co', 'stylefile.fashion', 'www.theeverydaycapsulewardrobeedit.com'],
  },
  {
    name: 'Health and Fitness',
    adjs: ['quick', 'full-body', 'beginner', 'low-impact', '20-minute', 'morning', 'core', 'gentle'],
    nouns: [
      'workout',
      'yoga flow',
      'stretching routine',
      'HIIT circuit',
      'running plan',
      'pilates session',
      'mobility drills',
      'protein snacks',
    ],
    boardNames: ['Workout Plans', 'Yoga Flow', 'Healthy Snacks', 'Running Tips', 'Stretching Routines'],
    sections: ['Warm-ups', 'Strength', 'Cardio'],
    domains: ['movewellstudio.com', 'www.fitfromhome.health', 'strongerbythedaytrainingjournal.com'],
  },
  {
    name: 'Photography',
    adjs: ['moody', 'golden-hour', 'black and white', 'film', 'minimal', 'candid', 'night', 'aerial'],
    nouns: ['portraits', 'street photos', 'landscapes', 'still life', 'city lights', 'beach shots', 'food photography', 'reflections'],
    boardNames: ['Photo Inspiration', 'Film Photography', 'Golden Hour', 'Portrait Ideas', 'Street Photography'],
    sections: ['Lighting', 'Composition', 'Gear'],
    domains: ['framedlight.photo', 'www.shutterandgrain.com'],
  },
  {
    name: 'Art',
    adjs: ['abstract', 'watercolor', 'bold', 'loose', 'tiny', 'geometric', 'botanical', 'ink'],
    nouns: [
      'illustration',
      'landscape painting',
      'sketchbook spread',
      'color study',
      'portrait sketch',
      'mural',
      'linocut print',
      'gouache painting',
    ],
    boardNames: ['Art Inspiration', 'Watercolor', 'Illustration', 'Sketchbook Ideas', 'Color Palettes'],
    sections: ['Techniques', 'Palettes', 'Artists'],
    domains: ['inkandwash.art', 'www.studiosundaysketchclub.com'],
  },
  {
    name: 'Weddings',
    adjs: ['rustic', 'elegant', 'garden', 'boho', 'minimal', 'romantic', 'beach', 'winter'],
    nouns: [
      'wedding bouquet',
      'table setting',
      'bridal hairstyle',
      'wedding cake',
      'ceremony arch',
      'invitation suite',
      'reception lighting',
      'wedding dress',
    ],
    boardNames: ['Wedding Ideas', 'Wedding Flowers', 'Bridal Hair', 'Reception Decor', 'Wedding Cakes'],
    sections: ['Flowers', 'Venue', 'Dress', 'Cake'],
    domains: ['www.everafterweddingplanningnotebook.com', 'vowsandvelvet.com'],
  },
  {
    name: 'Architecture',
    adjs: ['brutalist', 'modern', 'timber', 'glass', 'tiny', 'coastal', 'desert', 'Nordic'],
    nouns: ['house', 'cabin', 'staircase', 'courtyard', 'facade', 'library', 'pavilion', 'A-frame'],
    boardNames: ['Architecture', 'Modern Houses', 'Tiny Homes', 'Cabins', 'Interior Details'],
    sections: ['Exteriors', 'Interiors', 'Details'],
    domains: ['concreteandtimber.design', 'www.smallhousesbigideas.com'],
  },
  {
    name: 'Outdoors',
    adjs: ['easy', 'epic', 'alpine', 'forest', 'desert', 'lakeside', 'winter', 'overnight'],
    nouns: ['hike', 'campsite', 'backpacking trip', 'trail run', 'canoe trip', 'climbing spot', 'hammock camp', 'stargazing spot'],
    boardNames: ['Camping', 'Hiking Trails', 'Camping Gear', 'National Parks', 'Climbing'],
    sections: ['Gear', 'Trails', 'Campsites'],
    domains: ['trailheadtales.blog', 'www.brightsideoutdoors.com', 'thegreatoutdoorsweekendadventureguide.com'],
  },
];
// Interest ids (1-based positions in INTERESTS).
const I = {
  home: 1,
  food: 2,
  travel: 3,
  diy: 4,
  garden: 5,
  fashion: 6,
  fitness: 7,
  photo: 8,
  art: 9,
  weddings: 10,
  architecture: 11,
  outdoors: 12,
} as const;

const DESCRIPTION_SENTENCES = [
  'Saving this {adj} {noun} for later.',
  'A {adj} take on {noun} that actually works in real life.',
  'Everything you need to know about {noun}, step by step.',
  'Loving the colors in this one.',
  'Tried this last weekend and it turned out great.',
  'Simple, affordable and easy to copy at home.',
  'Bookmarking for the next rainy afternoon.',
  'The details here are so good.',
  'Pairs well with a slow Sunday morning.',
  'Found via a friend, now obsessed with {noun}.',
  'Tips for {noun}: start small, keep it simple and make it yours.',
  'Five things I wish I had known before trying {noun}.',
];

const RECIPES = [
  'Lemon Garlic Butter Salmon',
  'One-Pot Creamy Tuscan Orzo',
  'Crispy Chickpea Shawarma Bowls',
  'Brown Butter Banana Bread',
  'Weeknight Chicken Tikka Masala',
  'Roasted Tomato Basil Soup',
  'Miso Glazed Eggplant',
  'Classic Shakshuka',
  'Spicy Peanut Noodles',
  'Blueberry Lemon Scones',
  'Sheet Pan Fajitas',
  'Mushroom Risotto',
  'Black Bean Sweet Potato Tacos',
  'Honey Garlic Chicken Thighs',
  'Chocolate Olive Oil Cake',
  'Greek Lemon Chicken Soup',
  'Caramelized Onion Galette',
  'Coconut Red Lentil Curry',
  'Overnight Oats Three Ways',
  'Pesto Pasta Salad',
  'Cinnamon Roll Focaccia',
  'Korean Beef Rice Bowls',
  'Apple Crumble Bars',
  'Garlic Parmesan Smashed Potatoes',
];
const RECIPE_SITES = [
  { site: 'The Cozy Weeknight Kitchen', domain: 'recipes.thecozyweeknightkitchencollective.com' },
  { site: 'Bake & Bloom', domain: 'www.bakeandbloom.com' },
  { site: 'Salt & Saffron', domain: 'saltandsaffron.kitchen' },
  { site: 'Loom & Ladle', domain: 'loomandladle.com' },
];

const BRAND = {
  harbor: { brand: 'Harbor & Pine', domain: 'shop.harborandpinehome.com' },
  northwind: { brand: 'Northwind Goods', domain: 'northwindgoods.com' },
  atelier: { brand: 'Atelier Noir', domain: 'ateliernoir.co' },
  brightside: { brand: 'Brightside Outdoors', domain: 'www.brightsideoutdoors.com' },
  loom: { brand: 'Loom & Ladle', domain: 'loomandladle.com' },
  fieldstone: { brand: 'Fieldstone Supply', domain: 'fieldstonesupplycompanyoutfitters.com' },
};
/** Products by interest id; other interests borrow home decor's. */
const PRODUCTS: Record<number, { names: string[]; brands: Array<{ brand: string; domain: string }> }> = {
  1: {
    names: ['Linen Throw Pillow Cover', 'Stoneware Bud Vase', 'Woven Jute Rug', 'Brass Table Lamp'],
    brands: [BRAND.harbor, BRAND.northwind],
  },
  2: {
    names: ['Cast Iron Skillet', 'Ceramic Pour-Over Set', 'Linen Apron', 'Walnut Cutting Board'],
    brands: [BRAND.loom, BRAND.northwind],
  },
  4: {
    names: ['Beginner Macrame Kit', 'Cordless Glue Gun', 'Air-Dry Clay Set', 'Embroidery Hoop Set'],
    brands: [BRAND.fieldstone, BRAND.northwind],
  },
  6: { names: ['Wool Blend Coat', 'Leather Ankle Boots', 'Silk Slip Dress', 'Cashmere Crew Sweater'], brands: [BRAND.atelier] },
  7: {
    names: ['Cork Yoga Mat', 'Adjustable Dumbbells', 'Resistance Band Set', 'Foam Roller'],
    brands: [BRAND.northwind, BRAND.fieldstone],
  },
  12: {
    names: ['Ultralight Trail Backpack', 'Insulated Water Bottle', 'Two-Person Tent', 'Merino Hiking Socks'],
    brands: [BRAND.brightside, BRAND.fieldstone],
  },
};

/** Hosts the offsite check knows; pins link to each so every warning can be seen. */
const OFFSITE_HOSTS: SeedOffsiteHost[] = [
  { host: 'cheap-watches-outlet.biz', redirectStatus: 'blocked', message: 'This site has been reported for spam.' },
  { host: 'free-gift-card-winner.net', redirectStatus: 'blocked', message: 'This site has been blocked because it may contain malware.' },
  {
    host: 'quick-loan-approvals.info',
    redirectStatus: 'suspicious',
    message: 'This site may not be safe. Be careful with any personal information.',
  },
  { host: 'miracle-diet-secrets.co', redirectStatus: 'suspicious', message: 'This site has been reported for misleading claims.' },
  { host: 'adult-content-site.xxx', redirectStatus: 'porn', message: 'This site may contain adult content.' },
  { host: 'nsfw-gallery.xxx', redirectStatus: 'porn', message: 'This site has been reported for explicit content.' },
];

// ---------------------------------------------------------------------------------------------
// Users

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

const USERS: UserDef[] = [
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

const BUSINESS_USER_IDS = [2, 5, 6, 7];

// ---------------------------------------------------------------------------------------------
// Fixed boards (ids 1-14), so tests can name them.

interface BoardDef {
  id: number;
  ownerId: number;
  name: string;
  interest: number;
  privacy: Privacy;
  layout?: 'quick_saves';
  sections?: string[];
  collaborative?: boolean;
  archived?: boolean;
  daysAgo: number;
  description?: string;
}

const SENSITIVE_BOARD_ID = 12;

const FIXED_BOARDS: BoardDef[] = [
  { id: 1, ownerId: 1, name: QUICK_SAVES_BOARD_NAME, interest: I.home, privacy: 'public', layout: 'quick_saves', daysAgo: 700 },
  {
    id: 2,
    ownerId: 1,
    name: 'Kitchen Ideas',
    interest: I.food,
    privacy: 'public',
    sections: ['Weeknight Dinners', 'Baking', 'Breakfast'],
    daysAgo: 690,
    description: 'Recipes I actually cook, and a few I dream about.',
  },
  {
    id: 3,
    ownerId: 1,
    name: 'Living Room',
    interest: I.home,
    privacy: 'public',
    sections: ['Lighting', 'Rugs', 'Shelving', 'Plants'],
    daysAgo: 610,
  },
  {
    id: 4,
    ownerId: 1,
    name: 'Travel Bucket List',
    interest: I.travel,
    privacy: 'protected',
    collaborative: true,
    daysAgo: 540,
    description: 'Trips to plan together.',
  },
  { id: 5, ownerId: 1, name: 'Gift Ideas', interest: I.fashion, privacy: 'secret', sections: ['Birthdays', 'Holidays'], daysAgo: 420 },
  { id: 6, ownerId: 1, name: 'Garden Plans', interest: I.garden, privacy: 'public', daysAgo: 300 },
  { id: 7, ownerId: 1, name: 'Wedding Inspiration', interest: I.weddings, privacy: 'secret', daysAgo: 200 },
  { id: 8, ownerId: 1, name: 'Old Apartment', interest: I.home, privacy: 'public', archived: true, daysAgo: 720 },
  {
    id: 9,
    ownerId: 8,
    name: 'Family Recipes',
    interest: I.food,
    privacy: 'public',
    collaborative: true,
    sections: ['Grandma’s Classics', 'Holiday Table'],
    daysAgo: 800,
    description: 'Everyone add your favourites!',
  },
  { id: 10, ownerId: 13, name: 'Cabin Weekend Trip', interest: I.outdoors, privacy: 'public', collaborative: true, daysAgo: 60 },
  { id: 11, ownerId: 9, name: 'Surprise Party Plans', interest: I.food, privacy: 'secret', daysAgo: 90 },
  { id: SENSITIVE_BOARD_ID, ownerId: 17, name: 'Tattoo Ideas (18+ Only)', interest: I.art, privacy: 'public', daysAgo: 500 },
  {
    id: 13,
    ownerId: 14,
    name: 'Studio Projects',
    interest: I.art,
    privacy: 'public',
    collaborative: true,
    sections: ['Prints', 'Murals', 'Commissions'],
    daysAgo: 400,
  },
  // Exactly 50 characters: the longest name a board may have.
  { id: 14, ownerId: 10, name: 'Cozy Reading Nooks, Window Seats and Quiet Corners', interest: I.home, privacy: 'public', daysAgo: 350 },
];

const COLLABORATORS: Array<{ boardId: number; userId: number; status: 'invited' | 'accepted' }> = [
  { boardId: 4, userId: 11, status: 'accepted' },
  { boardId: 4, userId: 12, status: 'invited' },
  { boardId: 9, userId: 1, status: 'accepted' },
  { boardId: 9, userId: 9, status: 'accepted' },
  { boardId: 9, userId: 10, status: 'invited' },
  { boardId: 10, userId: 1, status: 'invited' },
  { boardId: 10, userId: 14, status: 'accepted' },
  { boardId: 13, userId: 15, status: 'accepted' },
  { boardId: 13, userId: 16, status: 'accepted' },
];

// ---------------------------------------------------------------------------------------------
// Pins with a fixed id: each shows one case of the card rules. Their ids do not depend on the
// random draws, so tests and docs can name them.

const SPECIAL_PINS = [
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
type SpecialPin = (typeof SPECIAL_PINS)[number];

const specialIndex = (i: number) => 3 + 13 * i;

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

// ---------------------------------------------------------------------------------------------

interface PlanItem {
  type: ContentType;
  special?: SpecialPin;
  promoted?: boolean;
  downstream?: boolean;
  slots?: number;
  story?: 'video' | 'static' | 'single' | 'deleted';
  offer?: 'single' | 'range' | 'sale';
}

function specialPlan(name: SpecialPin): PlanItem {
  const item: PlanItem = { type: 'image', special: name };
  switch (name) {
    case 'deletedStory':
      return { ...item, type: 'storyPin', story: 'deleted' };
    case 'storyWithVideo':
      return { ...item, type: 'storyPin', story: 'video' };
    case 'storySingleStatic':
      return { ...item, type: 'storyPin', story: 'single' };
    case 'storyStaticPages':
      return { ...item, type: 'storyPin', story: 'static' };
    case 'descIsRecipeName':
    case 'noindexRichDescription':
    case 'recipe':
      return { ...item, type: 'recipe' };
    case 'descIsProductName':
    case 'noindexRichTitle':
    case 'productSinglePrice':
      return { ...item, type: 'product', offer: 'single' };
    case 'productPriceRange':
      return { ...item, type: 'product', offer: 'range' };
    case 'productOnSale':
    case 'productNotPdp':
      return { ...item, type: 'product', offer: 'sale' };
    case 'carousel2':
    case 'carousel3':
    case 'carousel4':
    case 'carousel5':
      return { ...item, type: 'carousel', slots: Number(name.slice(-1)) };
    case 'promotedImage':
      return { ...item, promoted: true };
    case 'promotedDownstream':
      return { ...item, promoted: true, downstream: true };
    case 'promotedProduct':
      return { ...item, type: 'product', offer: 'sale', promoted: true };
    case 'promotedVideo':
      return { ...item, type: 'video', promoted: true };
    case 'promotedCarousel':
      return { ...item, type: 'carousel', slots: 3, promoted: true };
    case 'video':
      return { ...item, type: 'video' };
    case 'gif':
      return { ...item, type: 'gif' };
    case 'oneTap':
      return { ...item, type: 'oneTap' };
    default:
      return item;
  }
}

const OFFSITE_SPECIALS: Partial<Record<SpecialPin, number>> = {
  blockedHost: 0,
  blockedHost2: 1,
  suspiciousHost: 2,
  suspiciousHost2: 3,
  pornHost: 4,
  pornHost2: 5,
};

const NOINDEX_SPECIALS: Partial<Record<SpecialPin, SeoNoindexReason>> = {
  noindexRawText: 'sensitive_raw_pin_text',
  noindexRichDescription: 'is_sensitive_rich_pin_description',
  noindexRichTitle: 'is_sensitive_rich_pin_title',
  noindexBoardTitle: 'is_sensitive_board_title',
};

const LONG_DESCRIPTION =
  'This is the long version, for anyone who wants every detail. We started with a blank wall and a tight budget, ' +
  'and spent three weekends testing layouts with paper templates before hanging a single frame. ' +
  'The trick is to pick one anchor piece, then build outwards with smaller pieces that repeat its colours. ' +
  'Keep the gaps even (we used five centimetres), mix frame finishes sparingly, and leave room to grow. ' +
  'Lighting matters more than you think: a warm picture light turns an ordinary corner into the best seat in the house. ' +
  'Finally, do not be afraid to move things around after a week of living with them; the first layout is rarely the last. ' +
  'Sources for everything are linked below, and the full shopping list is on the blog.';

const WHITESPACE_DESCRIPTIONS = [
  'Step one:   prep everything first.\n\n\nStep two:\tcook low and slow.\n\n   Step three:    enjoy!   ',
  '  Line one of my notes.\n\n\n\nLine two,     with     extra     spaces.\t\t\tAnd tabs.\n',
];

const SHORT_DESCRIPTIONS: Partial<Record<SpecialPin, string>> = { descShort: 'Yum', descShort2: 'ok', descShort3: ':)' };

// ---------------------------------------------------------------------------------------------

/** The demo world for a given `now`; pure and deterministic. */
export function createDemoWorld(options: { now: Date }): DemoWorld {
  const nowMs = options.now.getTime();
  const iso = (msAgo: number) => new Date(nowMs - Math.round(msAgo)).toISOString();
  const rng = new Rng(SEED);

  // --- images -------------------------------------------------------------------------------
  const images: SeedImage[] = [];
  const newImage = (shape: 'pin' | 'square' | 'tall' | 'video'): SeedImage => {
    const signature = md5(`pinboard-demo-image-${images.length}`);
    const width = rng.pick([564, 564, 564, 600, 640, 736, 736, 800, 900, 1000, 1200]);
    let ratio: number;
    if (shape === 'square') ratio = 1;
    else if (shape === 'tall') ratio = 16 / 9;
    else if (shape === 'video') ratio = rng.pick([9 / 16, 1, 16 / 9, 16 / 9]);
    else ratio = rng.pick([0.5, 0.6, 0.75, 0.8, 1, 1, 1.25, 1.33, 1.4, 1.5, 1.5, 1.5, 1.6, 1.78, 2, 2.2]);
    const height = Math.min(Math.floor(width * 2.2), Math.max(Math.ceil(width * 0.5), Math.round(width * ratio)));
    const image: SeedImage = { signature, width, height, color: randomColor(rng), pattern: rng.int(0, 5) };
    images.push(image);
    return image;
  };

  // --- users --------------------------------------------------------------------------------
  const users: SeedUser[] = USERS.map((u) => ({
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
    imageSignature: u.avatar ? newImage('square').signature : null,
    createdAt: iso(u.daysAgo * DAY),
  }));
  const userAgo = new Map(USERS.map((u) => [u.id, u.daysAgo * DAY]));
  const ageOf = (userId: number) => must(userAgo.get(userId));

  // --- interests ----------------------------------------------------------------------------
  const interests: SeedInterest[] = INTERESTS.map((d, i) => ({ id: i + 1, name: d.name, urlName: slugify(d.name) }));
  const interestDef = (id: number) => at(INTERESTS, id - 1);

  // --- boards and sections ------------------------------------------------------------------
  const boards: SeedBoard[] = [];
  const sections: SeedSection[] = [];
  const boardInterest = new Map<number, number>();
  const boardAgo = new Map<number, number>();
  const sectionsOf = new Map<number, SeedSection[]>();
  const slugsOf = new Map<number, Set<string>>();

  const addBoard = (def: Omit<BoardDef, 'id'> & { id?: number }) => {
    const id = def.id ?? boards.length + 1;
    const taken = slugsOf.get(def.ownerId) ?? new Set<string>();
    slugsOf.set(def.ownerId, taken);
    let slug = slugify(def.name);
    for (let n = 2; taken.has(slug); n++) slug = `${slugify(def.name)}-${n}`;
    taken.add(slug);
    const ago = Math.min(def.daysAgo * DAY, ageOf(def.ownerId) - HOUR);
    boards.push({
      id,
      ownerId: def.ownerId,
      name: def.name,
      slug,
      description: def.description ?? '',
      privacy: def.privacy,
      layout: def.layout ?? 'default',
      isCollaborative: def.collaborative ?? false,
      archived: def.archived ?? false,
      customOrder: taken.size - 1,
      createdAt: iso(ago),
      boardOrderModifiedAt: iso(ago),
    });
    boardInterest.set(id, def.interest);
    boardAgo.set(id, ago);
    const own: SeedSection[] = [];
    const sectionSlugs = new Set<string>();
    for (const title of def.sections ?? []) {
      let sSlug = slugify(title);
      for (let n = 2; sectionSlugs.has(sSlug); n++) sSlug = `${slugify(title)}-${n}`;
      sectionSlugs.add(sSlug);
      const section: SeedSection = {
        id: sections.length + 1,
        boardId: id,
        title,
        slug: sSlug,
        createdAt: iso(ago - (own.length + 1) * 60_000),
      };
      sections.push(section);
      own.push(section);
    }
    sectionsOf.set(id, own);
  };

  for (const def of FIXED_BOARDS) addBoard(def);
  for (const u of USERS) {
    const usedNames = new Set(boards.filter((b) => b.ownerId === u.id).map((b) => b.name));
    for (let k = 0; k < u.boards; k++) {
      const interest = at(u.interests, k % u.interests.length);
      const def = interestDef(interest);
      const name = rng.shuffle([...def.boardNames]).find((n) => !usedNames.has(n)) ?? `${def.name} ${k + 1}`;
      usedNames.add(name);
      const roll = rng.float();
      const privacy: Privacy = roll < 0.7 ? 'public' : roll < 0.85 ? 'protected' : 'secret';
      const sectionTitles = rng.chance(0.3) ? rng.shuffle([...def.sections]).slice(0, rng.int(1, Math.min(4, def.sections.length))) : [];
      addBoard({
        ownerId: u.id,
        name,
        interest,
        // Business boards stay public: promoted pins live there.
        privacy: BUSINESS_USER_IDS.includes(u.id) && k === 0 ? 'public' : privacy,
        sections: sectionTitles,
        daysAgo: rng.int(5, u.daysAgo - 1),
        description: rng.chance(0.5) ? `${capitalize(rng.pick(def.adjs))} ${rng.pick(def.nouns)} and more.` : '',
      });
    }
  }
  const boardById = new Map(boards.map((b) => [b.id, b]));
  const boardOf = (id: number) => must(boardById.get(id));

  const collaborators: SeedCollaborator[] = COLLABORATORS.map((c) => {
    const board = boardOf(c.boardId);
    const ago = Math.min(must(boardAgo.get(c.boardId)), ageOf(c.userId)) * 0.6;
    return { ...c, invitedBy: board.ownerId, createdAt: iso(ago) };
  });
  const acceptedOn = (boardId: number) =>
    collaborators.filter((c) => c.boardId === boardId && c.status === 'accepted').map((c) => c.userId);
  /** How long ago the user could first add pins to the board (a collaborator: since joining). */
  const writableAgo = (userId: number, boardId: number) => {
    const board = boardOf(boardId);
    const since = Math.min(must(boardAgo.get(boardId)), ageOf(userId));
    return board.ownerId === userId ? since : since * 0.6;
  };

  // --- original pins ------------------------------------------------------------------------
  const regular: PlanItem[] = [];
  const storyKinds: Array<PlanItem['story']> = ['video', 'static', 'single'];
  const offers: Array<PlanItem['offer']> = ['single', 'range', 'sale'];
  for (const [type, count] of Object.entries(REGULAR_COUNTS) as Array<[ContentType, number]>) {
    for (let k = 0; k < count; k++) {
      const item: PlanItem = { type };
      if (type === 'storyPin') item.story = at(storyKinds, k % storyKinds.length);
      if (type === 'carousel') item.slots = 2 + (k % 4);
      if (type === 'product') {
        item.offer = at(offers, k % offers.length);
        item.promoted = k < 3;
      }
      if (type === 'image') {
        item.promoted = k < 8;
        item.downstream = k < 2;
      }
      if (type === 'video') item.promoted = k < 2;
      regular.push(item);
    }
  }
  rng.shuffle(regular);
  const plan: PlanItem[] = [...regular];
  SPECIAL_PINS.forEach((name, i) => plan.splice(specialIndex(i), 0, specialPlan(name)));

  const pinnable = boards.filter((b) => b.layout !== 'quick_saves');
  const showcaseBoards = pinnable.filter((b) => b.privacy === 'public' && !b.archived && b.id !== SENSITIVE_BOARD_ID);
  const businessBoards = boards.filter((b) => BUSINESS_USER_IDS.includes(b.ownerId) && b.privacy === 'public' && !b.archived);
  const boardsFor = (interestIds: number[], from: SeedBoard[]) => from.filter((b) => interestIds.includes(must(boardInterest.get(b.id))));
  const recipeBoards = boardsFor([I.food], pinnable);
  const productBoards = boardsFor([I.home, I.food, I.fashion, I.outdoors, I.fitness, I.diy], pinnable);
  // demo's boards count twice so the demo profile is full.
  const weighted = pinnable.flatMap((b) => (b.ownerId === 1 ? [b, b] : [b]));
  // Every board gets at least two pins before the random spread.
  const needsPins = rng.shuffle(pinnable.flatMap((b) => [b, b]));

  const pins: SeedPin[] = [];
  const pinAgo = new Map<number, number>();
  let titleCounter = 0;

  plan.forEach((item, index) => {
    const id = FIRST_PIN_ID + index;
    const special = item.special;
    // Board
    let board: SeedBoard;
    if (special === 'noindexBoardTitle') board = boardOf(SENSITIVE_BOARD_ID);
    else if (item.promoted) board = rng.pick(businessBoards);
    else if (special) board = rng.pick(item.type === 'recipe' ? boardsFor([I.food], showcaseBoards) : showcaseBoards);
    else if (item.type === 'recipe') board = rng.pick(recipeBoards);
    else if (item.type === 'product') board = rng.pick(productBoards);
    else if (item.type === 'image' && needsPins.length > 0) board = must(needsPins.pop());
    else board = rng.pick(weighted);
    const accepted = acceptedOn(board.id);
    const pinnerId = accepted.length > 0 && rng.chance(0.35) ? rng.pick(accepted) : board.ownerId;
    const boardSections = sectionsOf.get(board.id) ?? [];
    const section = boardSections.length > 0 && rng.chance(0.6) ? rng.pick(boardSections) : null;
    const interestId = must(boardInterest.get(board.id));
    const def = interestDef(interestId);
    const ago = rng.float() * writableAgo(pinnerId, board.id) * 0.98 + 5 * 60_000;

    // Text
    const adj = rng.pick(def.adjs);
    const noun = rng.pick(def.nouns);
    const title = makeTitle(rng, adj, noun, titleCounter++);
    const sentences = rng.int(0, 9) === 0 ? 0 : rng.int(1, 3);
    const description = Array.from({ length: sentences }, () =>
      rng.pick(DESCRIPTION_SENTENCES).replace('{adj}', adj).replace('{noun}', noun),
    ).join(' ');
    const pin: SeedPin = {
      id,
      pinnerId,
      boardId: board.id,
      sectionId: section?.id ?? null,
      repinOf: null,
      rootPinId: id,
      contentType: item.type,
      title: rng.chance(0.05) ? '' : title,
      description,
      link: null,
      domain: null,
      image: undefined as unknown as SeedImage,
      interestId,
      isPromoted: false,
      promoterId: null,
      feedRank: 0,
      content: {},
      createdAt: iso(ago),
    };
    const content = pin.content;
    const linkTo = (domain: string, path: string) => `${rng.chance(0.12) ? 'http' : 'https'}://${domain}/${path}`;
    const defaultLink = () => linkTo(rng.pick(def.domains), `${slugify(title) || 'idea'}-${id}`);

    switch (item.type) {
      case 'image': {
        pin.image = newImage('pin');
        pin.link = rng.chance(0.85) ? defaultLink() : null;
        break;
      }
      case 'video': {
        const image = newImage('video');
        pin.image = image;
        const duration = rng.int(5, 180) * 1000 + rng.int(0, 999);
        const variant = (name: string, width: number) => ({
          url: `/media/video/${image.signature}/${name}.mp4`,
          width,
          height: Math.round((image.height * width) / image.width),
          thumbnail: image.signature,
          duration,
        });
        content.videos = {
          vHLSV4: variant('vHLSV4', image.width),
          vHLSV3MOBILE: variant('vHLSV3MOBILE', 540),
          v720P: variant('v720P', 720),
        };
        content.embed = { type: 'video', src: content.videos.v720P.url, width: 720, height: content.videos.v720P.height };
        pin.link = rng.chance(0.5) ? defaultLink() : null;
        break;
      }
      case 'gif': {
        const image = newImage('pin');
        pin.image = image;
        content.embed = { type: 'gif', src: `/media/gif/${image.signature}.gif`, width: image.width, height: image.height };
        pin.link = rng.chance(0.5) ? defaultLink() : null;
        break;
      }
      case 'carousel': {
        const slotCount = item.slots ?? 3;
        content.carouselSlots = Array.from({ length: slotCount }, (_, k) => {
          const image = newImage('pin');
          const slotNoun = rng.pick(def.nouns);
          return {
            slotId: `${id}-${k + 1}`,
            title: capitalize(`${rng.pick(def.adjs)} ${slotNoun}`),
            details: `Idea ${k + 1} of ${slotCount}: ${rng.pick(DESCRIPTION_SENTENCES).replace('{adj}', adj).replace('{noun}', slotNoun)}`,
            link: linkTo(rng.pick(def.domains), `${slugify(slotNoun)}-${id}-${k + 1}`),
            imageSignature: image.signature,
          };
        });
        const first = at(content.carouselSlots, 0);
        pin.image = must(images.find((img) => img.signature === first.imageSignature));
        pin.link = first.link;
        break;
      }
      case 'storyPin': {
        const kind = item.story ?? 'static';
        const pageCount = kind === 'single' ? 1 : kind === 'deleted' ? 2 : rng.int(2, 5);
        const pages: NonNullable<SeedPinContent['storyPinData']>['pages'] = [];
        for (let k = 0; k < pageCount; k++) {
          const image = newImage('tall');
          // 'video' and 'deleted' stories have a video page (the first for one, a later one for the other).
          const isVideo = (kind === 'video' && (k === 0 || rng.chance(0.4))) || (kind === 'deleted' && k === 1);
          const blocks: Array<{ blockType: number; text?: string; imageSignature?: string; videoDuration?: number }> = isVideo
            ? [{ blockType: 3, imageSignature: image.signature, videoDuration: rng.int(3, 30) * 1000 }]
            : [{ blockType: 2, imageSignature: image.signature }];
          if (rng.chance(0.6) || kind === 'single')
            blocks.push({ blockType: 1, text: `Step ${k + 1}: ${capitalize(rng.pick(def.adjs))} ${rng.pick(def.nouns)}` });
          pages.push({ blocks });
        }
        const firstSig = at(at(pages, 0).blocks, 0).imageSignature ?? '';
        pin.image = must(images.find((img) => img.signature === firstSig));
        content.storyPinData = { isDeleted: kind === 'deleted', pages, metadata: { pinTitle: pin.title || title } };
        break;
      }
      case 'recipe': {
        pin.image = newImage('pin');
        const name = rng.pick(RECIPES);
        const site = rng.pick(RECIPE_SITES);
        pin.title = name;
        pin.link = linkTo(site.domain, `recipes/${slugify(name)}-${id}`);
        content.richSummary = { typeName: 'recipe', displayName: name, siteName: site.site, url: pin.link, products: [] };
        content.richMetadata = { recipe: { name, servings: rng.int(2, 8), totalTimeMinutes: rng.int(2, 16) * 5 } };
        break;
      }
      case 'product': {
        pin.image = newImage(rng.chance(0.4) ? 'square' : 'pin');
        const catalogue = PRODUCTS[interestId] ?? must(PRODUCTS[I.home]);
        const name = rng.pick(catalogue.names);
        const brand = item.promoted ? businessBrand(pinnerId) : rng.pick(catalogue.brands);
        pin.title = name;
        pin.link = linkTo(brand.domain, `products/${slugify(name)}?sku=${id}`);
        const base = rng.int(12, 240);
        const money = (n: number) => `$${n.toFixed(2)}`;
        const offer = item.offer ?? 'single';
        const offerSummary =
          offer === 'single'
            ? { price: money(base) }
            : offer === 'range'
              ? { price: money(base), minPrice: money(base), maxPrice: money(base + rng.int(5, 80)) }
              : { price: money(base), standardPrice: money(Math.round(base * 1.3) + 1) };
        content.richSummary = {
          typeName: 'product',
          displayName: name,
          siteName: brand.brand,
          url: pin.link,
          products: [
            {
              brandName: brand.brand,
              ...(rng.chance(0.4) ? { labels: [rng.pick(['Free shipping', 'Bestseller', 'New arrival'])] } : {}),
              offerSummary,
            },
          ],
        };
        content.richMetadata = { products: [{ title: name, itemId: `item-${id}`, itemSetId: `set-${id % 97}` }] };
        content.shoppingFlags = rng.chance(0.8) ? [1, 5, 6] : [1, 2, 6];
        content.isEligibleForPdp = special === 'productNotPdp' ? false : rng.chance(0.85);
        content.isShoppable = true;
        if (rng.chance(0.06)) content.isOosProduct = true;
        break;
      }
      case 'oneTap': {
        pin.image = newImage('pin');
        pin.link = defaultLink();
        content.isOneTap = true;
        break;
      }
    }

    // Cases each special pin exists for.
    const offsite = special ? OFFSITE_SPECIALS[special] : undefined;
    if (offsite !== undefined) pin.link = `https://${at(OFFSITE_HOSTS, offsite).host}/${slugify(title) || 'deal'}-${id}`;
    if (special === 'titleOver200') pin.title = longTitle(noun, 260);
    if (special === 'titleOver200b') pin.title = longTitle(adj, 214);
    if (special === 'title200') pin.title = longTitle(noun, 200);
    if (special === 'titleEmpty') pin.title = '';
    if (special === 'titlePadded') pin.title = `   ${capitalize(adj)} ${noun}   `;
    if (special === 'descOver496') pin.description = LONG_DESCRIPTION;
    if (special === 'descOver496b') pin.description = `${LONG_DESCRIPTION}\n\n${LONG_DESCRIPTION}`;
    if (special === 'descWhitespace') pin.description = at(WHITESPACE_DESCRIPTIONS, 0);
    if (special === 'descWhitespace2') pin.description = at(WHITESPACE_DESCRIPTIONS, 1);
    const short = special ? SHORT_DESCRIPTIONS[special] : undefined;
    if (short !== undefined) pin.description = short;
    if ((special === 'descIsRecipeName' || special === 'descIsProductName') && content.richSummary)
      pin.description = content.richSummary.displayName;
    if (special === 'noLink') pin.link = null;
    if (special === 'longDomain') pin.link = `https://www.thefrugalminimalisthomeblog.com/${slugify(title)}-${id}`;
    if (special && special !== 'titleEmpty' && pin.title === '') pin.title = title;
    // Every pin on the sensitive board is noindexed for its board title.
    const reason =
      (special ? NOINDEX_SPECIALS[special] : undefined) ?? (board.id === SENSITIVE_BOARD_ID ? 'is_sensitive_board_title' : undefined);
    if (reason) {
      content.seoNoindexReason = reason;
      content.seoTitle = `${def.name} ideas | Pinboard`;
      content.seoDescription = `Discover and save ideas about ${def.name.toLowerCase()} on Pinboard.`;
    }

    // Promotion
    if (item.promoted) {
      pin.isPromoted = true;
      pin.promoterId = pinnerId;
      if (!pin.link) pin.link = linkTo(businessBrand(pinnerId).domain, `campaign/${id}`);
      content.adData = {
        advertiserId: String(549_755_800_000 + pinnerId * 101),
        campaignId: String(626_744_000_000 + id),
        ...(rng.chance(0.5) ? { collectionGridClickType: rng.pick([2, 3]) } : {}),
      };
      if (item.downstream) content.isDownstreamPromotion = true;
    }

    // Shared extras
    if (pin.link) pin.domain = hostOf(pin.link);
    if (rng.chance(0.7)) content.altText = `Image of ${(pin.title.trim() || `${adj} ${noun}`).toLowerCase()}`;
    if (rng.chance(0.75)) content.saves = Math.floor(rng.float() ** 3 * 20_000);
    if (rng.chance(0.5)) content.shareCount = Math.floor(rng.float() ** 4 * 300);
    if (rng.chance(0.5)) content.pinTagsChips = rng.shuffle([...def.nouns]).slice(0, rng.int(1, 3));
    if (pin.contentType === 'storyPin') pin.link = null;
    if (pin.link === null) pin.domain = null;

    pins.push(pin);
    pinAgo.set(id, ago);
  });

  // --- repins -------------------------------------------------------------------------------
  const saveKeys = new Set<string>();
  const pinById = new Map(pins.map((p) => [p.id, p]));
  const activeUsers = USERS.filter((u) => u.id !== 4).map((u) => u.id);
  const targetsFor = (userId: number) => boards.filter((b) => !b.archived && (b.ownerId === userId || acceptedOn(b.id).includes(userId)));
  // Only what others can see is saved again.
  const visible = (p: SeedPin) => {
    const b = boardOf(must(p.boardId));
    return b.privacy === 'public' && !b.archived && !p.content.storyPinData?.isDeleted;
  };
  const sources = pins.filter(visible);
  const visibleRepins: SeedPin[] = [];
  let nextRepinId = FIRST_REPIN_ID;
  for (let attempt = 0; attempt < 5000 && nextRepinId < FIRST_REPIN_ID + REPIN_TARGET; attempt++) {
    const source = visibleRepins.length > 10 && rng.chance(0.15) ? rng.pick(visibleRepins) : rng.pick(sources);
    const root = must(pinById.get(source.rootPinId));
    const pinnerId = rng.chance(0.22) ? 1 : rng.pick(activeUsers);
    if (pinnerId === source.pinnerId || pinnerId === root.pinnerId) continue;
    const targets = targetsFor(pinnerId);
    if (targets.length === 0) continue;
    const quick = targets.find((b) => b.layout === 'quick_saves');
    const board = quick && rng.chance(0.35) ? quick : rng.pick(targets);
    const boardSections = sectionsOf.get(board.id) ?? [];
    const section = boardSections.length > 0 && rng.chance(0.4) ? rng.pick(boardSections) : null;
    const key = `${board.id}:${section?.id ?? 0}:${source.rootPinId}`;
    if (saveKeys.has(key)) continue;
    saveKeys.add(key);
    const limit = Math.min(must(pinAgo.get(source.id)), writableAgo(pinnerId, board.id));
    const ago = rng.float() * limit * 0.95;
    const content = structuredClone(source.content);
    delete content.adData;
    delete content.isDownstreamPromotion;
    const repin: SeedPin = {
      ...source,
      id: nextRepinId++,
      pinnerId,
      boardId: board.id,
      sectionId: section?.id ?? null,
      repinOf: source.id,
      rootPinId: root.id,
      isPromoted: false,
      promoterId: null,
      content,
      createdAt: iso(ago),
    };
    pins.push(repin);
    if (visible(repin)) visibleRepins.push(repin);
    pinById.set(repin.id, repin);
    pinAgo.set(repin.id, ago);
  }

  // --- feed ranks ---------------------------------------------------------------------------
  // A shuffle, then one pin of each kind moved near the top so the first screen shows them all.
  const originals = pins.filter((p) => p.repinOf === null);
  const order = rng.shuffle([...originals]);
  const L = DEMO_LANDMARKS.pins;
  const showcase = [
    L.video,
    L.promotedImage,
    L.carousel4,
    L.gif,
    L.productOnSale,
    L.storyWithVideo,
    L.recipe,
    L.oneTap,
    L.blockedHost,
    L.productPriceRange,
    L.titleOver200,
    L.promotedProduct,
    L.storySingleStatic,
    L.carousel2,
    L.noindexRawText,
    L.descOver496,
  ];
  showcase.forEach((pinId, k) => {
    const from = order.findIndex((p) => p.id === pinId);
    const to = 1 + k * 2;
    const tmp = at(order, to);
    order[to] = at(order, from);
    order[from] = tmp;
  });
  order.forEach((p, k) => {
    p.feedRank = k + 1;
  });
  // A repin keeps its source's rank, as a save made through the API does.
  for (const p of pins) if (p.repinOf !== null) p.feedRank = must(pinById.get(p.rootPinId)).feedRank;

  // A board's order timestamp is its newest pin.
  for (const b of boards) {
    const newest = Math.min(must(boardAgo.get(b.id)), ...pins.filter((p) => p.boardId === b.id).map((p) => must(pinAgo.get(p.id))));
    b.boardOrderModifiedAt = iso(newest);
  }

  // --- follows ------------------------------------------------------------------------------
  const boardFollows: DemoWorld['boardFollows'] = [];
  const followKey = new Set<string>();
  const followBoard = (userId: number, boardId: number) => {
    const key = `${userId}:${boardId}`;
    if (followKey.has(key) || boardOf(boardId).ownerId === userId) return;
    followKey.add(key);
    boardFollows.push({ userId, boardId });
  };
  const publicBoards = boards.filter((b) => b.privacy === 'public' && !b.archived && b.layout !== 'quick_saves');
  for (const b of [9, 10, 13, 14]) followBoard(1, b);
  for (const b of rng.shuffle(publicBoards.filter((x) => x.ownerId !== 1)).slice(0, 6)) followBoard(1, b.id);
  for (const userId of activeUsers.filter((u) => u !== 1)) {
    for (let k = rng.int(0, 5); k > 0; k--) followBoard(userId, rng.pick(publicBoards).id);
  }

  const userFollows: DemoWorld['userFollows'] = [];
  const userFollowKey = new Set<string>();
  const followUser = (followerId: number, followeeId: number) => {
    const key = `${followerId}:${followeeId}`;
    if (followerId === followeeId || userFollowKey.has(key)) return;
    userFollowKey.add(key);
    userFollows.push({ followerId, followeeId });
  };
  for (const u of [2, 5, 7, 8, 13, 14, 17, 20]) followUser(1, u);
  for (const followerId of activeUsers.filter((u) => u !== 1)) {
    if (rng.chance(0.6)) followUser(followerId, 1);
    for (let k = rng.int(1, 6); k > 0; k--) followUser(followerId, rng.pick(activeUsers));
  }

  const interestFollows: DemoWorld['interestFollows'] = [];
  for (const u of USERS) {
    const ids = u.id === 4 ? [I.home, I.food, I.travel] : u.interests;
    ids.forEach((interestId, k) => interestFollows.push({ userId: u.id, interestId, favorited: k < 2 && u.id !== 4 }));
  }
  interestFollows.push({ userId: 1, interestId: I.photo, favorited: false });

  return {
    users,
    interests,
    boards,
    sections,
    collaborators,
    pins,
    images,
    boardFollows,
    userFollows,
    interestFollows,
    experiences: experiences(),
    inviteCodes: inviteCodes(iso),
    offsiteHosts: OFFSITE_HOSTS.map((h) => ({ ...h })),
    businessAccess: businessAccess(),
  };
}

// ---------------------------------------------------------------------------------------------
// Helpers

function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('demo world: missing value');
  return value;
}

function hostOf(link: string): string {
  return new URL(link).hostname.replace(/^www\./, '');
}

function businessBrand(userId: number): { brand: string; domain: string } {
  const user = must(USERS.find((u) => u.id === userId));
  return { brand: user.fullName, domain: `www.${must(user.website)}` };
}

/** A dominant colour with a real hue, never close to white. */
function randomColor(rng: Rng): string {
  const h = rng.float() * 360;
  const s = 0.3 + rng.float() * 0.55;
  const l = 0.25 + rng.float() * 0.45;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

function makeTitle(rng: Rng, adj: string, noun: string, n: number): string {
  const templates = [
    () => `${capitalize(adj)} ${noun}`,
    () => `${capitalize(adj)} ${noun} ideas`,
    () => `${rng.int(5, 25)} ${adj} ${noun} ideas`,
    () => `How to plan the perfect ${noun}`,
    () => `${capitalize(adj)} ${noun} inspiration`,
    () => `My favourite ${adj} ${noun}`,
    () => `${capitalize(noun)}, the ${adj} way`,
  ];
  return at(templates, (n + rng.int(0, templates.length - 1)) % templates.length)();
}

/** A title of exactly `length` characters, no surrounding whitespace, so a trim keeps its length. */
function longTitle(word: string, length: number): string {
  const base = `The complete guide to ${word}: everything we learned after a year of trying, failing and finally getting it right, with notes on budget, timing, tools, mistakes to avoid and the small details that make it feel finished`;
  let text = base;
  while (text.length < length) text += ` and ${word}`;
  text = text.slice(0, length);
  return text.replace(/\s$/, '.');
}

function experiences(): SeedExperience[] {
  const exp = (
    e: Partial<SeedExperience> & Pick<SeedExperience, 'placementId' | 'experienceId' | 'type' | 'displayData'>,
  ): SeedExperience => ({
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
      audience: 'signed_in',
      priority: 2,
      displayData: { text: 'Welcome back! We found fresh ideas for you.', duration: 2000, link: { href: '/ideas/', text: 'Explore' } },
      metadata: { name: 'welcome back toast' },
    }),
    // Shown only after the modal below is completed (it lists this one as triggerable).
    exp({
      placementId: '1000162',
      experienceId: '503101',
      type: 10,
      audience: 'signed_in',
      requiresTrigger: true,
      displayData: { text: 'Nice! Your board is ready for saves.', duration: 5000 },
    }),
    exp({
      placementId: '1000075',
      experienceId: '502722',
      type: 14,
      audience: 'signed_in',
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
      audience: 'signed_in',
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
    exp({ placementId: '1000069', experienceId: '504300', type: 0, audience: 'signed_in', displayData: { hide_footer: false } }),
    exp({
      placementId: '1000155',
      experienceId: '501041',
      type: 8,
      audience: 'signed_in',
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
    exp({
      placementId: '1000281',
      experienceId: '505120',
      type: 27,
      audience: 'signed_in',
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
      audience: 'signed_in',
      displayData: {
        anchor: 'board-create-button',
        title_text: 'New: board sections',
        detailed_text: 'Split a big board into sections to keep it tidy.',
        flyout_direction: 3,
        display_type: 1,
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
      audience: 'signed_in',
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

function inviteCodes(iso: (msAgo: number) => string): SeedInviteCode[] {
  const C = DEMO_LANDMARKS.inviteCodes;
  const rows: Array<[string, number, number, number | null, number]> = [
    [C.channel1, 8, 1, null, 40],
    [C.longFirstName, 25, 3, null, 35],
    [C.emptyFirstName, 24, 1, null, 30],
    [C.channel5, 9, 5, null, 25],
    [C.channel9, 10, 9, null, 20],
    [C.channel12, 12, 12, null, 15],
    [C.channel16, 1, 16, null, 10],
    [C.collaborativeBoard, 13, 3, 10, 5],
  ];
  return rows.map(([code, senderId, inviteChannel, boardId, days]) => ({
    code,
    senderId,
    inviteChannel,
    boardId,
    createdAt: iso(days * DAY),
  }));
}

function businessAccess(): SeedBusinessAccess[] {
  return [
    {
      id: 1,
      memberId: 2,
      businessUserId: 5,
      permissions: ['OWNER'],
      businessName: 'Harbor & Pine Home',
      merchantId: '5530129841',
      eligibleForStlTool: true,
      scheduledPinCount: 3,
      viewerMeetsMfa: false,
    },
    {
      id: 2,
      memberId: 2,
      businessUserId: 6,
      permissions: ['ANALYST'],
      businessName: 'Brightside Outdoors',
      merchantId: null,
      eligibleForStlTool: false,
      scheduledPinCount: 0,
      viewerMeetsMfa: true,
    },
    {
      id: 3,
      memberId: 2,
      businessUserId: 7,
      permissions: ['CAMPAIGN_MANAGER'],
      businessName: 'Loom & Ladle Kitchen',
      merchantId: '5530177203',
      eligibleForStlTool: true,
      scheduledPinCount: 12,
      viewerMeetsMfa: false,
    },
  ];
}
