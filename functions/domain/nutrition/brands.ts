// Brand and restaurant names the USDA tables do not hold, each with the generic food it is matched to
// (docs/NUTRITION.md "Brands"): "a Big Mac" is matched to a fast-food double cheeseburger, and the match says so.
// A brand the table does hold (FNDDS lists "coke", "pepsi", "cheerios" among its foods' descriptions) needs no
// entry here: the search finds it. Keys are lower case; the longest key found in the words wins.

export interface Brand {
  /** The words searched instead, in the table's words. */
  generic: string;
  /** What the person reads: "a fast-food double cheeseburger". */
  label: string;
  /** The brand's usual size, taken when no amount is said ("a Red Bull" is a 250 ml can). */
  amount?: string;
}

export const BRANDS: Readonly<Record<string, Brand>> = {
  'big mac': { generic: 'double cheeseburger fast food', label: 'a fast-food double cheeseburger' },
  whopper: { generic: 'hamburger fast food large', label: 'a large fast-food hamburger' },
  'quarter pounder': { generic: 'cheeseburger quarter pound fast food', label: 'a quarter-pound fast-food cheeseburger' },
  mcchicken: { generic: 'chicken fillet sandwich fast food', label: 'a fast-food chicken sandwich' },
  'chicken mcnuggets': { generic: 'chicken nuggets fast food', label: 'fast-food chicken nuggets' },
  mcnuggets: { generic: 'chicken nuggets fast food', label: 'fast-food chicken nuggets' },
  'egg mcmuffin': { generic: 'english muffin egg cheese ham', label: 'an English muffin with egg, cheese and ham' },
  mcmuffin: { generic: 'english muffin egg cheese ham', label: 'an English muffin with egg, cheese and ham' },
  'mcdonalds fries': { generic: 'french fries fast food', label: 'fast-food french fries' },
  'happy meal': { generic: 'hamburger fast food', label: 'a fast-food hamburger' },
  mcflurry: { generic: 'ice cream soft serve candy', label: 'soft-serve ice cream with candy' },
  frappuccino: { generic: 'frozen coffee drink', label: 'a frozen coffee drink' },
  starbucks: { generic: '', label: 'the generic drink' },
  dunkin: { generic: '', label: 'the generic food' },
  costa: { generic: '', label: 'the generic drink' },
  pret: { generic: '', label: 'the generic food' },
  'red bull': { generic: 'energy drink', label: 'an energy drink', amount: '250 ml' },
  monster: { generic: 'energy drink', label: 'an energy drink', amount: '16 fl oz' },
  gatorade: { generic: 'sports drink', label: 'a sports drink' },
  powerade: { generic: 'sports drink', label: 'a sports drink' },
  'coca cola': { generic: 'soft drink cola', label: 'a cola' },
  'coca-cola': { generic: 'soft drink cola', label: 'a cola' },
  'coke zero': { generic: 'soft drink cola diet', label: 'a diet cola' },
  'diet coke': { generic: 'soft drink cola diet', label: 'a diet cola' },
  'pepsi max': { generic: 'soft drink cola diet', label: 'a diet cola' },
  coke: { generic: 'soft drink cola', label: 'a cola' },
  pepsi: { generic: 'soft drink cola', label: 'a cola' },
  sprite: { generic: 'soft drink lemon lime', label: 'a lemon-lime soft drink' },
  '7up': { generic: 'soft drink lemon lime', label: 'a lemon-lime soft drink' },
  fanta: { generic: 'soft drink fruit flavored', label: 'a fruit-flavoured soft drink' },
  'dr pepper': { generic: 'soft drink pepper type', label: 'a pepper-type soft drink' },
  nutella: { generic: 'chocolate hazelnut spread', label: 'a chocolate hazelnut spread' },
  cheerios: { generic: 'cheerios', label: 'Cheerios' },
  'special k': { generic: 'special k', label: 'Special K' },
  'frosted flakes': { generic: 'frosted flakes', label: 'Frosted Flakes' },
  weetabix: { generic: 'whole wheat cereal biscuit', label: 'a whole-wheat biscuit cereal' },
  'kit kat': { generic: 'chocolate candy wafer', label: 'a chocolate-covered wafer bar' },
  kitkat: { generic: 'chocolate candy wafer', label: 'a chocolate-covered wafer bar' },
  snickers: { generic: 'candy chocolate peanut caramel nougat', label: 'a chocolate bar with peanuts, caramel and nougat' },
  'mars bar': { generic: 'candy chocolate caramel nougat', label: 'a chocolate bar with caramel and nougat' },
  twix: { generic: 'candy chocolate caramel cookie', label: 'a chocolate caramel cookie bar' },
  'm&ms': { generic: 'candy milk chocolate coated', label: 'candy-coated chocolate' },
  'm and ms': { generic: 'candy milk chocolate coated', label: 'candy-coated chocolate' },
  oreo: { generic: 'cookie chocolate sandwich', label: 'a chocolate sandwich cookie' },
  oreos: { generic: 'cookie chocolate sandwich', label: 'chocolate sandwich cookies' },
  doritos: { generic: 'tortilla chips flavored', label: 'flavoured tortilla chips' },
  pringles: { generic: 'potato chips', label: 'potato chips' },
  lays: { generic: 'potato chips', label: 'potato chips' },
  cheetos: { generic: 'cheese puffs', label: 'cheese puffs' },
  'clif bar': { generic: 'nutrition bar', label: 'a nutrition bar' },
  'kind bar': { generic: 'nut bar', label: 'a nut bar' },
  'pop tart': { generic: 'toaster pastry', label: 'a toaster pastry' },
  'pop-tart': { generic: 'toaster pastry', label: 'a toaster pastry' },
  heinz: { generic: '', label: 'the generic food' },
  kraft: { generic: '', label: 'the generic food' },
  'ben and jerrys': { generic: 'ice cream', label: 'ice cream' },
  haagen: { generic: 'ice cream', label: 'ice cream' },
  yakult: { generic: 'yogurt drink probiotic', label: 'a probiotic yogurt drink' },
  activia: { generic: 'yogurt', label: 'yogurt' },
  chobani: { generic: 'yogurt greek', label: 'Greek yogurt' },
  fage: { generic: 'yogurt greek', label: 'Greek yogurt' },
  oatly: { generic: 'non dairy milk', label: 'a non-dairy milk' },
  subway: { generic: 'submarine sandwich', label: 'a submarine sandwich' },
  'chipotle bowl': { generic: 'burrito bowl', label: 'a burrito bowl' },
  kfc: { generic: 'chicken fried fast food', label: 'fast-food fried chicken' },
  'chick fil a': { generic: 'chicken fillet sandwich fast food', label: 'a fast-food chicken sandwich' },
  guinness: { generic: 'beer', label: 'a beer' },
  heineken: { generic: 'beer', label: 'a beer' },
  budweiser: { generic: 'beer', label: 'a beer' },
  corona: { generic: 'beer', label: 'a beer' },
  stella: { generic: 'beer', label: 'a beer' },
  'bud light': { generic: 'beer light', label: 'a light beer' },
  baileys: { generic: 'cream liqueur', label: 'a cream liqueur' },
  'jack daniels': { generic: 'whiskey', label: 'whiskey' },
  smirnoff: { generic: 'vodka', label: 'vodka' },
  bacardi: { generic: 'rum', label: 'rum' },
  'ben & jerrys': { generic: 'ice cream', label: 'ice cream' },
  'tim tam': { generic: 'cookie chocolate covered', label: 'a chocolate-covered cookie' },
  ensure: { generic: 'nutritional shake', label: 'a nutritional shake' },
  huel: { generic: 'meal replacement shake', label: 'a meal replacement shake' },
  soylent: { generic: 'meal replacement shake', label: 'a meal replacement shake' },
};

const KEYS = Object.keys(BRANDS).sort((a, b) => b.length - a.length);

/** The brand named in the words (longest first) with the words rewritten to the generic food; null when none. */
export function findBrand(text: string): { name: string; brand: Brand; words: string } | null {
  const lower = ` ${text
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')} `;
  for (const key of KEYS) {
    let at = lower.indexOf(` ${key} `);
    let length = key.length;
    if (at < 0) {
      at = lower.indexOf(` ${key}s `); // "2 big macs"
      length++;
    }
    if (at < 0) continue;
    const brand = BRANDS[key];
    const rest = `${lower.slice(0, at)} ${brand.generic} ${lower.slice(at + length + 2)}`.replace(/\s+/g, ' ').trim();
    return { name: key, brand, words: rest };
  }
  return null;
}
