// Apple Health's units (the `unit` attributes of export.xml) in the app's canonical ones (docs/MEASURES.md).

const KM: Readonly<Record<string, number>> = { km: 1, m: 0.001, cm: 0.00001, mi: 1.609344, ft: 0.0003048, yd: 0.0009144 };
const ML: Readonly<Record<string, number>> = { mL: 1, ml: 1, L: 1000, l: 1000, fl_oz_us: 29.5735, fl_oz_imp: 28.4131, cup_us: 236.588 };
const MG: Readonly<Record<string, number>> = { mg: 1, g: 1000, mcg: 0.001 };
const KCAL: Readonly<Record<string, number>> = { kcal: 1, Cal: 1, cal: 0.001, kJ: 1 / 4.184 };
const MIN: Readonly<Record<string, number>> = { min: 1, s: 1 / 60, h: 60 };

const convert = (table: Readonly<Record<string, number>>) => (value: number, unit: string | undefined) => {
  const factor = table[unit ?? ''];
  return factor === undefined || !Number.isFinite(value) ? undefined : value * factor;
};

export const toKm = convert(KM);
export const toMl = convert(ML);
export const toMg = convert(MG);
export const toKcal = convert(KCAL);
export const toMinutes = convert(MIN);

/** Glucose: Apple writes mg/dL or "mmol<180.15588000005408>/L" (with the molar mass). */
export function glucoseUnit(unit: string): string {
  return /^mmol/i.test(unit) ? 'mmol/L' : unit;
}
