// Every other app whose export is recognised by its header (docs/IMPORT.md "Other apps' exports"), in the order they
// are asked: a more specific format before a more general one.
import type { AppFormat } from './app-format';
import { bearable } from './bearable';
import { daylio } from './daylio';
import { exist } from './exist';
import { healthAutoExport } from './health-auto-export';
import { loopHabits } from './loop-habits';
import { cronometerBiometrics, cronometerExercises } from './cronometer-log';
import { cronometerDailySummary, cronometerServings } from './cronometer';
import { fitbitDailyActivity, fitbitSleep, fitbitWeight } from './fitbit';
import { fitbitAccountExport } from './fitbit-export';
import { garminActivities } from './garmin';
import { googleFitDaily } from './google-fit';
import { myFitnessPalExercise, myFitnessPalMeasurements, myFitnessPalNutrition } from './myfitnesspal';

export const APP_FORMATS: readonly AppFormat[] = [
  bearable,
  daylio,
  exist,
  loopHabits,
  healthAutoExport,
  cronometerServings,
  cronometerDailySummary,
  cronometerBiometrics,
  cronometerExercises,
  myFitnessPalNutrition,
  myFitnessPalExercise,
  myFitnessPalMeasurements,
  fitbitDailyActivity,
  fitbitSleep,
  fitbitWeight,
  fitbitAccountExport,
  googleFitDaily,
  garminActivities,
];

export function recogniseApp(headers: readonly string[]): AppFormat | undefined {
  return APP_FORMATS.find((format) => format.matches(headers));
}
