// The drink unit the person counts alcohol in (the profile's setting, else their zone's: docs/NUTRITION.md "Alcohol
// units"); the API answers the one in effect, so every row that shows alcohol units reads it from there. Outside a
// signed-in state (a table rendered on its own), the stored UK unit.
import { useContext } from 'react';
import { STORED_DRINK_UNIT, type DrinkUnit } from '@shared/nutrition';
import { AuthContext } from '@/lib/auth';

export function useDrinkUnit(): DrinkUnit {
  return useContext(AuthContext)?.user?.nutrition?.drink_unit?.unit ?? STORED_DRINK_UNIT;
}
