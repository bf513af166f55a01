// Profile unit conversions follow docs/PRODUCT.md §5: 2.54 cm per inch (inches rounded), 2.20462 lbs per kg.
import { cmToFeetInches, feetInchesToCm, kgToLbs, lbsToKg } from '../../shared/units';

describe('unit conversions', () => {
  it('turns cm into feet and rounded inches, carrying 12 inches into a foot', () => {
    expect(cmToFeetInches(180)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFeetInches(182.5)).toEqual({ feet: 6, inches: 0 });
  });

  it('turns feet and inches back into cm', () => {
    expect(feetInchesToCm(6, 0)).toBe(182.9);
    expect(feetInchesToCm(5, 7)).toBe(170.2);
  });

  it('turns kg into whole lbs and lbs into kg with one decimal', () => {
    expect(kgToLbs(70)).toBe(154);
    expect(lbsToKg(154)).toBe(69.9);
  });
});
