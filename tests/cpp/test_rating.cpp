// Ratings and hints. Data tests ([data]) solve whole files and check every step against the
// puzzle's solution.
#include <catch2/catch.hpp>

#include <algorithm>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/techniques/hint.hpp"
#include "sudoku/techniques/rating.hpp"
#include "technique_helpers.hpp"
#include "test_data.hpp"

using namespace sudoku;
using namespace sudoku::tech;

namespace {

struct FileReport {
  std::vector<double> er;
  int solved_without_trial = 0;
};

// Rates every puzzle of a file, checking each step against the exact solution.
FileReport rate_file(const std::string& name) {
  FileReport report;
  for (const Grid& puzzle : test::read_puzzles(name)) {
    const ExactOutcome truth = exact_search(puzzle, 2);
    REQUIRE(truth.solutions == 1);
    REQUIRE(test::valid_solution(puzzle, truth.first));
    const Rating r = rate_techniques(puzzle);
    REQUIRE(r.solved);
    CHECK(r.result == truth.first);
    bool trial = false;
    for (const Step& s : r.steps) {
      INFO(s.explanation);
      REQUIRE(test::sound(s, {truth.first}));
      trial = trial || technique_info(s.technique).trial;
    }
    report.solved_without_trial += !trial;
    report.er.push_back(r.er);
  }
  return report;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

}  // namespace

TEST_CASE("rating: ER, EP, ED and level of an easy newspaper puzzle", "[rating]") {
  // The first easy50 puzzle falls to singles alone.
  const Grid puzzle = test::read_puzzles("easy50.txt").front();
  const Rating r = rate_techniques(puzzle);
  REQUIRE(r.solved);
  CHECK(test::valid_solution(puzzle, r.result));
  CHECK(r.er < 1.6);
  CHECK(r.difficulty == Difficulty::Easy);
  CHECK(r.ed <= r.ep);
  CHECK(r.ep <= r.er);
  CHECK(r.step_count == static_cast<int>(r.steps.size()));
  CHECK(r.ed == r.steps.front().er);
  int total = 0;
  for (int n : r.counts) total += n;
  CHECK(total == r.step_count);
  for (const Step& s : r.steps) CHECK(s.explanation.find("r") != std::string::npos);
}

// SE's nested chains take this puzzle's hardest steps (seconds under the sanitizers; the SE
// agreement test rates it with them): the tests below that are not about them bound them to
// nothing, and the stand-ins take those steps.
namespace {
RateOptions no_nested() {
  RateOptions o;
  o.techniques.nested_work = 0;
  return o;
}
}  // namespace

TEST_CASE("rating: the world's hardest puzzle is extreme; without trial steps it stalls", "[rating]") {
  const Grid p = test::grid(test::kWorldsHardest);
  const Rating r = rate_techniques(p, no_nested());
  REQUIRE(r.solved);
  CHECK(r.difficulty == Difficulty::Extreme);
  CHECK(r.er >= 7.5);
  RateOptions no_trial;
  no_trial.techniques.trial = false;
  const Rating partial = rate_techniques(p, no_trial);
  CHECK_FALSE(partial.solved);
  CHECK(partial.er < 7.5);
}

TEST_CASE("rating: a trial step's text does not repeat its name", "[rating]") {
  // The step is shown as "<name> (<ER>): <explanation>"; the name already says "trial".
  const Rating r = rate_techniques(test::grid(test::kWorldsHardest), no_nested());
  int trials = 0;
  for (const Step& s : r.steps) {
    if (!technique_info(s.technique).trial) continue;
    ++trials;
    CHECK(s.explanation.find("rial") == std::string::npos);
  }
  CHECK(trials > 0);
}

TEST_CASE("rating: levels follow the documented ER bands", "[rating]") {
  CHECK(difficulty_for(1.2) == Difficulty::Easy);
  CHECK(difficulty_for(1.5) == Difficulty::Easy);
  CHECK(difficulty_for(1.7) == Difficulty::Medium);
  CHECK(difficulty_for(2.5) == Difficulty::Medium);
  CHECK(difficulty_for(2.6) == Difficulty::Hard);
  CHECK(difficulty_for(4.4) == Difficulty::Hard);
  CHECK(difficulty_for(4.5) == Difficulty::Expert);
  CHECK(difficulty_for(7.4) == Difficulty::Expert);
  CHECK(difficulty_for(7.5) == Difficulty::Extreme);
  CHECK(std::string(difficulty_name(Difficulty::Expert)) == "expert");
}

TEST_CASE("rating: stop_above ends the solve at the first step rated above it", "[rating]") {
  RateOptions options = no_nested();
  options.stop_above = 3.0;
  const Rating r = rate_techniques(test::grid(test::kWorldsHardest), options);
  CHECK(r.exceeded);
  CHECK_FALSE(r.solved);
  REQUIRE_FALSE(r.steps.empty());
  CHECK(r.steps.back().er > 3.0);
  for (std::size_t i = 0; i + 1 < r.steps.size(); ++i) CHECK(r.steps[i].er <= 3.0);
  options.stop_above = 20;
  CHECK_FALSE(rate_techniques(test::grid(test::kWorldsHardest), options).exceeded);
}

TEST_CASE("rating: cancellation stops between steps", "[rating]") {
  RateOptions options;
  int polls = 0;
  options.should_stop = [&] { return ++polls > 3; };
  const Rating r = rate_techniques(test::grid(test::kWorldsHardest), options);
  CHECK(r.stopped);
  CHECK_FALSE(r.solved);
  CHECK(r.step_count == 3);
}

TEST_CASE("rating: a capped rating passes its cap exactly when the whole rating does", "[rating]") {
  // A capped rating skips the techniques whose base is above the cap (their steps would pass
  // it); whether it passes must still be the uncapped rating's answer, at every cap.
  std::vector<Grid> puzzles = test::read_puzzles("top95.txt");
  puzzles.resize(12);
  for (const Grid& p : test::read_puzzles("easy50.txt")) {
    if (puzzles.size() == 16) break;
    puzzles.push_back(p);
  }
  for (const Grid& puzzle : puzzles) {
    const Rating whole = rate_techniques(puzzle);
    for (const double cap : {1.25, 2.55, 3.35, 4.45, 6.15, 7.45, 8.95}) {
      RateOptions capped;
      capped.stop_above = cap;
      const Rating r = rate_techniques(puzzle, capped);
      INFO("ER " << whole.er << ", cap " << cap);
      CHECK(r.exceeded == (whole.er > cap));
      CHECK((r.solved && !r.exceeded) == (whole.solved && whole.er <= cap));
    }
  }
}

TEST_CASE("length bonus follows Sudoku Explainer's thresholds", "[rating]") {
  // Through the public weights: a W-wing is a 6-node chain (no bonus), and the X-chain test
  // position of test_techniques.cpp rates 6.5 plus its bonus; here check the raw table.
  CHECK(technique_info(Technique::XWing).base == Approx(3.2));
  CHECK(technique_info(Technique::NakedSingle).base == Approx(2.3));
  CHECK(technique_info(Technique::HiddenSingleBox).base == Approx(1.2));
  CHECK(technique_info(Technique::AIC).base == Approx(7.0));
}

TEST_CASE("hint: a wrong entry is reported first, without its digit unless asked", "[hint]") {
  HintRequest req;
  req.puzzle = test::grid(test::kEvolutionDemo);
  const Grid solution = exact_search(req.puzzle, 1).first;
  int cell = 0;
  while (req.puzzle[cell]) ++cell;
  req.entries[cell] = static_cast<std::uint8_t>(solution[cell] % 9 + 1);  // wrong on purpose
  Hint h = hint(req);
  CHECK(h.kind == HintKind::WrongEntry);
  CHECK(h.cells == std::vector<int>{cell});
  CHECK(h.message.find(cell_name(cell)) != std::string::npos);
  CHECK(h.answers.empty());
  CHECK(h.message.find(" is " + std::to_string(solution[cell])) == std::string::npos);
  req.reveal = true;
  h = hint(req);
  REQUIRE(h.answers.size() == 1);
  CHECK(h.answers[0].digit == solution[cell]);
}

TEST_CASE("hint: the easiest step from the player's position", "[hint]") {
  HintRequest req;
  req.puzzle = test::grid(test::kEvolutionDemo);
  const Grid solution = exact_search(req.puzzle, 1).first;
  // The player has filled a few right digits.
  int filled = 0;
  for (int c = 0; c < 81 && filled < 10; ++c)
    if (!req.puzzle[c]) req.entries[c] = solution[c], ++filled;
  const Hint h = hint(req);
  REQUIRE(h.kind == HintKind::Step);
  REQUIRE(h.step.has_value());
  CHECK_FALSE(h.cells.empty());
  CHECK(test::sound(*h.step, {solution}));
  for (const auto& p : h.step->placements) CHECK(req.entries[p.cell] == 0);
}

TEST_CASE("hint: once a nested level gives a step, the deeper levels are not searched", "[hint][nested]") {
  // Easter Monster: its first step is a level-2 nested chain of 10.8. Level 4 (base 10.5) finds
  // one of 11.5 too; the rating never searches it, and neither may the hint (it costs 100x).
  const Candidates g = Candidates::from_grid(
      test::grid("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1"));
  TechniqueOptions hints;
  hints.se_scale = false;
  std::vector<Technique> tried;
  const auto step = next_step(g, hints, &tried);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::NestedForcingChain);
  CHECK(step->er == Approx(10.8));
  CHECK(std::find(tried.begin(), tried.end(), Technique::NestedForcingChain) != tried.end());
  CHECK(std::find(tried.begin(), tried.end(), Technique::NestedMultipleChain) == tried.end());
  CHECK(std::find(tried.begin(), tried.end(), Technique::NestedDynamicChain) == tried.end());
  const auto level4 = find_technique(g, Technique::NestedDynamicChain, hints);
  REQUIRE(level4.has_value());  // so the skip is what kept it out
  CHECK(level4->er > step->er);
}

