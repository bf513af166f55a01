// Account limits and choices without zod, so web pages can use them without loading the schema library.

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it is cheap: scrypt never truncates. */
export const PASSWORD_MAX_LENGTH = 256;
export const AGE_MIN = 1;
export const AGE_MAX = 120;

export const GENDERS = { M: 'Male', F: 'Female', O: 'Other', P: 'Prefer not to say' } as const;
export type Gender = keyof typeof GENDERS;
