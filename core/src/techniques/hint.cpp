// Hints: check the player's position against the solution, then explain the next step.
#include "sudoku/techniques/hint.hpp"

#include <algorithm>

#include "detectors.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/input.hpp"

namespace sudoku::tech {
namespace {

std::string answers_text(const std::vector<Candidate>& answers) {
  std::string s;
  for (std::size_t i = 0; i < answers.size(); ++i)
    s += (i ? (i + 1 == answers.size() ? " and " : ", ") : "") + cell_name(answers[i].cell) + " is " +
         std::to_string(answers[i].digit);
  return s;
}

}  // namespace

Hint hint(const HintRequest& req) {
  Hint h;
  const auto conflicts = find_conflicts(req.puzzle);
  if (!conflicts.empty()) {
    h.message = "The puzzle is invalid: " + conflicts.front().message + ".";
    h.cells = conflicts.front().cells;
    return h;
  }
  for (int c = 0; c < kCells; ++c)
    if (req.puzzle[c] && req.entries[c] && req.entries[c] != req.puzzle[c]) {
      h.message = "The entry at " + cell_name(c) + " overwrites a given.";
      h.cells = {c};
      return h;
    }
  const ExactOutcome truth = exact_search(req.puzzle, 2);
  if (truth.solutions == 0) {
    h.kind = HintKind::NoSolution;
    h.message = "The puzzle has no solution, so no hint can be sound.";
    return h;
  }
  if (truth.solutions > 1) {
    h.kind = HintKind::Multiple;
    h.message = "The puzzle has more than one solution, so no hint can be sound.";
    return h;
  }
  const Grid& solution = truth.first;

  // 1. Entries that do not match the solution.
  for (int c = 0; c < kCells; ++c)
    if (!req.puzzle[c] && req.entries[c] && req.entries[c] != solution[c]) {
      h.cells.push_back(c);
      if (req.reveal) h.answers.push_back({c, solution[c]});
    }
  if (!h.cells.empty()) {
    h.kind = HintKind::WrongEntry;
    const bool one = h.cells.size() == 1;
    h.message = cells_text(h.cells) + (one ? " is" : " are") + " wrong: " + (one ? "it does" : "they do") +
                " not match the solution.";
    if (req.reveal) h.message += " " + answers_text(h.answers) + ".";
    return h;
  }

  // 2. Pencil marks that removed the true digit: never trusted.
  Grid position = req.puzzle;
  for (int c = 0; c < kCells; ++c)
    if (req.entries[c]) position[c] = req.entries[c];
  if (req.candidates)
    for (int c = 0; c < kCells; ++c) {
      const Mask marks = (*req.candidates)[static_cast<std::size_t>(c)];
      if (!position[c] && marks && !(marks & bit(solution[c]))) {
        h.cells.push_back(c);
        if (req.reveal) h.answers.push_back({c, solution[c]});
      }
    }
  if (!h.cells.empty()) {
    h.kind = HintKind::WrongCandidates;
    const bool one = h.cells.size() == 1;
    h.message = "The pencil marks of " + cells_text(h.cells) + " no longer include " + (one ? "its" : "their") +
                " answer: a candidate was removed by mistake, so restore " + (one ? "that cell's" : "those cells'") +
                " candidates.";
    if (req.reveal) h.message += " " + answers_text(h.answers) + ".";
    return h;
  }

  // 3. The easiest step from the player's position, with their (sound) removals applied.
  Candidates g = Candidates::from_grid(position);
  if (g.solved()) {
    h.kind = HintKind::Solved;
    h.message = "The puzzle is solved.";
    return h;
  }
  if (req.candidates)
    for (int c = 0; c < kCells; ++c) {
      const Mask marks = (*req.candidates)[static_cast<std::size_t>(c)];
      if (!position[c] && marks) g.set_mask(c, static_cast<Mask>(g.mask(c) & marks));
    }
  TechniqueOptions options = req.techniques;
  options.trial = true;      // a hint must always exist for a unique puzzle
  options.se_scale = false;  // the named patterns explain better than SE's chain families
  std::optional<Step> step = next_step(g, options);
  if (!step) {  // cannot happen on a consistent position; reported rather than trusted
    h.message = "No step found from this position.";
    return h;
  }
  h.kind = HintKind::Step;
  h.cells = step->cells;
  for (const auto& p : step->placements)
    if (std::find(h.cells.begin(), h.cells.end(), p.cell) == h.cells.end()) h.cells.push_back(p.cell);
  h.message = std::string(technique_info(step->technique).name) + ": " + step->explanation;
  h.step = std::move(step);
  return h;
}

}  // namespace sudoku::tech
