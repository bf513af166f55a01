// Daily nutrient targets (docs/NUTRITION.md "Your targets"): the defaults the Dietary Reference Intakes give for a
// person's age, sex and weight, an energy ESTIMATE from a stated equation, and the person's own targets that win
// over them. Pure and without zod, so the pages, the API, analytics, reports and the doctor summary share one answer.
import { ageOfBirthYear, type Gender } from './account-rules';
import { DRINK_UNITS, HEADLINE_NUTRIENTS, NUTRIENTS, type DrinkUnit, type NutrientName } from './nutrition';

/** The nutrients that have a daily target, in the order Settings and the summaries list them. */
export const TARGET_NUTRIENTS = [
  ...HEADLINE_NUTRIENTS,
  'fiber_g',
  'sugars_g',
  'sat_fat_g',
  'sodium_mg',
  'potassium_mg',
  'calcium_mg',
  'iron_mg',
  'magnesium_mg',
  'vitamin_c_mg',
  'vitamin_d_ug',
  'caffeine_mg',
] as const satisfies readonly NutrientName[];
export type TargetNutrient = (typeof TARGET_NUTRIENTS)[number];
/** The five the dashboard's food panel shows: "1,240 of 2,100 kcal". */
export const PANEL_TARGETS = [...HEADLINE_NUTRIENTS, 'fiber_g'] as const satisfies readonly TargetNutrient[];

/** The person's own daily targets: each optional; null or absent = use the default. */
export type OwnTargets = Partial<Record<TargetNutrient, number | null>>;
/** The largest own target a person may set for a nutrient: a day's most (NUTRIENTS[name].max). */
export const ownTargetMax = (name: TargetNutrient) => NUTRIENTS[name].max;

/** What targets read from the profile. `age` is the older accounts' age, used when there is no birth year. */
export interface TargetProfile {
  birth_year?: number | null;
  age?: number | null;
  gender?: Gender | null;
  weight_kg?: number | null;
}

/** The profile fields a default can need (edited on the Profile page), with the words the missing lines use. */
export type TargetField = 'birth_year' | 'gender' | 'weight_kg';
const FIELD_WORDS: Record<TargetField, string> = { birth_year: 'birth year', gender: 'gender', weight_kg: 'weight' };

export interface NutrientTarget {
  value: number;
  /** 'goal': reach it (protein, fiber, vitamins); 'limit': stay under it (sugars, sodium, caffeine); energy and the AMDR macros are 'goal'. */
  kind: 'goal' | 'limit';
  /** 'own': the person set it; 'default': the DRI default (energy: an estimate). */
  source: 'default' | 'own';
  /** How the default is reached, in words ("RDA 0.8 g per kg × 80 kg"); for an own target, "Set by you". */
  basis: string;
  /** The named source of the default ("Dietary Reference Intakes (National Academies, 2005)"), null for an own target. */
  reference: string | null;
  /** The default for comparison; null when the profile lacks what it needs. */
  default_value: number | null;
  /** The acceptable range the default is the midpoint of (AMDR), when there is one. */
  range?: { low: number; high: number };
}

/** The energy estimate and its equation, shown as an estimate (docs/NUTRITION.md "Your targets"). */
export interface EnergyEstimate {
  kcal: number;
  bmr_kcal: number;
  /** Physical activity level: total energy ÷ basal metabolic rate. */
  pal: number;
  activity: string;
  /** "BMR (MJ/day) = 0.0592 × weight (kg) + 2.48 (men aged 30–60)" */
  equation: string;
  /** The worked numbers: "0.0592 × 80 + 2.48 = 7.22 MJ = 1,725 kcal; × 1.5 = 2,590 kcal" */
  worked: string;
  reference: string;
}

export interface Targets {
  targets: Partial<Record<TargetNutrient, NutrientTarget>>;
  /** What the profile lacks, in words: "Add your birth year and weight in your Profile to get targets for energy, …". */
  missing: string[];
  missing_fields: TargetField[];
  /** The default energy estimate (null without birth year, weight or gender), even when the person set their own. */
  energy: EnergyEstimate | null;
  /** How the defaults treat sex: "male", "female" or the midpoint of both (gender Other / Prefer not to say). */
  sex_basis: 'male' | 'female' | 'midpoint' | null;
}

