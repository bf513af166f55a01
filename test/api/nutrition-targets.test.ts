// The daily nutrient targets over HTTP (docs/NUTRITION.md "Your targets", "Alcohol units"): GET /api/auth/me/ answers
// the targets in effect with their source and what is missing; the profile update stores the person's own targets and
// drink unit, and refuses a bad one with a 400 naming the field.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { signedInAccount, table, TABLE_NAME } from './support/accounts';
import { downloadBackup, importWhole } from './support/imports';
import { request } from './support/runtime';

const update = (token: string, body: unknown) => request('PUT', '/api/auth/profile/update/', { token, body });
const me = async (token: string) => (await request('GET', '/api/auth/me/', { token })).body;
const year = new Date().getUTCFullYear();

describe('nutrient targets in GET /api/auth/me/', () => {
  it('without birth year, gender and weight answers no targets and says what is missing', async () => {
    const account = await signedInAccount();
    const { nutrition, profile } = await me(account.access);
    expect(profile).toMatchObject({ nutrition_targets: {}, drink_unit: null });
    expect(nutrition.targets).toEqual({});
    expect(nutrition.energy).toBeNull();
    expect(nutrition.missing_fields).toEqual(['birth_year', 'gender', 'weight_kg']);
    expect(nutrition.missing[0]).toMatch(/^Add your birth year, gender and weight in your Profile to get targets for energy/);
    expect(nutrition.drink_unit).toEqual({ unit: 'uk', source: 'default' });
  });

  it('with the profile answers the DRI defaults and the energy estimate with its equation', async () => {
    const account = await signedInAccount();
    // 36 this year: Henry 2005, men 30–59: 0.0592 × 80 + 2.48 = 7.216 MJ = 1,724.7 kcal; × 1.5 = 2,587 → 2,590 kcal.
    expect((await update(account.access, { birth_year: year - 36, gender: 'M', weight_kg: 80 })).status).toBe(200);
    const { nutrition } = await me(account.access);
    expect(nutrition.missing).toEqual([]);
    expect(nutrition.energy).toMatchObject({ kcal: 2590, pal: 1.5, equation: expect.stringContaining('0.0592 × weight (kg) + 2.48') });
    expect(nutrition.targets.energy_kcal).toMatchObject({ value: 2590, source: 'default', basis: expect.stringMatching(/^Estimate/) });
    // Protein RDA 0.8 g/kg × 80 kg = 64 g; fiber AI men 19–50 = 38 g; sodium CDRR 2,300 mg (a limit).
    expect(nutrition.targets.protein_g).toMatchObject({ value: 64, source: 'default', kind: 'goal' });
    expect(nutrition.targets.fiber_g).toMatchObject({ value: 38 });
    expect(nutrition.targets.sodium_mg).toMatchObject({ value: 2300, kind: 'limit' });
  });

  it("an older account's age stands in for the birth year", async () => {
    const account = await signedInAccount();
    await update(account.access, { gender: 'F', weight_kg: 60 });
    const { id } = await me(account.access);
    await table().send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: { PK: `USER#${id}`, SK: 'PROFILE' },
        UpdateExpression: 'SET age = :age REMOVE birth_year',
        ExpressionAttributeValues: { ':age': 25 },
      }),
    );
    const { nutrition } = await me(account.access);
    // Women 18–29: 0.0546 × 60 + 2.33 = 5.606 MJ = 1,339.8 kcal; × 1.5 = 2,009.8 → 2,010 kcal. Iron RDA women 19–50: 18 mg.
    expect(nutrition.targets.energy_kcal.value).toBe(2010);
    expect(nutrition.targets.iron_mg.value).toBe(18);
  });
});

