// Speed-up only: a scan of level 1 or 2 that finds nothing leaves its runs to the scan of the
// next level on the same grid (docs/TECHNIQUES.md, "Runs that cannot end in a chain are not
// made", chains (+) and nested chains).
#include "engine.hpp"

namespace sudoku::tech::se_chains {

void Engine::Copies::add(int candidate, const Run& r) {
  at[static_cast<std::size_t>(candidate)] = static_cast<int>(data.size());
  data.insert(data.end(), {static_cast<std::int32_t>(r.on->order.size()),
                           static_cast<std::int32_t>(r.off->order.size()), r.absurd.first, r.absurd.second});
  for (const Reach* reach : {r.on, r.off})
    for (int k : reach->order) {
      data.push_back(k);
      data.push_back(reach->get(k));
    }
}

void Engine::Copies::restore(int candidate, Run& r) const {
  const std::int32_t* p = data.data() + at[static_cast<std::size_t>(candidate)];
  const int on = p[0], off = p[1];
  r.absurd = {p[2], p[3]};
  p += 4;
  for (int i = 0; i < on; ++i, p += 2) r.on->add(p[0], p[1]);
  for (int i = 0; i < off; ++i, p += 2) r.off->add(p[0], p[1]);
}

void Engine::keep_runs() {
  kept_.valid = true;
  kept_.nesting = nesting_;
  kept_.grid = places();
  kept_.without = options_->without;
  kept_.reaches = reaches_used_;
  for (std::size_t i = 0; i < kept_.on.size(); ++i)
    kept_.on[i] = on_run_[i] >= 0 ? runs_[static_cast<std::size_t>(on_run_[i])] : Run{};
  std::swap(kept_.off, off_runs_);
  kept_.nodes.swap(nodes_);
  kept_.parents.swap(parents_);
  kept_.nests.swap(nests_);
}

}  // namespace sudoku::tech::se_chains
