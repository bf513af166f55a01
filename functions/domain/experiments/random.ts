// Seeded random numbers for the experiments engine: the allocation of a plan must be the same every time it is asked
// for (the plan's seed is stored with it), and the power estimate and simulations must repeat exactly in tests.

/** A seed as stored with a plan (any string) or a number, turned into 32 bits (FNV-1a for strings). */
export function seedNumber(seed: string | number): number {
  if (typeof seed === 'number') return seed >>> 0;
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small, fast generator of uniform numbers in [0, 1), the same sequence for the same seed. */
export function uniformFrom(seed: string | number): () => number {
  let state = seedNumber(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal numbers (Box–Muller) from a uniform generator. */
export function normalFrom(uniform: () => number): () => number {
  return () => {
    const u = 1 - uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}
