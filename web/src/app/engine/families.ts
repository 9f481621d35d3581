// Method families, as the core registers them (core/src/registry/method_families.cpp): the
// search methods, the LP methods and the evolutionary methods. The one place the app tells a
// method's family: views filter and route by familyOf, never by the method's name.
import type { MethodInfo } from 'sudoku-lab';

export type MethodFamily = 'search' | 'lp' | 'evolution';

/**
 * The method's family: the engine's own `family` when its MethodInfo carries one, else read
 * from the name as the core names them ('lp', 'lp-…'; 'ga-…', 'evolution', 'evolution+').
 */
export function familyOf(method: MethodInfo): MethodFamily {
  const own = (method as { family?: MethodFamily }).family;
  if (own) return own;
  if (/^lp(-|$)/.test(method.name)) return 'lp';
  if (/^(ga-|evolution)/.test(method.name)) return 'evolution';
  return 'search';
}
