// Names kept for one release after a rename (CHANGELOG.md lists them): each reads the new
// field and warns once per name. They are non-enumerable, so results print, compare and
// serialize with the new names only; added on the calling side, as getters do not survive
// the worker's structured clone (protocol.ts's Wire* types are the results without them).
import type {
  WireCatalog,
  WireGaRating,
  WireHint,
  WireStep,
  WireTechniqueInfo,
  WireTechniqueRating,
} from './protocol.js';
import type { Catalog, GaRating, Hint, Step, TechniqueInfo, TechniqueRating } from './types.js';

const REMOVED_IN = '2.0.0';
const warned = new Set<string>();

/** target[old] reads target[now], with a warning the first time type.old is read. */
function alias(target: object, type: string, old: string, now: string): void {
  Object.defineProperty(target, old, {
    configurable: true,
    enumerable: false,
    get(this: Record<string, unknown>) {
      const name = `${type}.${old}`;
      if (!warned.has(name)) {
        warned.add(name);
        console.warn(`sudoku-lab: ${name} is deprecated and goes in ${REMOVED_IN}; read ${type}.${now}`);
      }
      return this[now];
    },
  });
}

/** step.difficulty: renamed er (the step's rating on Sudoku Explainer's scale). */
function stepAliases(s: WireStep): Step {
  alias(s, 'Step', 'difficulty', 'er');
  return s as Step;
}

/** rating.level: renamed difficulty (the band's name, as generate's option); its steps' difficulty. */
export function techniqueRatingAliases(r: WireTechniqueRating): TechniqueRating {
  alias(r, 'TechniqueRating', 'level', 'difficulty');
  r.steps?.forEach(stepAliases);
  return r as TechniqueRating;
}

/** rating.level and levelName: renamed grade and gradeName (the GA's own scale, not a difficulty band). */
export function gaRatingAliases(r: WireGaRating): GaRating {
  alias(r, 'GaRating', 'level', 'grade');
  alias(r, 'GaRating', 'levelName', 'gradeName');
  return r as GaRating;
}

/** A step hint's step.difficulty. */
export function hintAliases(h: WireHint): Hint {
  if (h.kind === 'step') stepAliases(h.step);
  return h as Hint;
}

/** catalog().techniques[i].id: renamed key, as techniques() and ratings' counts name it. */
export function catalogAliases(c: WireCatalog): Catalog {
  for (const t of c.techniques) alias(t, 'CatalogTechnique', 'id', 'key');
  return c as Catalog;
}

/** info.difficulty: renamed er (the base rating, as catalog().techniques names it). */
export function techniqueInfoAliases(t: WireTechniqueInfo): TechniqueInfo {
  alias(t, 'TechniqueInfo', 'difficulty', 'er');
  return t as TechniqueInfo;
}
