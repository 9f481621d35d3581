// Complexity, SE's hint order (and the cap it puts on searches), the step filled from the best
// hint, the engines of a thread, and the public entry points (detectors.hpp).
#include "engine.hpp"

namespace sudoku::tech::se_chains {

int Engine::ancestor_count(int node) {
  if (stamp_.empty()) stamp_.assign(kKeys, 0);
  ++stamp_now_;
  int count = 0;
  std::vector<int>& todo = todo_;
  std::vector<int>& next = next_;
  todo.assign(1, node);
  while (!todo.empty()) {
    next.clear();
    for (int p : todo) {
      int& s = stamp_[static_cast<std::size_t>(key(p))];
      if (s == stamp_now_) continue;
      s = stamp_now_;
      ++count;
      const Node& n = nodes_[static_cast<std::size_t>(p)];
      if (n.nest >= 0) {  // SE adds each distinct nested chain's complexity
        const Nest& nest = nests_[static_cast<std::size_t>(n.nest)];
        if (std::find(nests_seen_.begin(), nests_seen_.end(), nest.print) == nests_seen_.end()) {
          nests_seen_.push_back(nest.print);
          count += nest.complexity;
        }
      }
      for (int i = 0; i < n.count; ++i) next.push_back(parents_[static_cast<std::size_t>(n.first + i)]);
    }
    todo.swap(next);
  }
  return count;
}

int Engine::cap(double base, int sort_key) const {
  // The longest complexity at which a hint of this weight and kind would still come before
  // the best found (SE's order: difficulty, complexity, kind): longer searches are wasted.
  // Walks the length bonus band by band (BonusLimits: complexity is length + 2), adding
  // kBonusStep a band as chain_bonus does, so the sums compare as SE's do.
  if (!found_ || reference_) return kUnbounded;
  int last = 0;
  double added = 0;
  BonusLimits band;
  for (; band.limit < kKeys; band.next()) {
    const double d = base + added;
    if (d > best_.difficulty) break;
    if (d == best_.difficulty) {
      const int within = sort_key < best_.sort_key ? best_.complexity : best_.complexity - 1;
      return std::max(last, std::min(band.limit + 2, within));
    }
    last = band.limit + 2;
    added += kBonusStep;
  }
  return band.limit >= kKeys ? kUnbounded : last;
}

// ---------------------------------------------------------------- hints

std::vector<Candidate> Engine::removable_for(int target_key) const {
  const int cell = key_cell(target_key), d = key_digit(target_key);
  std::vector<Candidate> out;
  if (!(target_key & 1)) {
    out.push_back({cell, d});
  } else {
    for (Mask m = static_cast<Mask>(g_.mask(cell) & ~bit(d)); m; m &= m - 1) out.push_back({cell, lowest_digit(m)});
  }
  return out;
}

void Engine::offer(Technique t, int target_key, int sort_key) {
  if (!allowed(t)) return;
  const double rule = base(family_);
  const int cell = key_cell(target_key);
  if ((target_key & 1) && !(g_.mask(cell) & ~bit(key_digit(target_key)))) return;  // nothing to remove
  // The complexity is at least the ends' depths; count ancestors only while it can still win.
  const int most = cap(rule, sort_key);
  int lower = 0;
  for (int e : ends_) lower += nodes_[static_cast<std::size_t>(e)].depth;
  if (lower > most) return;
  Hint h;
  nests_seen_.clear();
  for (int e : ends_) {
    h.complexity += ancestor_count(e);
    if (h.complexity > most) return;
  }
  h.removable = removable_for(target_key);
  h.difficulty = rule + chain_bonus(h.complexity - 2);
  h.sort_key = sort_key;
  h.technique = t;
  h.chain = ends_;
  consider(std::move(h));
  if (!nesting_) run_depth_ = cap(rule, 0);
}

void Engine::consider(Hint&& h) {
  if (collect_) return collect(std::move(h));
  // SE sorts its hints by difficulty, then complexity, then kind, keeping the order found on
  // ties, and applies the first.
  if (found_) {
    if (h.difficulty > best_.difficulty) return;
    if (h.difficulty == best_.difficulty) {
      if (h.complexity > best_.complexity) return;
      if (h.complexity == best_.complexity && h.sort_key >= best_.sort_key) return;
    }
  }
  best_ = std::move(h);
  found_ = true;
  // The nodes of the best hint must outlive the scan: keep them by copying the first-parent
  // paths now (the static scan recycles its node pool).
  best_path_.clear();
  for (int end : best_.chain) {
    std::vector<int> path;
    for (int p = end; p >= 0; p = first_parent(p)) path.push_back(key(p));
    std::reverse(path.begin(), path.end());
    best_path_.push_back(std::move(path));
  }
}

std::string potential_text(int k) {
  return cell_name(key_cell(k)) + (k & 1 ? "=" : "<>") + std::to_string(key_digit(k));
}

void Engine::fill(Step& step) const {
  begin_step(step, best_.technique);
  step.er = round_tenth(best_.difficulty);
  step.eliminations = best_.removable;
  std::string chains;
  for (const auto& path : best_path_) {
    if (!chains.empty()) chains += "; ";
    for (std::size_t i = 0; i < path.size(); ++i) {
      const int k = path[i];
      if (i) chains += " -> ";
      chains += potential_text(k);
      if (&path == &best_path_.front()) {
        step.pattern.push_back({key_cell(k), key_digit(k)});
        if (std::find(step.cells.begin(), step.cells.end(), key_cell(k)) == step.cells.end())
          step.cells.push_back(key_cell(k));
      }
    }
  }
  step.explanation = std::string(technique_info(best_.technique).name) + " (" + chains + "): removes " +
                     eliminations_text(best_.removable) + ".";
}

// The engines of a thread: the first runs the families (one at a time), the second the
// nested searches inside one.
Engine& engine_at(int depth) {
  thread_local std::array<Engine, 2> e;
  return e[static_cast<std::size_t>(depth)];
}

Engine& engine(const Candidates& g, const TechniqueOptions& options) {
  Engine& e = engine_at(0);
  e.reset(g, options);
  return e;
}

}  // namespace sudoku::tech::se_chains

namespace sudoku::tech {

using se_chains::Engine;
using se_chains::engine;

bool find_se_static_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_static(step);
}
bool find_nishio_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, true, true);
}
bool find_multiple_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, false, false);
}
bool find_dynamic_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, true, false);
}
bool find_dynamic_chains_plus(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, true, false, 1);
}
bool find_nested_chains(const Candidates& g, Step& step, const TechniqueOptions& options, int nesting) {
  Engine& e = engine(g, options);
  e.set_nested_budget(std::max(1L, options.nested_work));
  return e.run_multiple(step, true, false, nesting);
}

}  // namespace sudoku::tech
