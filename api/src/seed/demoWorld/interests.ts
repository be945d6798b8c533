// The twelve interests every board and pin belongs to, with the word pools each one draws from.
// An interest's id is its 1-based position in INTERESTS.

import { slugify } from '../../text/slugs';
import type { WorldInterest } from '../../storage/worldImport';
import { at } from './lookups';

export interface InterestDef {
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
export const I = {
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

export function interestDef(id: number): InterestDef {
  return at(INTERESTS, id - 1);
}

export function demoInterests(): WorldInterest[] {
  return INTERESTS.map((d, i) => ({ id: i + 1, name: d.name, urlName: slugify(d.name) }));
}