describe('own targets and the drink unit in the profile update', () => {
  it('stores own targets that win, keeps the unsent ones, clears one with null and all with null', async () => {
    const account = await signedInAccount();
    await update(account.access, { birth_year: year - 36, gender: 'M', weight_kg: 80 });
    const response = await update(account.access, { nutrition_targets: { energy_kcal: 2000, protein_g: 120 } });
    expect(response.status).toBe(200);
    expect(response.body.user.profile.nutrition_targets).toEqual({ energy_kcal: 2000, protein_g: 120 });
    const first = response.body.user.nutrition;
    expect(first.targets.energy_kcal).toMatchObject({ value: 2000, source: 'own', default_value: 2590 });
    // Carbohydrate follows the energy in use: 55 % of 2,000 kcal ÷ 4 = 275 g.
    expect(first.targets.carbs_g).toMatchObject({ value: 275, source: 'default' });

    await update(account.access, { nutrition_targets: { fiber_g: 30, energy_kcal: null } });
    const second = await me(account.access);
    expect(second.profile.nutrition_targets).toEqual({ protein_g: 120, fiber_g: 30 });
    expect(second.nutrition.targets.energy_kcal).toMatchObject({ value: 2590, source: 'default' });

    await update(account.access, { nutrition_targets: null });
    expect((await me(account.access)).profile.nutrition_targets).toEqual({});
  });

  it('an own energy target gives the macros without a weight, and still says what the rest lacks', async () => {
    const account = await signedInAccount();
    await update(account.access, { birth_year: year - 40, nutrition_targets: { energy_kcal: 1800 } });
    const { nutrition } = await me(account.access);
    expect(nutrition.targets.energy_kcal).toMatchObject({ value: 1800, source: 'own', default_value: null });
    expect(nutrition.targets.fat_g.value).toBe(55); // 27.5 % of 1,800 kcal ÷ 9 = 55 g
    expect(nutrition.targets.protein_g).toBeUndefined();
    expect(nutrition.missing).toContain('Add your weight in your Profile to get a target for protein.');
  });

  it('stores the drink unit; without one the zone gives the default', async () => {
    const account = await signedInAccount();
    await update(account.access, { time_zone: 'America/Chicago' });
    expect((await me(account.access)).nutrition.drink_unit).toEqual({ unit: 'us', source: 'default' });
    const response = await update(account.access, { drink_unit: 'au' });
    expect(response.body.user.profile.drink_unit).toBe('au');
    expect(response.body.user.nutrition.drink_unit).toEqual({ unit: 'au', source: 'own' });
    await update(account.access, { drink_unit: null });
    expect((await me(account.access)).nutrition.drink_unit).toEqual({ unit: 'us', source: 'default' });
  });

  it.each([
    [{ nutrition_targets: { energy_kcal: -5 } }, 'nutrition_targets.energy_kcal', /more than 0 kcal/],
    [{ nutrition_targets: { protein_g: 'lots' } }, 'nutrition_targets.protein_g', /must be a number of g/],
    [{ nutrition_targets: { sodium_mg: 1e9 } }, 'nutrition_targets.sodium_mg', /at most 100,000 mg/],
    [{ nutrition_targets: { vitamin_k: 90 } }, 'nutrition_targets', /Unknown nutrient vitamin_k/],
    [{ nutrition_targets: 2000 }, 'nutrition_targets', /must be an object/],
    [{ nutrition_targets: [1] }, 'nutrition_targets', /must be an object/],
    [{ drink_unit: 'pint' }, 'drink_unit', /uk, us, au, eu/],
  ])('refuses %j with a 400 naming the field', async (body, field, message) => {
    const account = await signedInAccount();
    const response = await update(account.access, body);
    expect(response.status).toBe(400);
    expect(Object.keys(response.body)).toEqual([field]);
    expect(String(response.body[field])).toMatch(message);
    expect((await me(account.access)).profile).toMatchObject({ nutrition_targets: {}, drink_unit: null });
  });
});

describe('own targets and the drink unit in the full backup', () => {
  it('travel in the backup and fill an account that has none, never one that chose its own', async () => {
    const [alice, bob, carol] = [await signedInAccount(), await signedInAccount(), await signedInAccount()];
    await update(alice.access, { nutrition_targets: { energy_kcal: 2100, fiber_g: 30 }, drink_unit: 'us' });
    await update(carol.access, { nutrition_targets: { protein_g: 90 } });
    const file = Buffer.from(await (await downloadBackup(alice.access)).arrayBuffer());
    expect(JSON.parse(file.toString()).profile).toMatchObject({ nutrition_targets: { energy_kcal: 2100, fiber_g: 30 }, drink_unit: 'us' });

    expect(await importWhole(bob.access, 'backup', file)).toMatchObject({ status: 'done' });
    expect((await me(bob.access)).profile).toMatchObject({ nutrition_targets: { energy_kcal: 2100, fiber_g: 30 }, drink_unit: 'us' });
    expect(await importWhole(carol.access, 'backup', file)).toMatchObject({ status: 'done' });
    expect((await me(carol.access)).profile).toMatchObject({ nutrition_targets: { protein_g: 90 }, drink_unit: 'us' });
  });
});
