// `sudoku-lab hint`: one hint per input line. A line is
//   PUZZLE [ENTRIES [CANDIDATES]]
// separated by spaces: PUZZLE and ENTRIES are 81 characters ('.' or '0' empty; ENTRIES may
// repeat the givens, or be '-' for none), CANDIDATES is 81 comma-separated fields of the player's pencil marks
// (digits; an empty field means no marks recorded for that cell).
// Output: "KIND [technique] cells=... [place=...] [remove=...]: message".
// A variant PUZZLE (f-puzzles JSON, a compact line, a grid of another size; docs/VARIANTS.md) has
// ENTRIES of n*n symbols (1-9, A-G) and CANDIDATES of n*n fields of symbols, and is answered by
// the variant hint (sudoku/variants/rate.hpp); a plain classic 9x9 one goes the classic way.
#include <ostream>
#include <sstream>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/input.hpp"
#include "sudoku/techniques/hint.hpp"
#include "sudoku/techniques/pencil_marks.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/rate.hpp"

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

// The puzzle part of a line and what follows it: a JSON puzzle runs to the line's last '}'.
std::pair<std::string, std::string> split_puzzle(const std::string& line) {
  const auto start = line.find_first_not_of(" \t");
  if (start == std::string::npos) return {"", ""};
  const auto close = line.rfind('}');  // a JSON puzzle without its '}' is all of the line (and refused)
  const auto end = line[start] != '{'           ? line.find_first_of(" \t", start)
                   : close == std::string::npos ? std::string::npos
                                                : close + 1;
  if (end == std::string::npos) return {line.substr(start), ""};
  return {line.substr(start, end - start), line.substr(end)};
}

// ENTRIES and CANDIDATES of a variant line into the request; an error message, or "".
std::string parse_variant_rest(const std::string& rest, variants::VariantHintRequest& req) {
  std::istringstream in(rest);
  std::string entries, marks, extra;
  in >> entries >> marks >> extra;
  if (!extra.empty()) return "unexpected text after the candidates: '" + extra + "'";
  const int n = req.puzzle.size;
  const auto cells = static_cast<std::size_t>(n * n);
  const auto digit = [&](char c) {
    const int d = variants::symbol_digit(c);
    return d > n ? -1 : d;
  };
  if (!entries.empty() && entries != "-" && entries != ".") {
    if (entries.size() != cells)
      return "entries: " + std::to_string(entries.size()) + " symbols; the grid has " + std::to_string(cells) +
             " cells";
    for (std::size_t i = 0; i < cells; ++i) {
      const int d = digit(entries[i]);
      if (d < 0)
        return "entries, character " + std::to_string(i + 1) + ": '" + entries[i] + "' is not a digit of a " +
               std::to_string(n) + "x" + std::to_string(n) + " grid";
      req.entries.push_back(static_cast<std::uint8_t>(d));
    }
  }
  if (!marks.empty()) {
    std::vector<std::uint16_t> masks;
    std::string field;
    std::istringstream fields(marks + ",");
    while (std::getline(fields, field, ',')) {
      std::uint16_t m = 0;
      for (char c : field) {
        const int d = digit(c);
        if (d <= 0)
          return "candidates, field " + std::to_string(masks.size() + 1) + ": '" + c + "' is not a digit of a " +
                 std::to_string(n) + "x" + std::to_string(n) + " grid";
        m = static_cast<std::uint16_t>(m | (1u << (d - 1)));
      }
      masks.push_back(m);
    }
    if (masks.size() != cells)
      return "candidates: " + std::to_string(masks.size()) + " fields; the grid has " + std::to_string(cells) +
             " cells";
    req.candidates = masks;
  }
  return "";
}

std::string variant_candidates_list(const variants::VariantPuzzle& p,
                                    const std::vector<variants::VariantCandidate>& cs) {
  std::string s;
  for (const auto& c : cs) {
    if (!s.empty()) s += ',';
    s += variants::variant_candidate_name(p, c);
  }
  return s;
}

// One variant hint line; ok false for the kinds that are not an answer.
std::string variant_hint_line(const variants::VariantHintRequest& req, bool& ok) {
  const variants::VariantHint h = variants::variant_hint(req);
  std::string text = tech::hint_kind_name(h.kind);
  if (h.step) text += " " + h.step->technique;
  if (!h.cells.empty()) {
    text += " cells=";
    for (std::size_t i = 0; i < h.cells.size(); ++i) {
      if (i) text += ',';
      text += variants::variant_cell_name(req.puzzle, h.cells[i]);
    }
  }
  if (h.step && !h.step->placements.empty())
    text += " place=" + variant_candidates_list(req.puzzle, h.step->placements);
  if (h.step && !h.step->eliminations.empty())
    text += " remove=" + variant_candidates_list(req.puzzle, h.step->eliminations);
  ok = h.kind == tech::HintKind::Step || h.kind == tech::HintKind::Solved || h.kind == tech::HintKind::WrongEntry ||
       h.kind == tech::HintKind::WrongCandidates;
  return text + ": " + h.message;
}

}  // namespace

int hint_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"jobs"}, {"reveal"});
  const unsigned jobs = jobs_option(args);
  const bool reveal = args.flag("reveal");
  return answer_lines(args.positionals(), out, jobs, [&](const std::string& input) -> Answer {
    std::string line = input;
    const auto [puzzle_part, rest] = split_puzzle(input);
    if (is_variant_line(puzzle_part)) {
      variants::VariantHintRequest vreq;
      try {
        vreq.puzzle = variants::read_variant_line(puzzle_part);
      } catch (const variants::FormatError& e) {
        return {std::string("invalid: puzzle: ") + e.what(), false};
      }
      if (const auto g = classic_of(vreq.puzzle)) {
        line.clear();  // plain classic 9x9: its 81 digits, then the rest, the classic way
        for (int i = 0; i < kCells; ++i) line += static_cast<char>('0' + (*g)[i]);
        line += rest;
      } else {
        vreq.reveal = reveal;
        const std::string error = parse_variant_rest(rest, vreq);
        Answer a{"", error.empty()};
        a.text = a.ok ? variant_hint_line(vreq, a.ok) : "invalid: " + error;
        return a;
      }
    }
    tech::HintRequest req;
    req.reveal = reveal;
    const std::string error = parse_request(line, req);
    if (!error.empty()) return {"invalid: " + error, false};
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
    return {text + ": " + h.message, h.kind == tech::HintKind::Step || h.kind == tech::HintKind::Solved ||
                                         h.kind == tech::HintKind::WrongEntry ||
                                         h.kind == tech::HintKind::WrongCandidates};
  });
}

}  // namespace sudoku::cli
