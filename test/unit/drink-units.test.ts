// Alcohol is stored in UK units (7.89 g of ethanol each) and shown in the person's drink unit (docs/NUTRITION.md
// "Alcohol units"): a US standard drink holds 14 g, an Australian or European one 10 g.
import { formatDrinks, summariseMeasures } from '../../shared/measures';
import { derivedFlags, drinksIn } from '../../shared/nutrition';

describe('drink units', () => {
  it('derives UK units from grams of alcohol: a 14 g US standard drink is 1.8 UK units', () => {
    expect(derivedFlags({ alcohol_g: 14 }).alcohol_units).toBe(1.8);
    expect(derivedFlags({ alcohol_g: 0, caffeine_mg: 0 })).toEqual({ alcohol_units: 0, caffeine: false });
  });

  it('converts stored UK units into the chosen standard drink', () => {
    // 2.3 UK units × 7.89 g = 18.1 g: 1.3 US drinks (÷ 14), 1.8 Australian ones (÷ 10).
    expect(drinksIn('us', 2.3)).toBe(1.3);
    expect(drinksIn('au', 2.3)).toBe(1.8);
    expect(drinksIn('uk', 2.3)).toBe(2.3);
  });

  it("reads an entry's alcohol in the person's unit", () => {
    expect(formatDrinks(2.3)).toBe('alcohol units 2.3');
    expect(summariseMeasures({ servings: 1, alcohol_units: 2.3 }, 'metric', 'us')).toBe('servings 1 · standard drinks 1.3');
    expect(summariseMeasures({ servings: 1, alcohol_units: 2.3 }, 'metric')).toBe('servings 1 · alcohol units 2.3');
  });
});
