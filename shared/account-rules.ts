// Account limits and choices without zod, so web pages can use them without loading the schema library.

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is cheap: scrypt never truncates. */
export const PASSWORD_MAX_LENGTH = 256;
export const AGE_MIN = 1;
export const AGE_MAX = 120;

/** The age a birth year gives this year (the age reached on this year's birthday). */
export const ageOfBirthYear = (birthYear: number, now = new Date()) => now.getUTCFullYear() - birthYear;
export const birthYearOfAge = (age: number, now = new Date()) => now.getUTCFullYear() - age;
/** The rule birthYearProblem checks, as the OpenAPI document says it: its bounds move with the year, so no fixed minimum. */
export const BIRTH_YEAR_RULE =
  `The year the person was born, between this year minus ${AGE_MAX} and this year minus ${AGE_MIN} (an age of ` +
  `${AGE_MIN} to ${AGE_MAX} this year); when both are sent it wins over \`age\`.`;
/** A birth year is refused only when the age it gives is outside AGE_MIN–AGE_MAX. */
export function birthYearProblem(birthYear: number, now = new Date()): string | undefined {
  const age = ageOfBirthYear(birthYear, now);
  if (age < AGE_MIN || age > AGE_MAX) {
    return `Enter the year you were born, between ${birthYearOfAge(AGE_MAX, now)} and ${birthYearOfAge(AGE_MIN, now)}.`;
  }
  return undefined;
}

export const GENDERS = { M: 'Male', F: 'Female', O: 'Other', P: 'Prefer not to say' } as const;
export type Gender = keyof typeof GENDERS;

/** How dates are written (docs/DATES.md): day/month/year, month/day/year or year-month-day; null = the zone's locale's. */
export const DATE_ORDERS = ['DMY', 'MDY', 'YMD'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];
/** The clock times are written on; null = the zone's locale's. */
export const CLOCKS = ['12h', '24h'] as const;
export type Clock = (typeof CLOCKS)[number];
