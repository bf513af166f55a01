// One shape, one source: the types the web app uses (frontend/src/lib/api-contract.generated.ts, generated from the
// schemas) are the types zod infers from those schemas on the server, and the hand-written types kept beside a
// schema (each says why) are the type that schema infers. Checked by tsc: a line here stops compiling when they differ.
import type * as z from 'zod';
import type * as generated from '../../frontend/src/lib/api-contract.generated';
import type { MeasureName, Measures } from '../../shared/measures';
import type { NutritionSource } from '../../shared/nutrition';
import type * as ai from '../../shared/schemas/ai';
import type * as aiRoutes from '../../shared/schemas/ai-routes';
import type * as auth from '../../shared/schemas/auth';
import type * as foods from '../../shared/schemas/foods';
import type * as intake from '../../shared/schemas/insights-intake';
import type * as entries from '../../shared/schemas/entries';
import type { nutritionSourceFields } from '../../shared/schemas/nutrition';

/** True only when A and B are the same type (not merely assignable either way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
/** A zod type as a plain object type (zod's own is built lazily, which Equal tells apart from the same plain type). */
type Flat<T> = { [K in keyof T]: T[K] };
const same = <A, B>(equal: Equal<A, Flat<B>>) => equal;

test('the web app types each API shape as the server infers it', () => {
  const checks = [
    same<generated.Entry, entries.Entry>(true),
    same<generated.UserInput, entries.UserInput>(true),
    same<generated.TimezoneMappings, entries.TimezoneMappings>(true),
    same<generated.NutritionSource, NutritionSource>(true),
    same<generated.CurrentUser, auth.CurrentUser>(true),
    same<generated.FoodResult, foods.FoodResult>(true),
    same<generated.ReviewItem, aiRoutes.ReviewItem>(true),
    same<generated.ProposedChange, aiRoutes.ProposedChange>(true),
    same<generated.ExtractionAnswer, aiRoutes.ExtractionAnswer>(true),
    same<generated.ExtractedItem, z.input<typeof ai.extractedItemSchema>>(true),
    same<generated.ChangeRequest, z.input<typeof ai.changeRequestSchema>>(true),
    same<generated.IntakeSummary, intake.IntakeSummary>(true),
  ];
  expect(checks.every(Boolean)).toBe(true);
});

test('a hand-written type kept beside its schema is the type the schema infers', () => {
  const checks = [
    // shared/nutrition.ts is zod-free (pages read it), so its NutritionSource is written by hand.
    same<z.output<typeof nutritionSourceFields>, NutritionSource>(true),
    // The measures schema is built from shared/measures.ts' table at run time, which zod can only infer as loosely as
    // Record<MeasureName, unknown>: Measures names each measure's type; the names are the same.
    same<keyof Measures, MeasureName>(true),
  ];
  expect(checks.every(Boolean)).toBe(true);
});
