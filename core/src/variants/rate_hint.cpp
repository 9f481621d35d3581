// variant_hint (sudoku/variants/rate.hpp): the player's position checked against the unique
// solution, then the easiest next step, as the classic hint does it (techniques/hint.cpp).
#include <algorithm>

#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variants/rate_state.hpp"

namespace sudoku::variants {
namespace {

std::string cells_text(const VariantPuzzle& p, const std::vector<int>& cells) {
  std::string s;
  for (std::size_t i = 0; i < cells.size(); ++i)
    s += (i ? (i + 1 == cells.size() ? " and " : ", ") : "") + variant_cell_name(p, cells[i]);
  return s;
}

std::string answers_text(const VariantPuzzle& p, const std::vector<VariantCandidate>& answers) {
  std::string s;
  for (std::size_t i = 0; i < answers.size(); ++i)
    s += (i ? (i + 1 == answers.size() ? " and " : ", ") : "") + variant_cell_name(p, answers[i].cell) + " is " +
         std::to_string(answers[i].digit);
  return s;
}

}  // namespace

VariantHint variant_hint(const VariantHintRequest& req) {
  VariantHint h;
  const VariantPuzzle& p = req.puzzle;
  if (const auto errors = validate(p); !errors.empty()) {
    h.message = "The puzzle is invalid: " + errors.front().message + ".";
    h.cells = errors.front().cells;
    return h;
  }
  const auto cells = static_cast<std::size_t>(p.cells());
  if (!req.entries.empty() && req.entries.size() != cells) {
    h.message = "The entries hold " + std::to_string(req.entries.size()) + " cells; the grid has " +
                std::to_string(cells) + ".";
    return h;
  }
  if (req.candidates && req.candidates->size() != cells) {
    h.message = "The pencil marks hold " + std::to_string(req.candidates->size()) + " cells; the grid has " +
                std::to_string(cells) + ".";
    return h;
  }
  const std::vector<std::uint8_t> entries = req.entries.empty() ? std::vector<std::uint8_t>(cells, 0) : req.entries;
  const auto all = static_cast<std::uint16_t>((1u << p.size) - 1);
  for (std::size_t c = 0; c < cells; ++c) {
    const int cell = static_cast<int>(c);
    if (entries[c] > p.size) {
      h.message = "The entry at " + variant_cell_name(p, cell) + " is " + std::to_string(entries[c]) +
                  ", past the grid's digits 1-" + std::to_string(p.size) + ".";
      h.cells = {cell};
      return h;
    }
    if (p.givens[c] && entries[c] && entries[c] != p.givens[c]) {
      h.message = "The entry at " + variant_cell_name(p, cell) + " overwrites a given.";
      h.cells = {cell};
      return h;
    }
    if (req.candidates && ((*req.candidates)[c] & ~all)) {
      h.message =
          "The pencil marks of " + variant_cell_name(p, cell) + " hold digits past " + std::to_string(p.size) + ".";
      h.cells = {cell};
      return h;
    }
  }
  const VariantSolveResult truth = solve_variant(p, 2);
  if (truth.stopped && truth.count < 2) {
    h.message = "The puzzle's solutions were not counted within " + std::to_string(truth.nodes) +
                " search nodes, so no hint can be sound.";
    return h;
  }
  if (truth.count == 0) {
    h.kind = tech::HintKind::NoSolution;
    h.message = "The puzzle has no solution, so no hint can be sound.";
    return h;
  }
  if (truth.count > 1) {
    h.kind = tech::HintKind::Multiple;
    h.message = "The puzzle has more than one solution, so no hint can be sound.";
    return h;
  }
  const std::vector<std::uint8_t>& solution = truth.solution;

  // 1. Entries that do not match the solution.
  for (std::size_t c = 0; c < cells; ++c)
    if (!p.givens[c] && entries[c] && entries[c] != solution[c]) {
      h.cells.push_back(static_cast<int>(c));
      if (req.reveal) h.answers.push_back({static_cast<int>(c), solution[c]});
    }
  if (!h.cells.empty()) {
    h.kind = tech::HintKind::WrongEntry;
    const bool one = h.cells.size() == 1;
    h.message = cells_text(p, h.cells) + (one ? " is" : " are") + " wrong: " + (one ? "it does" : "they do") +
                " not match the solution.";
    if (req.reveal) h.message += " " + answers_text(p, h.answers) + ".";
    return h;
  }

  // 2. Pencil marks that removed the true digit: never trusted.
  std::vector<std::uint8_t> position = p.givens;
  for (std::size_t c = 0; c < cells; ++c)
    if (entries[c]) position[c] = entries[c];
  if (req.candidates)
    for (std::size_t c = 0; c < cells; ++c) {
      const std::uint16_t marks = (*req.candidates)[c];
      if (!position[c] && marks && !(marks & rating::bit(solution[c]))) {
        h.cells.push_back(static_cast<int>(c));
        if (req.reveal) h.answers.push_back({static_cast<int>(c), solution[c]});
      }
    }
  if (!h.cells.empty()) {
    h.kind = tech::HintKind::WrongCandidates;
    const bool one = h.cells.size() == 1;
    h.message = "The pencil marks of " + cells_text(p, h.cells) + " no longer include " + (one ? "its" : "their") +
                " answer: a candidate was removed by mistake, so restore " + (one ? "that cell's" : "those cells'") +
                " candidates.";
    if (req.reveal) h.message += " " + answers_text(p, h.answers) + ".";
    return h;
  }

  // 3. The easiest step from the player's position, with their (sound) removals applied.
  const rating::Board board(p);
  rating::State s(board, position);
  if (s.solved()) {
    h.kind = tech::HintKind::Solved;
    h.message = "The puzzle is solved.";
    return h;
  }
  if (req.candidates)
    for (std::size_t c = 0; c < cells; ++c)
      if (!position[c] && (*req.candidates)[c]) s.cands[c] &= (*req.candidates)[c];
  const VariantRateOptions options;
  auto step = rating::next_logic_step(s);
  if (!step) step = rating::find_trial(s, options);
  std::uint64_t nodes = 0;
  if (!step) step = rating::find_search_trial(s, options, nodes);
  if (!step) {  // cannot happen on a consistent position; reported rather than trusted
    h.message = "No step found from this position.";
    return h;
  }
  h.kind = tech::HintKind::Step;
  h.cells = step->cells;
  for (const auto& pl : step->placements)
    if (std::find(h.cells.begin(), h.cells.end(), pl.cell) == h.cells.end()) h.cells.push_back(pl.cell);
  h.message = step->explanation;
  h.step = std::move(step);
  return h;
}

}  // namespace sudoku::variants
