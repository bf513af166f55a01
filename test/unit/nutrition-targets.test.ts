// The daily targets (shared/nutrition-targets.ts, docs/NUTRITION.md "Your targets"): each worked example is checked by
// hand in its comment, so a wrong coefficient, band or rounding fails here.
import { drinkUnitForZone, effectiveDrinkUnit, energyEstimate, targetsFor } from '../../shared/nutrition-targets';

const now = new Date('2026-06-15T12:00:00Z');
const valueOf = (targets: ReturnType<typeof targetsFor>, name: keyof ReturnType<typeof targetsFor>['targets']) =>
  targets.targets[name]?.value;

describe('the energy estimate (Henry 2005 BMR × PAL 1.5)', () => {
  it.each([
    // man 36, 80 kg, band 30–59: 0.0592 × 80 + 2.48 = 4.736 + 2.48 = 7.216 MJ; × 239.006 = 1,724.7 kcal; × 1.5 = 2,587.0 → 2,590
    ['male', 36, 80, 1725, 2590],
    // woman 25, 60 kg, band 18–29: 0.0546 × 60 + 2.33 = 3.276 + 2.33 = 5.606 MJ = 1,339.9 kcal; × 1.5 = 2,009.8 → 2,010
    ['female', 25, 60, 1340, 2010],
    // woman 45, 65 kg, band 30–59: 0.0407 × 65 + 2.90 = 2.6455 + 2.90 = 5.5455 MJ = 1,325.4 kcal; × 1.5 = 1,988.1 → 1,990
    ['female', 45, 65, 1325, 1990],
    // man 70, 75 kg, band 60+: 0.0563 × 75 + 2.15 = 4.2225 + 2.15 = 6.3725 MJ = 1,523.1 kcal; × 1.5 = 2,284.6 → 2,280
    ['male', 70, 75, 1523, 2280],
    // boy 15, 55 kg, band 10–17: 0.0769 × 55 + 2.43 = 4.2295 + 2.43 = 6.6595 MJ = 1,591.7 kcal; × 1.5 = 2,387.5 → 2,390
    ['male', 15, 55, 1592, 2390],
    // midpoint, 30, 70 kg: men 30–59 0.0592 × 70 + 2.48 = 6.624; women 0.0407 × 70 + 2.90 = 5.749; mean 6.1865 MJ
    // = 1,478.6 kcal; × 1.5 = 2,217.9 → 2,220
    ['midpoint', 30, 70, 1479, 2220],
  ] as const)('%s aged %d weighing %d kg: BMR %d kcal, %d kcal a day', (sex, age, weight, bmr, kcal) => {
    const estimate = energyEstimate(age, sex, weight);
    expect(estimate.bmr_kcal).toBe(bmr);
    expect(estimate.kcal).toBe(kcal);
    expect(estimate.pal).toBe(1.5);
  });

  it('states the equation and the worked numbers', () => {
    const estimate = energyEstimate(36, 'male', 80);
    expect(estimate.equation).toBe('BMR (MJ/day) = 0.0592 × weight (kg) + 2.48 (men aged 30–59)');
    expect(estimate.worked).toBe('0.0592 × 80 + 2.48 = 7.22 MJ = 1,725 kcal; × 1.5 = 2,590 kcal');
    expect(energyEstimate(30, 'midpoint', 70).equation).toMatch(/men aged 30–59.*women aged 30–59/);
  });
});

