// Runs (SE's doChaining: everything an assumption implies) and what they prove: contradictions,
// double, cell and region forcing chains, on static links (multiple chains) or on the shrinking
// grid (dynamic, Nishio, and the chains (+) and nested levels built on them).
#include "links.hpp"

namespace sudoku::tech::se_chains {

// ---------------------------------------------------------------- dynamic / multiple chains

Reach* Engine::new_reach() {
  if (reaches_used_ == reaches_.size()) reaches_.push_back(std::make_unique<Reach>());
  Reach* r = reaches_[reaches_used_++].get();
  r->clear();
  return r;
}

std::pair<int, int> Engine::propagate(Reach& on, Reach& off, int max_depth, bool resume) {
  const Candidates saved = g_;
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  pending_on.clear();
  pending_off.clear();
  if (resume) {
    for (int k : off.order) g_.eliminate(key_cell(k), key_digit(k));
  } else {
    for (int k : on.order) pending_on.push_back(on.get(k));
    for (int k : off.order) pending_off.push_back(off.get(k));
  }
  std::size_t head_on = 0, head_off = 0;
  Link links[32];
  std::pair<int, int> absurd{-1, -1};
  // Pending potentials shallower than max_depth. When none is left, all that could follow is
  // deeper than max_depth and ends no hint that can come first: the run stops there. What it
  // holds is then exactly the start of SE's run (same order), which is all a winning hint uses.
  int shallow = static_cast<int>(pending_on.size() + pending_off.size());
  if (nesting_)  // (a resumed run's rules all looked at its grid last: they found nothing there)
    for (auto& rule : looked_)
      for (int d = 1; d <= 9; ++d) rule[static_cast<std::size_t>(d)] = g_.where(d);
  auto depth = [&](int node) { return nodes_[static_cast<std::size_t>(node)].depth; };
  // On a grid that does not change (multiple forcing chains), the links are the static ones.
  auto listed = [&](int node) {
    const auto& at = links_at(key(node));
    int n = 0;
    for (int j = at[0]; j < at[2]; ++j) links[n++] = {links_[static_cast<std::size_t>(j)], kLinkListed};
    return n;
  };
  while (true) {
    if (!(head_on < pending_on.size() || head_off < pending_off.size()) || shallow <= 0) {
      // Nothing pending: chains (+) look for what other rules remove on the shrunk grid. Their
      // runs are never cut short (max_depth unbounded): an advanced potential can be shallow
      // and yet need everything before it on the grid.
      const int added = nesting_ && !gave_up_ ? advanced(saved, off, pending_off) : 0;
      if (!added) break;
      shallow += added;
      continue;
    }
    if (head_on < pending_on.size()) {  // "on" potentials first, one at a time
      const int p = pending_on[head_on++];
      shallow -= depth(p) < max_depth;
      const int n = dynamic_ || reference_ ? on_to_off(key(p), !nishio_, links) : listed(p);
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        if (on.has(conjugate(k))) {
          absurd = {on.get(conjugate(k)), make(k, p)};
          g_ = saved;
          return absurd;
        }
        if (off.has(k)) continue;
        const int node = make(k, p);
        off.add(k, node);
        pending_off.push_back(node);
        shallow += depth(node) < max_depth;
      }
    } else {
      const int p = pending_off[head_off++];
      shallow -= depth(p) < max_depth;
      const int n = dynamic_ || reference_ ? off_to_on(key(p), !nishio_, true, links) : listed(p);
      int made[4];
      for (int j = 0; j < n; ++j) made[j] = make_on(links[j], p, dynamic_ ? &saved : nullptr, &off);
      if (dynamic_) g_.eliminate(key_cell(key(p)), key_digit(key(p)));
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        if (off.has(conjugate(k))) {
          absurd = {made[j], off.get(conjugate(k))};
          g_ = saved;
          return absurd;
        }
        if (on.has(k)) continue;
        on.add(k, made[j]);
        pending_on.push_back(made[j]);
        shallow += depth(made[j]) < max_depth;
      }
    }
  }
  g_ = saved;
  return absurd;
}

