// lab.catalog() (handlers/generate.ts): the names a user interface lists, from the core's tables.
import type { RawCatalog } from '../../wasm/sudoku.mjs';
import type { ClueLevel, ClueLevelNumber, GenerateOptions, Symmetry } from './generate.js';
import type { Narrow } from './narrow.js';
import type { Difficulty, TechniqueId } from '../names.js';

type Row<K extends keyof RawCatalog> = RawCatalog[K] extends (infer E)[] ? E : never;

/** lab.catalog(): the engine's own tables, for user interfaces. */
export interface Catalog extends Narrow<
  RawCatalog,
  {
    difficulties: Narrow<Row<'difficulties'>, { key: Difficulty }>[];
    clueLevels: Narrow<Row<'clueLevels'>, { key: ClueLevel; number: ClueLevelNumber }>[];
    defaultClueLevel: ClueLevel;
    symmetries: Symmetry[];
    terminals: NonNullable<GenerateOptions['terminal']>[];
    uniquenessTests: NonNullable<GenerateOptions['uniqueness']>[];
    techniques: CatalogTechnique[];
  }
> {}

/** A technique of the rater as catalog() lists it. */
export interface CatalogTechnique extends Narrow<Row<'techniques'>, { key: TechniqueId }> {
  /** @deprecated Renamed key in 0.2.0, as techniques() and ratings name it (warns once when read); goes in 2.0.0 (CHANGELOG.md). */
  readonly id: TechniqueId;
}