TEST_CASE("hint: trial by search only when no other technique gives a step", "[hint][nested]") {
  // From this start (the 1905 set's first puzzle) a level-3 nested chain is the hint; trial by
  // search, a flat 11.0 with nothing to follow, is below its rating but must not replace it.
  const Candidates g = Candidates::from_grid(
      test::grid("98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6"));
  TechniqueOptions hints;
  hints.se_scale = false;
  const auto step = next_step(g, hints);
  REQUIRE(step.has_value());
  CHECK(step->technique == Technique::NestedMultipleChain);
  const auto trial = find_technique(g, Technique::SearchTrial, hints);
  REQUIRE(trial.has_value());
  CHECK(trial->er < step->er);  // so the rule, not the ratings, kept it out
}

TEST_CASE("hint: hand-removed candidates are used when sound and reported when not", "[hint]") {
  HintRequest req;
  req.puzzle = test::grid(test::kWorldsHardest);
  const Grid solution = exact_search(req.puzzle, 1).first;
  std::array<Mask, 81> marks{};
  // Sound removals: in every empty cell keep only the answer and one other digit.
  for (int c = 0; c < 81; ++c)
    if (!req.puzzle[c]) marks[c] = static_cast<Mask>(bit(solution[c]) | bit(solution[c] % 9 + 1));
  req.candidates = marks;
  Hint h = hint(req);
  REQUIRE(h.kind == HintKind::Step);
  CHECK(test::sound(*h.step, {solution}));
  // A removal of the true digit is never trusted.
  int cell = 0;
  while (req.puzzle[cell]) ++cell;
  marks[cell] = static_cast<Mask>(bit(solution[cell] % 9 + 1));
  req.candidates = marks;
  h = hint(req);
  CHECK(h.kind == HintKind::WrongCandidates);
  CHECK(h.cells == std::vector<int>{cell});
}