Engine::Run Engine::run_from(int k) {
  if (resuming_) {  // the run of the level below, gone on with
    const auto candidate = static_cast<std::size_t>(k >> 1);
    Run r = k & 1 ? kept_.on[candidate] : Run{};
    if (!(k & 1) && kept_.off.at[candidate] >= 0) {
      r = {new_reach(), new_reach(), {-1, -1}};
      kept_.off.restore(static_cast<int>(candidate), r);
    }
    if (r.on) {
      if (r.absurd.first < 0) r.absurd = propagate(*r.on, *r.off, run_depth_, true);
      return r;
    }
  }
  Run r{new_reach(), new_reach(), {-1, -1}};
  const int start = make(k, -1);
  (k & 1 ? r.on : r.off)->add(k, start);
  r.absurd = propagate(*r.on, *r.off, run_depth_);
  return r;
}

Engine::Run Engine::cached_on_run(int cell, int digit) {
  if (reference_) {  // made again each time
    runs_.push_back(run_from(key_of(cell, digit, true)));
    return runs_.back();
  }
  int& slot = on_run_[static_cast<std::size_t>(cell * 9 + digit - 1)];
  if (slot < 0) {
    runs_.push_back(run_from(key_of(cell, digit, true)));
    slot = static_cast<int>(runs_.size()) - 1;
  }
  return runs_[static_cast<std::size_t>(slot)];
}

void Engine::prepare_multiple(bool dynamic, bool nishio, int nesting) {
  dynamic_ = dynamic;
  nishio_ = nishio;
  nesting_ = nesting;
  constexpr Technique kByNesting[] = {Technique::DynamicForcingChain, Technique::DynamicForcingChainPlus,
                                      Technique::NestedForcingChain, Technique::NestedMultipleChain,
                                      Technique::NestedDynamicChain};
  family_ = nishio ? Technique::NishioForcingChain : dynamic ? kByNesting[nesting] : Technique::CellForcingChain;
  if (!dynamic) build_static_links();
  resuming_ = kept_.valid && dynamic && !nishio && nesting == kept_.nesting + 1 && kept_.without == options_->without;
  if (resuming_) {  // the runs' nodes back in the pool (reset emptied it)
    nodes_.swap(kept_.nodes);
    parents_.swap(kept_.parents);
    nests_.swap(kept_.nests);
  } else if (kept_.valid && dynamic && nesting) {
    drop_kept();
    reaches_used_ = 0;
  }
}

bool Engine::run_multiple(Step& step, bool dynamic, bool nishio, int nesting) {
  prepare_multiple(dynamic, nishio, nesting);
  multiple_scan();
  if ((nesting == 1 || nesting == 2) && !reference_) {
    if (!found_ && !gave_up_) {
      keep_runs();
    } else {
      drop_kept();
    }
  }
  if (!found_ || gave_up_) return false;
  fill(step);
  return true;
}

