// Requests and responses of the account calls (docs/PRODUCT.md §3, §7): the server validates with these, the client types with them.
import * as z from 'zod';
import {
  AGE_MAX,
  AGE_MIN,
  BIRTH_YEAR_RULE,
  birthYearProblem,
  CLOCKS,
  DATE_ORDERS,
  GENDERS,
  PASSWORD_MAX_LENGTH,
  type Gender,
} from '../account-rules';
import { isValidZone } from '../time';
import { ZONE_NAME } from './formats';
import { apiMessages } from '../messages';
import { drinkUnitSchema, nutritionSettingsResponse, ownTargetsRequest, ownTargetsSchema } from './nutrition-targets';

export {
  AGE_MAX,
  AGE_MIN,
  CLOCKS,
  DATE_ORDERS,
  GENDERS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Clock,
  type DateOrder,
  type Gender,
} from '../account-rules';

const trimmed = (max: number) => z.string().trim().max(max, `Ensure this field has no more than ${max} characters.`);

export const usernameSchema = trimmed(150)
  .min(1, 'This field may not be blank.')
  .regex(/^[\w.@+-]+$/, 'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.');

export const emailSchema = trimmed(254)
  .min(1, 'This field may not be blank.')
  .pipe(z.email('Enter a valid email address.'))
  .meta({ format: 'email' });

const password = z
  .string()
  .min(1, 'This field may not be blank.')
  .max(PASSWORD_MAX_LENGTH, `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`);
const optionalName = trimmed(150).optional().default('');

