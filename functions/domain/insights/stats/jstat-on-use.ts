// jstat (~52 KB minified, of which the statistics use a mean, Spearman's ρ and Student's t) is required at its first use,
// not while a handler loads: the ai group keeps it in a file beside its bundle (cdk/bundling.ts separatePackages), read
// only when the chat computes health figures; the insights group the same way since issue 28 (its first statistics read it).
import type { jStat as JStat } from 'jstat';

let loaded: typeof JStat | undefined;

/** jstat's functions, loaded on the first call. */
export function jStat(): typeof JStat {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= (require('jstat') as typeof import('jstat')).jStat;
  return loaded;
}