export const PAL = 1.5;
export const PAL_WORDS = 'low active — mostly sitting, some walking, no regular exercise';
const KCAL_PER_MJ = 1000 / 4.184;
export const REFERENCES = {
  henry: 'Henry CJK, Public Health Nutrition 2005;8(7A):1133–52 (Oxford equations), × physical activity level 1.5',
  macros:
    'Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids (National Academies, 2005)',
  electrolytes: 'Dietary Reference Intakes for Sodium and Potassium (National Academies, 2019)',
  calciumD: 'Dietary Reference Intakes for Calcium and Vitamin D (National Academies, 2011)',
  micro: 'Dietary Reference Intakes (National Academies, 1997–2001)',
  dga: 'Dietary Guidelines for Americans 2020–2025',
  fda: 'U.S. Food and Drug Administration: up to 400 mg a day for healthy adults',
} as const;

type Sex = 'male' | 'female' | 'midpoint';

/** Henry (Oxford) 2005 weight-only BMR equations, MJ/day = a × weight (kg) + b, by sex and age band. */
const HENRY: Record<'male' | 'female', { below: number; band: string; a: number; b: number }[]> = {
  male: [
    { below: 3, band: 'under 3', a: 0.255, b: -0.141 },
    { below: 10, band: '3–9', a: 0.0937, b: 2.15 },
    { below: 18, band: '10–17', a: 0.0769, b: 2.43 },
    { below: 30, band: '18–29', a: 0.0669, b: 2.28 },
    { below: 60, band: '30–59', a: 0.0592, b: 2.48 },
    { below: Infinity, band: '60 and over', a: 0.0563, b: 2.15 },
  ],
  female: [
    { below: 3, band: 'under 3', a: 0.246, b: -0.0965 },
    { below: 10, band: '3–9', a: 0.0842, b: 2.12 },
    { below: 18, band: '10–17', a: 0.0465, b: 3.18 },
    { below: 30, band: '18–29', a: 0.0546, b: 2.33 },
    { below: 60, band: '30–59', a: 0.0407, b: 2.9 },
    { below: Infinity, band: '60 and over', a: 0.0424, b: 2.38 },
  ],
};

const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const round10 = (n: number) => Math.round(n / 10) * 10;
const bySex = (sex: Sex, male: number, female: number) => (sex === 'male' ? male : sex === 'female' ? female : (male + female) / 2);

/** The default energy estimate: Henry 2005 BMR × PAL 1.5, rounded to 10 kcal; the midpoint of both sexes' for 'midpoint'. */
export function energyEstimate(age: number, sex: Sex, weightKg: number): EnergyEstimate {
  const equationOf = (s: 'male' | 'female') => HENRY[s].find((row) => age < row.below)!;
  const sexes: ('male' | 'female')[] = sex === 'midpoint' ? ['male', 'female'] : [sex];
  const mj = sexes.map((s) => {
    const { a, b } = equationOf(s);
    return a * weightKg + b;
  });
  const bmrMj = mj.reduce((sum, v) => sum + v, 0) / mj.length;
  const bmrKcal = bmrMj * KCAL_PER_MJ;
  const kcal = round10(bmrKcal * PAL);
  const who = (s: 'male' | 'female') => `${s === 'male' ? 'men' : 'women'} aged ${equationOf(s).band}`;
  const equation = sexes
    .map(
      (s) => `BMR (MJ/day) = ${equationOf(s).a} × weight (kg) ${equationOf(s).b < 0 ? '−' : '+'} ${Math.abs(equationOf(s).b)} (${who(s)})`,
    )
    .join('; ');
  const terms = sexes.map(
    (s) => `${equationOf(s).a} × ${fmt(weightKg, 1)} ${equationOf(s).b < 0 ? '−' : '+'} ${Math.abs(equationOf(s).b)}`,
  );
  const worked =
    (sexes.length === 2 ? `the mean of (${terms.join(') and (')})` : terms[0]) +
    ` = ${fmt(bmrMj, 2)} MJ = ${fmt(bmrKcal)} kcal; × ${PAL} = ${fmt(kcal)} kcal`;
  return { kcal, bmr_kcal: Math.round(bmrKcal), pal: PAL, activity: PAL_WORDS, equation, worked, reference: REFERENCES.henry };
}