TEST_CASE("hint: puzzles without one solution get no step", "[hint]") {
  HintRequest req;
  req.puzzle = test::grid(test::kEvolutionDemo);
  req.puzzle[1] = 0;
  req.puzzle[2] = 0;
  req.puzzle[3] = 0;
  req.puzzle[4] = 0;
  req.puzzle[7] = 0;
  if (exact_search(req.puzzle, 2).solutions > 1) CHECK(hint(req).kind == HintKind::Multiple);
  HintRequest bad;
  bad.puzzle = test::grid(test::kEvolutionDemo);
  bad.entries[2] = static_cast<std::uint8_t>(bad.puzzle[2] % 9 + 1);  // overwrites a given
  CHECK(hint(bad).kind == HintKind::Invalid);
}

TEST_CASE("data: the techniques solve every graded and top95 puzzle soundly", "[data][rating]") {
  std::vector<double> medians;
  for (const char* level : {"simple", "easy", "intermediate", "expert"}) {
    const std::string name = std::string("graded/qqwing_") + level + ".txt";
    INFO(name);
    const FileReport r = rate_file(name);
    if (std::string(level) != "expert") CHECK(r.solved_without_trial == static_cast<int>(r.er.size()));
    medians.push_back(median(r.er));
  }
  // Median ER rises from simple to expert (never falls between neighbouring levels).
  for (std::size_t i = 1; i < medians.size(); ++i) CHECK(medians[i] >= medians[i - 1]);
  CHECK(medians.back() > medians.front());
  const FileReport top = rate_file("top95.txt");
  CHECK(median(top.er) > medians.back());
  rate_file("hardest11.txt");
  rate_file("chains_plus.txt");  // SE's dynamic forcing chains (+) rate these
}
