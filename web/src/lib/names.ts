// The names the engine knows, as literal types (autocomplete, and typos fail to compile).
// The core owns the lists; tests/wasm/names.test.mjs checks these against the module's own
// lists (methods(), techniques()), so they cannot drift.

/** The exact solver and the seed paper's search methods (docs/ALGORITHMS.md 1). */
export type SearchMethod =
  'exact' | 'backtrack' | 'backtrack-reverse' | 'forward-reverse' | 'candidates' | 'candidates-mrv';
/** The linear-programming family (docs/ALGORITHMS.md 5 and beyond). */
export type LpMethod = 'lp' | 'lp-reweighted' | 'lp-hybrid';
/** The evolutionary methods; each is also a pausable job through lab.evolve. */
export type EvolutionMethod = 'ga-liu' | 'ga-mantere' | 'evolution' | 'ga-liu+' | 'ga-mantere+' | 'evolution+';
/** Every solve method of the full engine (15); the solver-only entry has the SearchMethods. */
export type MethodName = SearchMethod | LpMethod | EvolutionMethod;
/** The core registry's method families (MethodInfo.family): SearchMethod, LpMethod and EvolutionMethod. */
export type MethodFamily = 'search' | 'lp' | 'evolution';

/** The technique rater's difficulty bands on ER (docs/TECHNIQUES.md). */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** Grades of the GA-effort rating (docs/EVOLUTION.md); 'unrated' when a run failed. */
export type GaGradeName = 'easy' | 'intermediate' | 'expert' | 'diabolical' | 'unrated';
/** @deprecated Renamed GaGradeName in 0.2.0; this name goes in 2.0.0 (CHANGELOG.md). */
export type GaLevelName = GaGradeName;

/** Stable keys of the rater's techniques, in the order it tries them. */
export type TechniqueId =
  | 'full-house'
  | 'hidden-single-box'
  | 'hidden-single-line'
  | 'direct-pointing'
  | 'direct-claiming'
  | 'direct-hidden-pair'
  | 'naked-single'
  | 'direct-hidden-triple'
  | 'pointing'
  | 'claiming'
  | 'naked-pair'
  | 'x-wing'
  | 'hidden-pair'
  | 'naked-triple'
  | 'swordfish'
  | 'hidden-triple'
  | 'xy-wing'
  | 'xyz-wing'
  | 'unique-rectangle-1'
  | 'unique-rectangle-2'
  | 'unique-rectangle-3'
  | 'unique-rectangle-4'
  | 'unique-loop-1'
  | 'unique-loop-2'
  | 'unique-loop-3'
  | 'unique-loop-4'
  | 'naked-quad'
  | 'jellyfish'
  | 'hidden-quad'
  | 'bug-plus-1'
  | 'bug-2'
  | 'bug-3'
  | 'bug-4'
  | 'aligned-pair-exclusion'
  | 'x-cycle'
  | 'y-cycle'
  | 'skyscraper'
  | 'two-string-kite'
  | 'simple-colouring'
  | 'x-chain'
  | 'forcing-x-chain'
  | 'xy-chain'
  | 'w-wing'
  | 'aic'
  | 'bidirectional-cycle'
  | 'forcing-chain'
  | 'aligned-triplet-exclusion'
  | 'nishio-forcing-chain'
  | 'cell-forcing-chain'
  | 'region-forcing-chain'
  | 'dynamic-forcing-chain'
  | 'trial-chain'
  | 'dynamic-forcing-chain-plus'
  | 'nested-forcing-chain'
  | 'nested-multiple-chain'
  | 'nested-dynamic-chain'
  | 'forcing-net'
  | 'search-trial';