/** A DRI value by life-stage band: [lastAgeOfBand, male, female][] (bands 1–3, 4–8, 9–13, 14–18, 19–30, 31–50, 51–70, 71+). */
type Bands = readonly (readonly [number, number, number])[];
const band = (rows: Bands, age: number, sex: Sex) => {
  const [, male, female] = rows.find(([last]) => age <= last) ?? rows[rows.length - 1];
  return bySex(sex, male, female);
};
const FIBER: Bands = [
  [3, 19, 19],
  [8, 25, 25],
  [13, 31, 26],
  [18, 38, 26],
  [50, 38, 25],
  [Infinity, 30, 21],
];
const POTASSIUM: Bands = [
  [3, 2000, 2000],
  [8, 2300, 2300],
  [13, 2500, 2300],
  [18, 3000, 2300],
  [Infinity, 3400, 2600],
];
const SODIUM: Bands = [
  [3, 1200, 1200],
  [8, 1500, 1500],
  [13, 1800, 1800],
  [Infinity, 2300, 2300],
];
const CALCIUM: Bands = [
  [3, 700, 700],
  [8, 1000, 1000],
  [18, 1300, 1300],
  [50, 1000, 1000],
  [70, 1000, 1200],
  [Infinity, 1200, 1200],
];
const IRON: Bands = [
  [3, 7, 7],
  [8, 10, 10],
  [13, 8, 8],
  [18, 11, 15],
  [50, 8, 18],
  [Infinity, 8, 8],
];
const MAGNESIUM: Bands = [
  [3, 80, 80],
  [8, 130, 130],
  [13, 240, 240],
  [18, 410, 360],
  [30, 400, 310],
  [Infinity, 420, 320],
];
const VITAMIN_C: Bands = [
  [3, 15, 15],
  [8, 25, 25],
  [13, 45, 45],
  [18, 75, 65],
  [Infinity, 90, 75],
];
const VITAMIN_D: Bands = [
  [70, 15, 15],
  [Infinity, 20, 20],
];
/** Protein RDA in g per kg of body weight by age band. */
const PROTEIN_PER_KG: Bands = [
  [3, 1.05, 1.05],
  [13, 0.95, 0.95],
  [18, 0.85, 0.85],
  [Infinity, 0.8, 0.8],
];
/** AMDR (% of energy) for fat by age: 1–3 30–40 %, 4–18 25–35 %, adults 20–35 %. Carbohydrate is 45–65 % at every age. */
const fatAmdr = (age: number) => (age <= 3 ? [30, 40] : age <= 18 ? [25, 35] : [20, 35]);
const CARB_AMDR = [45, 65];
const CARB_RDA_G = 130;

/** The person's age from the birth year (or an older account's age); null when neither is known. */
export function ageOf(profile: TargetProfile, now = new Date()): number | null {
  if (profile.birth_year != null) return ageOfBirthYear(profile.birth_year, now);
  // An older account's age: the API answers it as the birth year it gives now (functions/auth/present-user.ts).
  if (profile.age != null) return profile.age;
  return null;
}

function sexOf(gender: Gender | null | undefined): Sex | null {
  if (gender === 'M') return 'male';
  if (gender === 'F') return 'female';
  if (gender === 'O' || gender === 'P') return 'midpoint';
  return null;
}

const SEX_WORDS: Record<Sex, string> = {
  male: 'male values',
  female: 'female values',
  midpoint: 'the midpoint of the male and female values (your gender is Other or Prefer not to say)',
};

/** A list in words: "a", "a and b", "a, b and c". */
const inWords = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

/**
 * The person's daily targets: their own where set, else the DRI default for their age, sex and weight (energy: an
 * estimate). A default the profile lacks data for is left out and named in `missing`, never guessed. Carbohydrate,
 * fat, sugars and saturated fat follow the energy target in use (the person's own kcal when set).
 */
