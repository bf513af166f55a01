// MyFitnessPal's export (a zip mailed to Premium accounts; docs/IMPORT.md "Other apps' exports") holds three CSVs,
// each imported on its own: Nutrition-Summary-….csv (Date, Meal, optionally Time, Calories, Fat (g), …, Note: one row
// per meal per day, or per logged food when it has Time; no food names), Exercise-Summary-….csv (Date, Exercise,
// Type, Exercise Calories, Exercise Minutes, Sets, Reps Per Set, Kilograms or Pounds, Steps, Note) and
// Measurement-Summary-….csv (Date, Weight, and a column per body measurement, in the account's units, which the file
// does not name: the person's zone decides, as for Garmin). Vitamin A, Vitamin C, Calcium and Iron are percentages of
// a daily value, not amounts: they are dropped.
import type { AppFormat, AppResult } from './app-format';
import { hasHeaders } from './app-format';
import { instantOf } from './app-rows';
import { activityEntry, cellNumber, cleanName, Days, Keys, round, said, usesImperial, valueEntry } from './fitness-rows';
import { foodEntry, nutrientsOf, type NutrientColumns } from './food-entry';

const NUTRIENTS: NutrientColumns = {
  Calories: ['energy_kcal', 1],
  'Fat (g)': ['fat_g', 1],
  'Saturated Fat': ['sat_fat_g', 1],
  Cholesterol: ['cholesterol_mg', 1],
  'Sodium (mg)': ['sodium_mg', 1],
  Potassium: ['potassium_mg', 1],
  'Carbohydrates (g)': ['carbs_g', 1],
  Fiber: ['fiber_g', 1],
  Sugar: ['sugars_g', 1],
  'Protein (g)': ['protein_g', 1],
};

/** A meal the file gives no time for is put at a usual hour for it, so a day's meals keep their order. */
const MEAL_HOURS: Readonly<Record<string, string>> = {
  breakfast: '08:00',
  lunch: '12:30',
  snacks: '15:30',
  snack: '15:30',
  dinner: '19:00',
};

export const myFitnessPalNutrition: AppFormat = {
  id: 'myfitnesspal-nutrition',
  name: 'MyFitnessPal nutrition summary',
  matches: (headers) => hasHeaders(headers, ['Date', 'Meal', 'Calories', 'Fat (g)', 'Carbohydrates (g)', 'Protein (g)']),
  open: (headers, context) => {
    const keys = new Keys();
    return {
      row(row): AppResult[] {
        const [date, time, note] = [row.get('Date'), row.get('Time'), cleanName(row.get('Note'), 1000)];
        const meal = cleanName(row.get('Meal'), 60) || 'Meal';
        const values = nutrientsOf(row, NUTRIENTS, headers);
        if (!values.energy_kcal && !values.protein_g && !values.carbs_g && !values.fat_g) return [];
        const at = instantOf(row.row, date, time || MEAL_HOURS[meal.toLowerCase()], context, 'YMD');
        if (typeof at !== 'number') return [at];
        return [
          foodEntry(at, context, keys.of(`meal/${date}/${meal}/${time}`), {
            details: `${meal} from MyFitnessPal`,
            values,
            app: 'MyFitnessPal',
            ...(note ? { notes: note } : {}),
          }),
        ];
      },
    };
  },
};

export const myFitnessPalExercise: AppFormat = {
  id: 'myfitnesspal-exercise',
  name: 'MyFitnessPal exercise summary',
  matches: (headers) => hasHeaders(headers, ['Date', 'Exercise', 'Type', 'Exercise Calories', 'Exercise Minutes']),
  open: (headers, context) => {
    const keys = new Keys();
    const weightUnit = headers.includes('Pounds') ? 'lb' : 'kg';
    return {
      row(row): AppResult[] {
        const date = row.get('Date');
        const exercise = cleanName(row.get('Exercise'));
        const [minutes, calories, steps] = ['Exercise Minutes', 'Exercise Calories', 'Steps'].map((h) => cellNumber(row.get(h)));
        const [sets, reps, weight] = ['Sets', 'Reps Per Set', weightUnit === 'lb' ? 'Pounds' : 'Kilograms'].map((h) =>
          cellNumber(row.get(h)),
        );
        // A tracker's calorie adjustment ("MFP iOS calorie adjustment", "Health Connect calorie adjustment") is the day's steps.
        const adjustment = /calorie adjustment/i.test(exercise);
        if (!exercise || (adjustment && !steps)) return [];
        const at = instantOf(row.row, date, undefined, context, 'YMD');
        if (typeof at !== 'number') return [at];
        const strength = sets ? `${said(sets)} × ${said(reps ?? 0)}${weight ? ` at ${said(weight)} ${weightUnit}` : ''}` : '';
        const note = cleanName(row.get('Note'), 1000);
        const notes = [calories ? `${said(round(calories, 0))} kcal burned` : '', note].filter(Boolean).join('; ');
        return [
          activityEntry(at, context, keys.of(`exercise/${date}/${exercise}`), {
            details: adjustment
              ? `Steps from MyFitnessPal (${exercise}): ${said(steps!)}`
              : `${exercise}${strength ? `: ${strength}` : minutes ? `: ${said(Math.round(minutes))} min` : ''}`,
            measures: {
              steps: steps ? Math.round(steps) : undefined,
              duration_min: minutes && !adjustment ? Math.min(minutes, 1440) : undefined,
            },
            ...(notes ? { notes } : {}),
            subject: adjustment ? 'walking' : exercise.split(',')[0],
          }),
        ];
      },
    };
  },
};

const MEASUREMENTS = new Set(['Date', 'Weight', 'Body Fat %', 'Body Fat', 'Neck', 'Waist', 'Hips', 'Chest']);

export const myFitnessPalMeasurements: AppFormat = {
  id: 'myfitnesspal-measurements',
  name: 'MyFitnessPal measurements',
  matches: (headers) => headers[0] === 'Date' && headers.includes('Weight') && headers.every((h) => MEASUREMENTS.has(h)),
  open: (headers, context) => {
    const imperial = usesImperial(context.zone);
    const days = new Days();
    return {
      row(row): AppResult[] {
        const date = row.get('Date');
        const present = headers.slice(1).filter((h) => cellNumber(row.get(h)) !== undefined);
        if (present.length === 0) return [];
        const twice = days.once(date, row.row, `The day ${date}`);
        if (twice) return [twice];
        const at = instantOf(row.row, date, undefined, context, 'YMD');
        if (typeof at !== 'number') return [at];
        return present.map((header) => {
          const value = cellNumber(row.get(header))!;
          const [name, unit] = header.startsWith('Body Fat')
            ? ['Body fat', '%']
            : header === 'Weight'
              ? ['Weight', imperial ? 'lb' : 'kg']
              : [header, imperial ? 'in' : 'cm'];
          return valueEntry(at, context, `measurement/${date}/${header}`, name, value, unit, 'MyFitnessPal');
        });
      },
    };
  },
};
