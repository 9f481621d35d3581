// `sudoku-lab hint`: one hint per input line. A line is
//   PUZZLE [ENTRIES [CANDIDATES]]
// separated by spaces: PUZZLE and ENTRIES are 81 characters ('.' or '0' empty; ENTRIES may
// repeat the givens, or be '-' for none), CANDIDATES is 81 comma-separated fields of the player's pencil marks
// (digits; an empty field means no marks recorded for that cell).
// Output: "KIND [technique] cells=... [place=...] [remove=...]: message".
#include <ostream>
#include <sstream>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/input.hpp"
#include "sudoku/techniques/hint.hpp"
#include "sudoku/techniques/pencil_marks.hpp"

namespace sudoku::cli {
namespace {

std::string candidates_list(const std::vector<tech::Candidate>& cs) {
  std::string s;
  for (const auto& c : cs) {
    if (!s.empty()) s += ',';
    s += tech::candidate_name(c);
  }
  return s;
}

// Parses the line into a request; returns an error message, or "" when it is fine.
std::string parse_request(const std::string& line, tech::HintRequest& req) {
  std::istringstream in(line);
  std::string puzzle, entries, marks, extra;
  in >> puzzle >> entries >> marks >> extra;
  if (puzzle.empty()) return "expected PUZZLE [ENTRIES [CANDIDATES]]";
  if (!extra.empty()) return "unexpected text after the candidates: '" + extra + "'";
  const ParseResult p = parse_grid(puzzle);
  if (!p.ok()) return "puzzle: " + p.errors.front().message;
  req.puzzle = p.grid;
  if (!entries.empty() && entries != "-" && entries != ".") {
    const ParseResult e = parse_grid(entries);
    if (!e.ok()) return "entries: " + e.errors.front().message;
    req.entries = e.grid;
  }
  if (!marks.empty()) {
    const tech::MarksResult m = tech::parse_marks(marks);
    if (!m.ok()) return "candidates: " + m.errors.front().message;
    req.candidates = m.marks;
  }
  return "";
}

}  // namespace

int hint_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {}, {"reveal"});
  bool all_ok = true;
  for_each_line(
      args.positionals(),
      [&](const std::string& line) {
        tech::HintRequest req;
        req.reveal = args.flag("reveal");
        const std::string error = parse_request(line, req);
        if (!error.empty()) {
          emit(out, "invalid: " + error);
          all_ok = false;
          return;
        }
        const tech::Hint h = tech::hint(req);
        std::vector<int> cells = h.cells;
        std::string text = tech::hint_kind_name(h.kind);
        if (h.step) text += std::string(" ") + tech::technique_info(h.step->technique).key;
        if (!cells.empty()) {
          text += " cells=";
          for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i) text += ',';
            text += cell_name(cells[i]);
          }
        }
        if (h.step && !h.step->placements.empty()) text += " place=" + candidates_list(h.step->placements);
        if (h.step && !h.step->eliminations.empty()) text += " remove=" + candidates_list(h.step->eliminations);
        emit(out, text + ": " + h.message);
        all_ok = all_ok && (h.kind == tech::HintKind::Step || h.kind == tech::HintKind::Solved ||
                            h.kind == tech::HintKind::WrongEntry || h.kind == tech::HintKind::WrongCandidates);
      },
      [&](const std::string& message) {
        emit(out, "invalid: " + message);
        all_ok = false;
      });
  return all_ok ? 0 : 1;
}

}  // namespace sudoku::cli
