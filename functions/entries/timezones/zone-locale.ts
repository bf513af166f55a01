// Which locale a country writes dates in: its first spoken language that the runtime's ICU knows for it (fr-FR, ja-JP).

export const DEFAULT_LOCALE = 'en-US';

/** `<lang>-<CC>` for the first of the country's languages ICU supports; en-US for no country or none supported. */
export function localeOfCountry(country: string | undefined, languages: readonly string[] | undefined): string {
  if (!country || !/^[A-Z]{2}$/.test(country)) return DEFAULT_LOCALE;
  for (const language of languages ?? []) {
    const candidate = `${language}-${country}`;
    try {
      if (Intl.DateTimeFormat.supportedLocalesOf(candidate).length > 0) return candidate;
    } catch {
      // a malformed language code: try the next one
    }
  }
  return DEFAULT_LOCALE;
}
