// Unit conversions of the profile (docs/PRODUCT.md §5): both the server's derived fields and the form use these.

export const CM_PER_INCH = 2.54;
export const LBS_PER_KG = 2.20462;

/** cm → feet and inches, inches rounded (a rounded 12 carries into the feet). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const totalInches = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(totalInches / 12), inches: totalInches % 12 };
}

/** feet and inches → cm, to one decimal. */
export function feetInchesToCm(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * CM_PER_INCH * 10) / 10;
}

/** kg → lbs, rounded to a whole number. */
export function kgToLbs(kg: number): number {
  return Math.round(kg * LBS_PER_KG);
}

/** lbs → kg, with one decimal. */
export function lbsToKg(lbs: number): number {
  return Math.round((lbs / LBS_PER_KG) * 10) / 10;
}