export function targetsFor(profile: TargetProfile, now = new Date(), own: OwnTargets | null | undefined = null): Targets {
  const age = ageOf(profile, now);
  const sex = sexOf(profile.gender);
  const weight = profile.weight_kg != null && profile.weight_kg > 0 ? profile.weight_kg : null;
  const defaults: Partial<Record<TargetNutrient, Omit<NutrientTarget, 'source' | 'default_value'>>> = {};
  const lacking = new Map<TargetNutrient, TargetField[]>();
  const need = (name: TargetNutrient, fields: [TargetField, unknown][]) => {
    const absent = fields.filter(([, value]) => value == null).map(([field]) => field);
    if (absent.length) lacking.set(name, absent);
    return absent.length === 0;
  };

  const energy = age != null && sex != null && weight != null ? energyEstimate(age, sex, weight) : null;
  if (energy) {
    defaults.energy_kcal = {
      value: energy.kcal,
      kind: 'goal',
      basis: `Estimate: ${energy.worked} (${PAL_WORDS})`,
      reference: REFERENCES.henry,
    };
  } else
    need('energy_kcal', [
      ['birth_year', age],
      ['gender', sex],
      ['weight_kg', weight],
    ]);

  const ownKcal = own?.energy_kcal ?? null;
  const kcal = ownKcal ?? energy?.kcal ?? null;
  const kcalWords = ownKcal != null ? 'your energy target' : 'the energy estimate';
  if (
    need('protein_g', [
      ['birth_year', age],
      ['weight_kg', weight],
    ])
  ) {
    const perKg = band(PROTEIN_PER_KG, age!, 'male');
    defaults.protein_g = {
      value: Math.round(perKg * weight!),
      kind: 'goal',
      basis: `RDA ${perKg} g per kg × ${fmt(weight!, 1)} kg`,
      reference: REFERENCES.macros,
    };
  }
  // Carbohydrate and fat: the AMDR's midpoint of the energy in use; carbohydrate never below its RDA of 130 g.
  const energyFields: [TargetField, unknown][] =
    ownKcal != null
      ? [['birth_year', age]]
      : [
          ['birth_year', age],
          ['gender', sex],
          ['weight_kg', weight],
        ];
  if (need('carbs_g', energyFields) && kcal != null) {
    const mid = (CARB_AMDR[0] + CARB_AMDR[1]) / 2;
    const fromEnergy = Math.round((kcal * mid) / 100 / 4);
    defaults.carbs_g = {
      value: Math.max(CARB_RDA_G, fromEnergy),
      kind: 'goal',
      basis: `AMDR ${CARB_AMDR[0]}–${CARB_AMDR[1]} % of energy, midpoint ${mid} % of ${fmt(kcal)} kcal ÷ 4 kcal/g = ${fromEnergy} g${fromEnergy < CARB_RDA_G ? `, raised to the RDA of ${CARB_RDA_G} g` : ''}`,
      reference: REFERENCES.macros,
      range: { low: Math.round((kcal * CARB_AMDR[0]) / 400), high: Math.round((kcal * CARB_AMDR[1]) / 400) },
    };
  }
  if (need('fat_g', energyFields) && kcal != null) {
    const [low, high] = fatAmdr(age!);
    const mid = (low + high) / 2;
    defaults.fat_g = {
      value: Math.round((kcal * mid) / 100 / 9),
      kind: 'goal',
      basis: `AMDR ${low}–${high} % of energy, midpoint ${mid} % of ${fmt(kcal)} kcal ÷ 9 kcal/g`,
      reference: REFERENCES.macros,
      range: { low: Math.round((kcal * low) / 900), high: Math.round((kcal * high) / 900) },
    };
  }
  if (need('sugars_g', energyFields) && kcal != null) {
    defaults.sugars_g = {
      value: Math.round(kcal / 10 / 4),
      kind: 'limit',
      basis: `Less than 10 % of ${kcalWords} (${fmt(kcal)} kcal) ÷ 4 kcal/g. The guideline limits added sugars; the table's sugars include fruit and milk sugars, so this is strict`,
      reference: REFERENCES.dga,
    };
  }
  if (need('sat_fat_g', energyFields) && kcal != null) {
    defaults.sat_fat_g = {
      value: Math.round(kcal / 10 / 9),
      kind: 'limit',
      basis: `Less than 10 % of ${kcalWords} (${fmt(kcal)} kcal) ÷ 9 kcal/g`,
      reference: REFERENCES.dga,
    };
  }

  // Values by age and sex from the DRI tables; vitamin D and sodium depend on age only.
  const table = (name: TargetNutrient, rows: Bands, kind: 'goal' | 'limit', what: string, reference: string, sexless = false) => {
    if (
      !need(
        name,
        sexless
          ? [['birth_year', age]]
          : [
              ['birth_year', age],
              ['gender', sex],
            ],
      )
    )
      return;
    const value = band(rows, age!, sexless ? 'male' : sex!);
    defaults[name] = {
      value: Math.round(value * 10) / 10,
      kind,
      basis: `${what} for age ${age}${sexless ? '' : `, ${SEX_WORDS[sex!]}`}`,
      reference,
    };
  };
  table('fiber_g', FIBER, 'goal', 'Adequate Intake (14 g per 1,000 kcal of a typical intake)', REFERENCES.macros);
  table('sodium_mg', SODIUM, 'limit', 'Chronic Disease Risk Reduction intake (reduce intakes above it)', REFERENCES.electrolytes, true);
  table('potassium_mg', POTASSIUM, 'goal', 'Adequate Intake', REFERENCES.electrolytes);
  table('calcium_mg', CALCIUM, 'goal', 'RDA', REFERENCES.calciumD);
  table('iron_mg', IRON, 'goal', 'RDA', REFERENCES.micro);
  table('magnesium_mg', MAGNESIUM, 'goal', 'RDA', REFERENCES.micro);
  table('vitamin_c_mg', VITAMIN_C, 'goal', 'RDA', REFERENCES.micro);
  table('vitamin_d_ug', VITAMIN_D, 'goal', 'RDA', REFERENCES.calciumD, true);
  // The FDA's 400 mg is for healthy adults; no level is set for children, so under 18 there is no caffeine default.
  if (need('caffeine_mg', [['birth_year', age]]) && age! >= 18) {
    defaults.caffeine_mg = { value: 400, kind: 'limit', basis: 'Up to 400 mg a day for healthy adults', reference: REFERENCES.fda };
  }

  const targets: Partial<Record<TargetNutrient, NutrientTarget>> = {};
  for (const name of TARGET_NUTRIENTS) {
    const fallback = defaults[name];
    const mine = own?.[name];
    if (mine != null) {
      targets[name] = {
        value: mine,
        kind:
          fallback?.kind ??
          (name === 'sugars_g' || name === 'sat_fat_g' || name === 'sodium_mg' || name === 'caffeine_mg' ? 'limit' : 'goal'),
        source: 'own',
        basis: 'Set by you',
        reference: null,
        default_value: fallback?.value ?? null,
      };
      lacking.delete(name);
    } else if (fallback) targets[name] = { ...fallback, source: 'default', default_value: fallback.value };
  }
  return { targets, ...missingOf(lacking), energy, sex_basis: sex };
}