void Engine::agree(const std::vector<Run>& runs, Technique kind, int sort_key) {
  // What every run implies, on or off, in the order the first run reached it.
  for (int side = 0; side < 2; ++side) {
    auto common = (side ? runs[0].off : runs[0].on)->bits;  // what all runs reach
    for (std::size_t i = 1; i < runs.size(); ++i) {         // a run at a time: whole words, vectorised
      const auto& bits = (side ? runs[i].off : runs[i].on)->bits;
      for (std::size_t w = 0; w < common.size(); ++w) common[w] &= bits[w];
    }
    std::uint64_t any = 0;
    for (std::uint64_t w : common) any |= w;
    if (!any) continue;
    for (int k : (side ? runs[0].off : runs[0].on)->order) {
      if (!((common[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1)) continue;
      ends_.clear();
      for (const Run& r : runs) ends_.push_back((side ? r.off : r.on)->get(k));
      offer(kind, k, sort_key);
    }
  }
}

void Engine::contradiction(const Run& run, int target_key) {
  if (run.absurd.first < 0) return;
  ends_.assign({run.absurd.first, run.absurd.second});
  offer(family_, target_key, 7);
}

void Engine::multiple_scan() {
  on_run_.fill(-1);
  off_runs_.clear();
  run_depth_ = nesting_ ? kUnbounded : cap(base(family_), 0);
  for (int u = 0; u < kUnits; ++u) {
    int& n = unit_empties_[static_cast<std::size_t>(u)];
    n = 0;
    for (int c : unit_cells()[static_cast<std::size_t>(u)]) n += !g_.value(c);
  }
  const Technique cell_kind = dynamic_ ? family_ : Technique::CellForcingChain;
  const Technique region_kind = dynamic_ ? family_ : Technique::RegionForcingChain;
  std::vector<Run>& per_value = per_value_;
  std::vector<Run>& per_place = per_place_;
  // Collecting multiple chains on static links for a nested search (level 3): as with the
  // static chains (see fresh_), a hint with no rule parents would be a multiple chain of the
  // position itself, and there SE found none before trying its nested levels. Its parents are
  // the start's (the cell's lost candidates, the region's lost places) or those of a fresh
  // potential one of its runs passes through: a cell or region with neither is left out, and
  // runs no one needs are not made.
  const bool pruning = collect_ && source_ && !dynamic_ && !reference_;
  if (pruning) mark_reaching_fresh();
  // On static links a run is its start's closure (or less, stopped at a contradiction): cells
  // and regions whose candidates' closures share no potential have no chain, and their runs are
  // not made. Nishio's runs have a bit-board stand-in (nishio_may).
  const bool closed = !dynamic_ && !reference_;
  if (closed && !closure_is_of_grid()) components(true, nullptr, true);
  auto common_reach = [&](auto&& starts) {
    std::array<std::uint64_t, (kKeys + 63) / 64> common;
    common.fill(~0ULL);
    const auto words = static_cast<std::size_t>(reach_words_);
    starts([&](int k) {
      const std::uint64_t* bits =
          reach_.data() + static_cast<std::size_t>(component_[static_cast<std::size_t>(k)]) * words;
      for (std::size_t w = 0; w < words; ++w) common[w] &= bits[w];
    });
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < words; ++w) any |= common[w];
    return any != 0;
  };
  if (nishio_ && !reference_ && !nishio_gate()) return;
  auto cell_worth = [&](int cell) {
    if (closed && !common_reach([&](auto&& f) {
          for (Mask m = g_.mask(cell); m; m &= m - 1) f(key_of(cell, lowest_digit(m), true));
        }))
      return false;
    if (!pruning || source_->mask(cell) != g_.mask(cell)) return true;
    for (Mask m = g_.mask(cell); m; m &= m - 1)
      if (reaching_fresh(key_of(cell, lowest_digit(m), true))) return true;
    return false;
  };
  auto region_worth = [&](const CellSet& places, int u, int d) {
    if (closed && !common_reach([&](auto&& f) { places.each([&](int c) { f(key_of(c, d, true)); }); })) return false;
    if (!pruning || !((source_->where(d) - g_.where(d)) & unit_set(u)).empty()) return true;
    bool any = false;
    places.each([&](int c) { any = any || reaching_fresh(key_of(c, d, true)); });
    return any;
  };
  for (int cell = 0; cell < kCells && !gave_up_; ++cell) {
    if (g_.value(cell)) continue;
    const int card = popcount(g_.mask(cell));
    if (!(card > 2 || (card > 1 && dynamic_))) continue;
    const bool cell_chains = !nishio_ && cell_worth(cell);
    per_value.clear();
    for (Mask m = g_.mask(cell); m; m &= m - 1) {
      const int d = lowest_digit(m);
      // The candidate's run, unless only region chains use it (then made with their others).
      const bool on_needed = nishio_ ? nishio_may(key_of(cell, d, true)) : dynamic_ || cell_chains;
      const Run on = on_needed ? cached_on_run(cell, d) : Run{};
      // Binary chaining: the candidate on, then off (Nishio and dynamic chains only).
      if (dynamic_) {
        contradiction(on, key_of(cell, d, false));
        if (!nishio_ || nishio_may(key_of(cell, d, false))) {
          const std::size_t mark = reaches_used_;  // the off run is not kept (but copied for the next level)
          const Run off = run_from(key_of(cell, d, false));
          contradiction(off, key_of(cell, d, true));
          if (card >= 3 && !nishio_) agree({on, off}, family_, 1);  // double forcing chains
          if ((nesting_ == 1 || nesting_ == 2) && !reference_) off_runs_.add(cell * 9 + d - 1, off);
          reaches_used_ = mark;
        }
      }
      if (!nishio_)  // region forcing chains over the units where this cell is d's first place
        for (int u : houses(cell)) {
          const CellSet places = g_.where(d) & unit_set(u);
          if (places.count() < 2 || places.first() != cell || !region_worth(places, u, d)) continue;
          per_place.clear();
          places.each([&](int c) { per_place.push_back(cached_on_run(c, d)); });
          region_unit_ = u;
          agree(per_place, region_kind, 6);
        }
      if (cell_chains) per_value.push_back(on);
    }
    if (cell_chains) agree(per_value, cell_kind, 5);  // cell forcing chains
  }
}

}  // namespace sudoku::tech::se_chains