describe('targetsFor', () => {
  // man born 1990: 2026 − 1990 = 36; 80 kg; energy 2,590 kcal (above)
  const man = targetsFor({ birth_year: 1990, gender: 'M', weight_kg: 80 }, now);

  it('gives the macros from the energy estimate and the weight', () => {
    expect(valueOf(man, 'energy_kcal')).toBe(2590);
    expect(valueOf(man, 'protein_g')).toBe(64); // RDA 0.8 g/kg × 80 kg = 64 g
    expect(valueOf(man, 'carbs_g')).toBe(356); // 55 % × 2,590 = 1,424.5 kcal ÷ 4 = 356.1 → 356 g
    expect(man.targets.carbs_g?.range).toEqual({ low: 291, high: 421 }); // 45 %: 1,165.5 ÷ 4 = 291.4; 65 %: 1,683.5 ÷ 4 = 420.9
    expect(valueOf(man, 'fat_g')).toBe(79); // 27.5 % × 2,590 = 712.25 kcal ÷ 9 = 79.1 → 79 g
    expect(valueOf(man, 'sugars_g')).toBe(65); // 10 % × 2,590 = 259 kcal ÷ 4 = 64.75 → 65 g (a limit)
    expect(valueOf(man, 'sat_fat_g')).toBe(29); // 10 % × 2,590 = 259 kcal ÷ 9 = 28.8 → 29 g
    expect(man.targets.sugars_g?.kind).toBe('limit');
    expect(man.missing).toEqual([]);
    expect(man.sex_basis).toBe('male');
  });

  it('reads the DRI tables by age and sex', () => {
    expect(valueOf(man, 'fiber_g')).toBe(38); // AI men 19–50
    expect(valueOf(man, 'sodium_mg')).toBe(2300); // CDRR 14+
    expect(valueOf(man, 'potassium_mg')).toBe(3400); // AI men 19+
    expect(valueOf(man, 'calcium_mg')).toBe(1000); // RDA 19–50
    expect(valueOf(man, 'iron_mg')).toBe(8); // RDA men 19+
    expect(valueOf(man, 'magnesium_mg')).toBe(420); // RDA men 31+
    expect(valueOf(man, 'vitamin_c_mg')).toBe(90); // RDA men 19+
    expect(valueOf(man, 'vitamin_d_ug')).toBe(15); // RDA 1–70 (600 IU)
    expect(valueOf(man, 'caffeine_mg')).toBe(400); // FDA, adults

    // woman born 1951: 75; 60 kg, band 60+: 0.0424 × 60 + 2.38 = 4.924 MJ = 1,176.9 kcal; × 1.5 = 1,765.3 → 1,770
    const woman = targetsFor({ birth_year: 1951, gender: 'F', weight_kg: 60 }, now);
    expect(valueOf(woman, 'energy_kcal')).toBe(1770);
    expect(valueOf(woman, 'protein_g')).toBe(48); // 0.8 × 60
    expect(valueOf(woman, 'fiber_g')).toBe(21); // AI women 51+
    expect(valueOf(woman, 'calcium_mg')).toBe(1200); // RDA 71+
    expect(valueOf(woman, 'iron_mg')).toBe(8); // RDA women 51+
    expect(valueOf(woman, 'vitamin_d_ug')).toBe(20); // RDA 71+ (800 IU)
    expect(valueOf(woman, 'magnesium_mg')).toBe(320); // RDA women 31+
  });

  it('raises carbohydrate to its RDA of 130 g when the energy is low', () => {
    // own 800 kcal: 55 % × 800 = 440 kcal ÷ 4 = 110 g < 130 g → 130 g
    const low = targetsFor({ birth_year: 1990 }, now, { energy_kcal: 800 });
    expect(valueOf(low, 'carbs_g')).toBe(130);
    expect(low.targets.carbs_g?.basis).toMatch(/raised to the RDA of 130 g/);
  });

  it('uses the midpoint of the male and female values for Other and Prefer not to say', () => {
    // iron 19–50: (8 + 18) / 2 = 13 mg; fiber 19–50: (38 + 25) / 2 = 31.5 g; vitamin C 19+: (90 + 75) / 2 = 82.5 mg
    for (const gender of ['O', 'P'] as const) {
      const other = targetsFor({ birth_year: 1990, gender, weight_kg: 70 }, now);
      expect(other.sex_basis).toBe('midpoint');
      expect(valueOf(other, 'iron_mg')).toBe(13);
      expect(valueOf(other, 'fiber_g')).toBe(31.5);
      expect(valueOf(other, 'vitamin_c_mg')).toBe(82.5);
      expect(valueOf(other, 'energy_kcal')).toBe(2220); // the midpoint example above
      expect(other.targets.iron_mg?.basis).toMatch(/midpoint of the male and female values/);
    }
  });

  it('gives a child the child values and no caffeine default', () => {
    // girl born 2018: 8; 25 kg, band 3–9: 0.0842 × 25 + 2.12 = 4.225 MJ = 1,009.8 kcal; × 1.5 = 1,514.7 → 1,510
    const child = targetsFor({ birth_year: 2018, gender: 'F', weight_kg: 25 }, now);
    expect(valueOf(child, 'energy_kcal')).toBe(1510);
    expect(valueOf(child, 'protein_g')).toBe(24); // 0.95 g/kg × 25 = 23.75 → 24 g
    expect(valueOf(child, 'fat_g')).toBe(50); // AMDR 4–18 25–35 %, midpoint 30 % × 1,510 = 453 kcal ÷ 9 = 50.3 → 50 g
    expect(valueOf(child, 'sodium_mg')).toBe(1500); // CDRR 4–8
    expect(child.targets.caffeine_mg).toBeUndefined();
  });

  it('names what is missing instead of guessing', () => {
    const none = targetsFor({}, now);
    expect(none.targets).toEqual({});
    expect(none.energy).toBeNull();
    expect(none.missing_fields).toEqual(['birth_year', 'gender', 'weight_kg']);
    expect(none.missing[0]).toMatch(/^Add your birth year, gender and weight in your Profile to get targets for energy, carbohydrate, fat/);

    const noWeight = targetsFor({ birth_year: 1990, gender: 'F' }, now);
    expect(noWeight.targets.energy_kcal).toBeUndefined();
    expect(noWeight.targets.protein_g).toBeUndefined();
    expect(valueOf(noWeight, 'iron_mg')).toBe(18); // RDA women 19–50: needs no weight
    expect(noWeight.missing).toEqual([
      'Add your weight in your Profile to get targets for energy, protein, carbohydrate, fat, sugars and saturated fat.',
    ]);
    expect(noWeight.missing_fields).toEqual(['weight_kg']);
  });

  it("lets the person's own targets win, keeps the default beside them, and derives the macros from their kcal", () => {
    const own = targetsFor({ birth_year: 1990, gender: 'M', weight_kg: 80 }, now, { energy_kcal: 2000, protein_g: 150, fiber_g: null });
    expect(own.targets.energy_kcal).toMatchObject({ value: 2000, source: 'own', default_value: 2590, basis: 'Set by you' });
    expect(own.targets.protein_g).toMatchObject({ value: 150, source: 'own', default_value: 64 });
    expect(own.targets.fiber_g).toMatchObject({ value: 38, source: 'default' }); // null = the default
    expect(valueOf(own, 'carbs_g')).toBe(275); // 55 % × 2,000 = 1,100 kcal ÷ 4 = 275 g
    expect(valueOf(own, 'sugars_g')).toBe(50); // 10 % × 2,000 = 200 kcal ÷ 4 = 50 g
    expect(own.energy?.kcal).toBe(2590); // the estimate is still answered, for Settings to show
  });

  it('an own target fills a gap the profile leaves, and the missing line no longer names it', () => {
    const own = targetsFor({}, now, { protein_g: 100 });
    expect(own.targets.protein_g?.value).toBe(100);
    expect(own.missing.join(' ')).not.toMatch(/protein/);
  });

  it("reads an older account's age when there is no birth year", () => {
    expect(valueOf(targetsFor({ age: 36, gender: 'M', weight_kg: 80 }, now), 'energy_kcal')).toBe(2590);
  });
});

describe('drink units by zone', () => {
  it.each([
    ['America/New_York', 'us'],
    ['America/Toronto', 'us'],
    ['Australia/Sydney', 'au'],
    ['Europe/London', 'uk'],
    ['Europe/Dublin', 'eu'],
    ['Europe/Paris', 'eu'],
    ['Asia/Tokyo', 'uk'],
    ['default', 'uk'],
    [null, 'uk'],
  ])('%s → %s', (zone, unit) => expect(drinkUnitForZone(zone)).toBe(unit));

  it('the chosen unit wins over the zone', () => {
    expect(effectiveDrinkUnit('au', 'America/Chicago')).toEqual({ unit: 'au', source: 'own' });
    expect(effectiveDrinkUnit(null, 'America/Chicago')).toEqual({ unit: 'us', source: 'default' });
  });
});
