// What recipe and product pins name and link to: recipes and the sites they come from, brands
// and the products each interest sells.

export const RECIPES = [
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
export const RECIPE_SITES = [
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
export const PRODUCTS: Record<number, { names: string[]; brands: Array<{ brand: string; domain: string }> }> = {
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