export const registerRequest = z.object({
  username: usernameSchema,
  email: emailSchema,
  password,
  password2: password,
  first_name: optionalName,
  last_name: optionalName,
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const tokenRequest = z.object({ username: z.string().trim().min(1).max(254), password });
export const tokenResponse = z.object({ access: z.string(), refresh: z.string() });
export type TokenResponse = z.infer<typeof tokenResponse>;

export const refreshRequest = z.object({ refresh: z.string().min(1).max(4096) });
export const logoutRequest = z.object({ refresh: z.string().min(1).max(4096).optional() });

/** Deleting the account asks for the password: a deleted account cannot be restored. */
export const deleteAccountRequest = z.object({
  password: z
    .string(apiMessages.deletePasswordRequired)
    .min(1, apiMessages.deletePasswordRequired)
    .max(PASSWORD_MAX_LENGTH, `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`),
});

export const genderSchema = z.enum(Object.keys(GENDERS) as [Gender, ...Gender[]], 'Select a valid choice.');

const dateOrderSchema = z.enum(DATE_ORDERS, 'Date order must be one of DMY, MDY or YMD.');
const clockSchema = z.enum(CLOCKS, 'Clock must be 12h or 24h.');
/** The display zone the account keeps (docs/PRODUCT.md §3's localStorage `timeZone` follows it): 'default' or an IANA name. */
const timeZoneSchema = z
  .string('Time zone must be text.')
  .trim()
  .refine((zone) => zone === 'default' || isValidZone(zone), 'Unknown time zone: use an IANA name such as Europe/Paris, or default.')
  .meta({ ...ZONE_NAME, description: `${ZONE_NAME.description} Or \`default\`: the device's own zone.` });

export const profileUpdateRequest = z
  .object({
    username: usernameSchema.optional(),
    email: emailSchema.optional(),
    first_name: trimmed(150).optional(),
    last_name: trimmed(150).optional(),
    height_cm: z
      .number('A valid number is required.')
      .positive('Height must be positive.')
      .max(300, 'Height must be at most 300 cm.')
      .nullable()
      .optional(),
    weight_kg: z
      .number('A valid number is required.')
      .positive('Weight must be positive.')
      .max(700, 'Weight must be at most 700 kg.')
      .nullable()
      .optional(),
    age: z
      .number('A valid integer is required.')
      .int('A valid integer is required.')
      .min(AGE_MIN, `Age must be between ${AGE_MIN} and ${AGE_MAX}.`)
      .max(AGE_MAX, `Age must be between ${AGE_MIN} and ${AGE_MAX}.`)
      .nullable()
      .optional(),
    /** The year the person was born; when both are sent it wins over `age`. */
    birth_year: z
      .number('A valid integer is required.')
      .int('A valid integer is required.')
      .meta({ description: BIRTH_YEAR_RULE })
      .nullable()
      .optional(),
    gender: genderSchema.nullable().optional(),
    time_zone: timeZoneSchema.nullable().optional(),
    date_order: dateOrderSchema.nullable().optional(),
    clock: clockSchema.nullable().optional(),
    /** The person's own daily targets (docs/NUTRITION.md "Your targets"): the sent nutrients change, null clears one or all. */
    nutrition_targets: ownTargetsRequest.nullable().optional(),
    /** The drink unit alcohol is shown in; null = the zone's default. */
    drink_unit: drinkUnitSchema.nullable().optional(),
    /** Required when the username or e-mail changes (S43): a bearer token alone cannot take the account over. */
    current_password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, `Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`)
      .optional(),
  })
  .superRefine((input, context) => {
    const problem = input.birth_year != null ? birthYearProblem(input.birth_year) : undefined;
    if (problem) context.addIssue({ code: 'custom', path: ['birth_year'], message: problem });
  });
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequest>;

export const passwordChangeRequest = z.object({
  current_password: password,
  new_password: password,
  confirm_password: password,
});

export const forgotPasswordRequest = z.object({ email: emailSchema });
/** The token of the mailed link `/verify-email/{token}` (functions/auth/verify-email-tokens.ts). */
export const verifyEmailRequest = z.object({ token: z.string().min(1, 'This field may not be blank.').max(200) });
export const resetPasswordRequest = z.object({ password, password2: password });
/** The token of the link an e-mail change mails to the new address, `/confirm-email/{token}` (functions/auth/email-change.ts). */
export const confirmEmailRequest = z.object({ token: z.string().min(1, 'This field may not be blank.').max(200) });

export const profileSchema = z.object({
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  age: z.number().nullable(),
  /** Always answered by the server; optional so older fixtures and clients still type-check. */
  birth_year: z.number().nullable().optional(),
  gender: genderSchema.nullable(),
  height_ft_in: z.object({ feet: z.number(), inches: z.number() }).nullable(),
  weight_lbs: z.number().nullable(),
  /** The display preferences the account keeps; null until chosen. Optional so older fixtures still type-check. */
  time_zone: z.string().nullable().optional(),
  date_order: z.enum(DATE_ORDERS).nullable().optional(),
  clock: z.enum(CLOCKS).nullable().optional(),
  /** The person's own daily targets ({} when none) and chosen drink unit (null = the zone's default). Optional for old fixtures. */
  nutrition_targets: ownTargetsSchema.optional(),
  drink_unit: drinkUnitSchema.nullable().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const currentUserResponse = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_staff: z.boolean(),
  groups: z.array(z.string()),
  date_joined: z.string(),
  /**
   * False from sign-up until the mailed link is followed (the AI waits for it); accounts from before verification are
   * true. Always answered by the server; optional so older fixtures still type-check.
   */
  email_verified: z.boolean().optional(),
  /** The new address an e-mail change waits to be confirmed through its link (24 h), else null. Optional for old fixtures. */
  pending_email: z.string().nullable().optional(),
  profile: profileSchema,
  /** The daily targets in effect with their sources, what the profile lacks for the defaults, the drink unit in use. */
  nutrition: nutritionSettingsResponse.optional(),
});
export type CurrentUser = z.infer<typeof currentUserResponse>;

/** `{message}` answers of profile update, password change and reset, forgot and delete. */
export const messageResponse = z.object({ message: z.string() });

export const registerResponse = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export const passwordChangeResponse = z.object({ message: z.string(), access: z.string(), refresh: z.string() });
export const profileUpdateResponse = z.object({ message: z.string(), user: currentUserResponse });