/** "Add your birth year and weight in your Profile to get targets for energy and protein.", one line per set of fields. */
function missingOf(lacking: Map<TargetNutrient, TargetField[]>): { missing: string[]; missing_fields: TargetField[] } {
  const groups = new Map<string, { fields: TargetField[]; names: TargetNutrient[] }>();
  for (const [name, fields] of lacking) {
    const key = fields.join(',');
    const group = groups.get(key) ?? { fields, names: [] };
    group.names.push(name);
    groups.set(key, group);
  }
  const missing = [...groups.values()].map(({ fields, names }) => {
    const what = inWords(names.map((name) => NUTRIENTS[name].label.replace(/^\w/, (c) => c.toLowerCase())));
    const gender = fields.includes('gender') ? ' (Other or Prefer not to say uses the midpoint of the male and female values)' : '';
    return `Add your ${inWords(fields.map((f) => FIELD_WORDS[f]))} in your Profile to get ${names.length > 1 ? 'targets' : 'a target'} for ${what}${gender}.`;
  });
  const fields = new Set([...lacking.values()].flat());
  return { missing, missing_fields: (['birth_year', 'gender', 'weight_kg'] as const).filter((f) => fields.has(f)) };
}

/** Same as targetsFor with the person's own targets: the name the analytics, reports and summaries call. */
export const effectiveTargets = (profile: TargetProfile, own: OwnTargets | null | undefined, now = new Date()) =>
  targetsFor(profile, now, own);

const UK_ZONES = new Set(['Europe/London', 'Europe/Belfast', 'Europe/Isle_of_Man', 'Europe/Guernsey', 'Europe/Jersey', 'GB']);

/**
 * The drink unit a zone's country uses by default (docs/NUTRITION.md "Alcohol units"): the Americas → US standard
 * drink (14 g; Canada's 13.45 g is closest to it), Australia → Australian (10 g), the UK's zones → the UK unit, the
 * rest of Europe (Ireland too) → the 10 g standard drink, everything else (unknown, 'default') → the UK unit.
 */
export function drinkUnitForZone(zone: string | null | undefined): DrinkUnit {
  if (!zone || zone === 'default') return 'uk';
  if (zone.startsWith('America/') || zone.startsWith('US/') || zone.startsWith('Canada/')) return 'us';
  if (zone.startsWith('Australia/')) return 'au';
  if (UK_ZONES.has(zone)) return 'uk';
  if (zone.startsWith('Europe/')) return 'eu';
  return 'uk';
}

/** The drink unit in use: the person's choice, else their zone's default. */
export function effectiveDrinkUnit(
  chosen: DrinkUnit | null | undefined,
  zone: string | null | undefined,
): { unit: DrinkUnit; source: 'own' | 'default' } {
  return chosen && chosen in DRINK_UNITS ? { unit: chosen, source: 'own' } : { unit: drinkUnitForZone(zone), source: 'default' };
}
