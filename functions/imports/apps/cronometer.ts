// Cronometer's food exports (docs/IMPORT.md "Other apps' exports"): servings.csv ("Food & Recipe Entries": Day, Time,
// Group, Food Name, Amount and one column per nutrient, "Energy (kcal)", "Protein (g)", …) and dailysummary.csv ("Daily
// Nutrition": Date, the same nutrient columns summed over the day, Completed). Each serving is a food and drink entry
// with its weight or volume and its numbers. The daily summary is the sum of the same servings, so it is never food
// (the servings win: importing both counts nothing twice): each day becomes one related-data value, the day's energy
// intake in kcal, with its macros in the text, for a person whose servings export does not reach back as far.
import type { AppFormat, AppResult } from './app-format';
import { hasHeaders } from './app-format';
import { instantOf, timeFields } from './app-rows';
import { cleanName, Days, Keys, said } from './fitness-rows';
import { amountOf, foodEntry, nutrientsOf, type NutrientColumns } from './food-entry';
import { nutritionLine } from '../../../shared/nutrition';

const KJ = 1 / 4.184;
/** Cronometer's nutrient columns this app has a measure for (its others, B vitamins to amino acids, are dropped). */
export const CRONOMETER_NUTRIENTS: NutrientColumns = {
  'Energy (kcal)': ['energy_kcal', 1],
  'Energy (kJ)': ['energy_kcal', KJ],
  'Protein (g)': ['protein_g', 1],
  'Carbs (g)': ['carbs_g', 1],
  'Fat (g)': ['fat_g', 1],
  'Saturated (g)': ['sat_fat_g', 1],
  'Fiber (g)': ['fiber_g', 1],
  'Sugars (g)': ['sugars_g', 1],
  'Sodium (mg)': ['sodium_mg', 1],
  'Potassium (mg)': ['potassium_mg', 1],
  'Calcium (mg)': ['calcium_mg', 1],
  'Iron (mg)': ['iron_mg', 1],
  'Magnesium (mg)': ['magnesium_mg', 1],
  'Vitamin C (mg)': ['vitamin_c_mg', 1],
  'Vitamin D (IU)': ['vitamin_d_ug', 1 / 40],
  'Vitamin D (µg)': ['vitamin_d_ug', 1],
  'Cholesterol (mg)': ['cholesterol_mg', 1],
  'Caffeine (mg)': ['caffeine_mg', 1],
  'Alcohol (g)': ['alcohol_g', 1],
  'Water (g)': ['water_g', 1],
};

export const cronometerServings: AppFormat = {
  id: 'cronometer-servings',
  name: 'Cronometer servings',
  matches: (headers) => hasHeaders(headers, ['Day', 'Group', 'Food Name', 'Amount']),
  open: (headers, context) => {
    const keys = new Keys();
    return {
      row(row): AppResult[] {
        const food = cleanName(row.get('Food Name'));
        if (!food) return [];
        const [day, time, group, amount] = [row.get('Day'), row.get('Time'), row.get('Group'), row.get('Amount')];
        const at = instantOf(row.row, day, time, context, 'YMD');
        if (typeof at !== 'number') return [at];
        return [
          foodEntry(at, context, keys.of(`serving/${day}/${time}/${group}/${food}/${amount}`), {
            details: amount ? `${food} (${amount})` : food,
            food,
            portion: amount || undefined,
            ...amountOf(amount),
            values: nutrientsOf(row, CRONOMETER_NUTRIENTS, headers),
            app: 'Cronometer',
            notes: group && group !== 'Uncategorized' ? `${group} (Cronometer)` : 'Cronometer',
          }),
        ];
      },
    };
  },
};

export const cronometerDailySummary: AppFormat = {
  id: 'cronometer-daily-summary',
  name: 'Cronometer daily nutrition',
  matches: (headers) =>
    headers[0] === 'Date' &&
    hasHeaders(headers, ['Protein (g)', 'Carbs (g)', 'Fat (g)']) &&
    (headers.includes('Energy (kcal)') || headers.includes('Energy (kJ)')) &&
    (headers.includes('Completed') || headers.includes('Net Carbs (g)')),
  open: (headers, context) => {
    const days = new Days();
    return {
      row(row): AppResult[] {
        const values = nutrientsOf(row, CRONOMETER_NUTRIENTS, headers);
        const kcal = values.energy_kcal;
        if (!kcal) return [];
        const twice = days.once(row.get('Date'), row.row, `The day ${row.get('Date')}`);
        if (twice) return [twice];
        const at = instantOf(row.row, row.get('Date'), undefined, context, 'YMD');
        if (typeof at !== 'number') return [at];
        const rounded = Math.round(kcal);
        return [
          {
            collection: 'related-data',
            key: `day/${row.get('Date')}`,
            entry: {
              ...timeFields(at, context),
              item_name: 'Energy intake',
              item_type: 'energy_intake',
              data_details: `Energy intake: ${nutritionLine({ ...values, energy_kcal: rounded }) || `${said(rounded)} kcal`} (Cronometer daily summary)`,
              measures: { value: rounded, unit: 'kcal' },
            },
          },
        ];
      },
    };
  },
};
