// What people type for a zone that its IANA name and country do not say: US states and Canadian provinces, big cities
// without a zone of their own, and the usual abbreviations. Each alias lists its zones, the likeliest first.
// Countries need no entry: every option's label names its country ('Kolkata (India)').

const PLACES: Record<string, string> = {
  'America/New_York':
    'new york state, florida, georgia, massachusetts, boston, washington dc, washington d.c., miami, atlanta, philadelphia, ' +
    'pennsylvania, new jersey, north carolina, south carolina, virginia, maryland, ohio, connecticut, maine, vermont, ' +
    'new hampshire, rhode island, delaware, west virginia, charlotte, baltimore, pittsburgh, orlando, tampa, cleveland',
  'America/Detroit': 'michigan',
  'America/Chicago':
    'texas, illinois, houston, dallas, austin, san antonio, minnesota, minneapolis, wisconsin, milwaukee, missouri, ' +
    'st louis, saint louis, kansas city, louisiana, new orleans, iowa, alabama, mississippi, oklahoma, arkansas, nashville, ' +
    'memphis, kansas, nebraska',
  'America/Denver': 'colorado, utah, salt lake city, new mexico, albuquerque, wyoming, montana, idaho',
  'America/Phoenix': 'arizona, tucson',
  'America/Los_Angeles':
    'california, san francisco, san diego, san jose, silicon valley, bay area, seattle, washington state, oregon, ' +
    'portland, nevada, las vegas, sacramento, hollywood',
  'America/Anchorage': 'alaska',
  'Pacific/Honolulu': 'hawaii',
  'America/Indiana/Indianapolis': 'indiana',
  'America/Kentucky/Louisville': 'kentucky',
  'America/Toronto': 'ontario, ottawa, quebec, montreal',
  'America/Vancouver': 'british columbia',
  'America/Edmonton': 'alberta, calgary',
  'America/Winnipeg': 'manitoba',
  'America/Halifax': 'nova scotia',
  'America/Sao_Paulo': 'rio de janeiro, rio, brasilia',
  'America/Mexico_City': 'guadalajara, monterrey',
  'Asia/Kolkata': 'mumbai, bombay, delhi, new delhi, bangalore, bengaluru, chennai, madras, hyderabad, pune, ahmedabad, calcutta',
  'Asia/Shanghai': 'beijing, peking, shenzhen, guangzhou, chengdu, hangzhou, wuhan, nanjing, xian, china',
  'Asia/Tokyo': 'osaka, kyoto, yokohama, nagoya, sapporo, fukuoka',
  'Asia/Seoul': 'busan, incheon',
  'Asia/Ho_Chi_Minh': 'saigon, hanoi',
  'Asia/Dubai': 'abu dhabi, uae',
  'Asia/Jerusalem': 'tel aviv, haifa',
  'Asia/Karachi': 'lahore, islamabad',
  'Asia/Riyadh': 'jeddah, mecca',
  'Asia/Jakarta': 'bali, surabaya, bandung',
  'Europe/Berlin': 'munich, frankfurt, hamburg, cologne, stuttgart, dusseldorf',
  'Europe/Madrid': 'barcelona, valencia, seville',
  'Europe/Rome': 'milan, naples, florence, venice, turin',
  'Europe/Paris': 'lyon, marseille, nice, toulouse',
  'Europe/London': 'england, manchester, birmingham, edinburgh, scotland, glasgow, liverpool, wales, cardiff, belfast, uk',
  'Europe/Amsterdam': 'rotterdam, the hague, holland',
  'Europe/Zurich': 'geneva, basel, bern',
  'Europe/Moscow': 'st petersburg, saint petersburg',
  'Europe/Istanbul': 'ankara, turkiye',
  'Europe/Kyiv': 'kiev',
  'Australia/Sydney': 'new south wales, canberra',
  'Australia/Brisbane': 'queensland, gold coast',
  'Africa/Johannesburg': 'cape town, durban, pretoria',
  'Africa/Lagos': 'abuja',
  'Africa/Cairo': 'alexandria, giza',
  'Africa/Casablanca': 'rabat, marrakesh, marrakech',
};

const ABBREVIATIONS: Record<string, string> = {
  'pst pdt pt pacific': 'America/Los_Angeles',
  'mst mdt mt mountain': 'America/Denver America/Phoenix',
  'cst cdt ct central': 'America/Chicago Asia/Shanghai',
  'est edt et eastern': 'America/New_York',
  'akst akdt': 'America/Anchorage',
  hst: 'Pacific/Honolulu',
  'ast adt atlantic': 'America/Halifax',
  'nst ndt': 'America/St_Johns',
  'gmt utc z zulu': 'UTC Europe/London',
  bst: 'Europe/London',
  ist: 'Asia/Kolkata Europe/Dublin Asia/Jerusalem',
  'wet west': 'Europe/Lisbon',
  'cet cest met': 'Europe/Paris Europe/Berlin Europe/Madrid Europe/Rome Europe/Amsterdam Europe/Brussels Europe/Vienna Europe/Warsaw',
  'eet eest': 'Europe/Athens Europe/Helsinki Europe/Kyiv Europe/Bucharest Africa/Cairo',
  msk: 'Europe/Moscow',
  gst: 'Asia/Dubai',
  pkt: 'Asia/Karachi',
  sgt: 'Asia/Singapore',
  hkt: 'Asia/Hong_Kong',
  pht: 'Asia/Manila',
  wib: 'Asia/Jakarta',
  ict: 'Asia/Bangkok Asia/Ho_Chi_Minh',
  jst: 'Asia/Tokyo',
  kst: 'Asia/Seoul',
  'aest aedt': 'Australia/Sydney Australia/Melbourne Australia/Brisbane',
  'acst acdt': 'Australia/Adelaide Australia/Darwin',
  awst: 'Australia/Perth',
  'nzst nzdt': 'Pacific/Auckland',
  brt: 'America/Sao_Paulo',
  art: 'America/Argentina/Buenos_Aires',
  sast: 'Africa/Johannesburg',
  wat: 'Africa/Lagos',
  eat: 'Africa/Nairobi',
};

function buildAliases(): Map<string, string[]> {
  const aliases = new Map<string, string[]>();
  const add = (alias: string, zone: string) => aliases.set(alias, [...(aliases.get(alias) ?? []), zone]);
  for (const [zone, places] of Object.entries(PLACES)) places.split(', ').forEach((place) => add(place, zone));
  for (const [names, zones] of Object.entries(ABBREVIATIONS)) {
    for (const name of names.split(' ')) zones.split(' ').forEach((zone) => add(name, zone));
  }
  return aliases;
}

/** Alias (lower case) → its zones, likeliest first. */
export const ZONE_ALIASES: ReadonlyMap<string, readonly string[]> = buildAliases();
