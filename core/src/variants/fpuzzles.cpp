// f-puzzles JSON to and from the variant model (fpuzzles.hpp), with nlohmann/json. Every key is
// either read, ignored as presentation, or refused as a constraint the engine does not implement.
#include "sudoku/variants/fpuzzles.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <nlohmann/json.hpp>
#include <set>
#include <tuple>
#include <utility>

#include "constraints/constraint_type.hpp"

namespace sudoku::variants {
namespace {

using nlohmann::json;

// Keys that change no rule: metadata, solver settings, the editor's state (which constraint tools
// it shows, the message on a finish) and drawn shapes that f-puzzles itself does not enforce (a
// ruleset may give them a meaning; the engine cannot read it).
const std::set<std::string> kIgnoredKeys = {"title",
                                            "author",
                                            "ruleset",
                                            "solution",
                                            "highlightConflicts",
                                            "text",
                                            "cage",
                                            "circle",
                                            "rectangle",
                                            "line",
                                            "disabledlogic",
                                            "truecandidatesoptions",
                                            "activeConstraints",
                                            "metadata",
                                            "successMessage"};
const std::set<std::string> kReadKeys = {"size",      "grid",       "killercage", "extraregion",    "diagonal+",
                                         "diagonal-", "antiknight", "antiking",   "nonconsecutive", "disjointgroups"};
const std::set<std::string> kIgnoredCellKeys = {"c",          "highlight",  "centerPencilMarks", "cornerPencilMarks",
                                                "candidates", "pencilMarks"};
const std::set<std::string> kReadCellKeys = {"value", "given", "region"};

// A value that adds nothing: null, false, or an empty array, object or string.
bool inert(const json& v) {
  return v.is_null() || (v.is_boolean() && !v.get<bool>()) || ((v.is_array() || v.is_object()) && v.empty()) ||
         (v.is_string() && v.get_ref<const std::string&>().empty());
}

std::string shown(const json& v) {
  std::string s = v.dump();
  return s.size() > 40 ? s.substr(0, 37) + "..." : s;
}

[[noreturn]] void fail(const std::string& where, const std::string& what) {
  throw FormatError("f-puzzles " + where + ": " + what);
}

// A whole number from a JSON number or a decimal string.
std::optional<int> whole_number(const json& v) {
  if (v.is_number_integer()) {
    const auto x = v.get<long long>();
    if (x >= -100000 && x <= 100000) return static_cast<int>(x);
    return std::nullopt;
  }
  if (v.is_number_float()) {
    const double x = v.get<double>();  // range first: casting a huge double to int is undefined
    if (x >= -100000 && x <= 100000 && x == static_cast<double>(static_cast<int>(x))) return static_cast<int>(x);
    return std::nullopt;
  }
  if (v.is_string()) {
    const auto& s = v.get_ref<const std::string&>();
    if (s.empty() || s.size() > 6 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return std::nullopt;
    return std::stoi(s);
  }
  return std::nullopt;
}

bool read_flag(const json& j, const char* key) {
  if (!j.contains(key) || j[key].is_null()) return false;
  if (!j[key].is_boolean()) fail(key, "expected true or false, found " + shown(j[key]));
  return j[key].get<bool>();
}

// Row and column (from 1, as written, up to 3 digits each) of "R3C5" in either case; none when the
// text is not of that form.
std::optional<std::pair<int, int>> row_col(const json& v) {
  if (!v.is_string()) return std::nullopt;
  const auto& s = v.get_ref<const std::string&>();
  int r = 0, c = 0;
  std::size_t i = 0;
  auto number = [&](int& out) {
    const std::size_t start = i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9' && i - start < 3) out = out * 10 + (s[i++] - '0');
    return i > start;
  };
  const bool ok = i < s.size() && (s[i] == 'R' || s[i] == 'r') && (++i, number(r)) && i < s.size() &&
                  (s[i] == 'C' || s[i] == 'c') && (++i, number(c)) && i == s.size();
  if (!ok) return std::nullopt;
  return std::pair{r, c};
}

// "R3C5" (either case) of an n x n grid.
int read_cell(const json& v, int n, const std::string& where) {
  const auto rc = row_col(v);
  if (!rc || rc->first < 1 || rc->first > n || rc->second < 1 || rc->second > n)
    fail(where, "expected a cell R1C1..R" + std::to_string(n) + "C" + std::to_string(n) + " of a " + std::to_string(n) +
                    "x" + std::to_string(n) + " grid, found " + shown(v));
  return (rc->first - 1) * n + (rc->second - 1);
}

std::vector<int> read_cells(const json& entry, int n, const std::string& where) {
  if (!entry.is_object()) fail(where, "expected an object with \"cells\", found " + shown(entry));
  if (!entry.contains("cells") || !entry["cells"].is_array() || entry["cells"].empty())
    fail(where + ".cells", "expected a list of cells such as [\"R1C1\", \"R1C2\"]");
  std::vector<int> cells;
  const auto& list = entry["cells"];
  for (std::size_t i = 0; i < list.size(); ++i)
    cells.push_back(read_cell(list[i], n, where + ".cells[" + std::to_string(i) + "]"));
  return cells;
}

const json& read_list(const json& j, const char* key) {
  static const json empty = json::array();
  if (!j.contains(key) || j[key].is_null()) return empty;
  if (!j[key].is_array()) fail(key, "expected a list, found " + shown(j[key]));
  return j[key];
}

// A place R0C0..R(n+1)C(n+1): the grid's cells and the clues around it (f-puzzles numbers the
// rows and columns outside the grid 0 and n+1).
constraints::Place read_place(const json& v, int n, const std::string& where) {
  const auto rc = row_col(v);
  if (!rc || rc->first > n + 1 || rc->second > n + 1)
    fail(where,
         "expected a cell R0C0..R" + std::to_string(n + 1) + "C" + std::to_string(n + 1) + ", found " + shown(v));
  return {rc->first - 1, rc->second - 1};
}

std::vector<int> read_cell_list(const json& list, int n, const std::string& where) {
  if (!list.is_array()) fail(where, "expected a list of cells such as [\"R1C1\", \"R1C2\"], found " + shown(list));
  std::vector<int> cells;
  for (std::size_t i = 0; i < list.size(); ++i)
    cells.push_back(read_cell(list[i], n, where + "[" + std::to_string(i) + "]"));
  return cells;
}

std::string text_of(const json& v, const std::string& where) {
  if (v.is_string()) return v.get<std::string>();
  if (v.is_number_integer()) return std::to_string(v.get<long long>());
  if (const auto x = whole_number(v)) return std::to_string(*x);
  fail(where, "expected a number or text, found " + shown(v));
}

// The fields of one entry a constraint kind may read (constraints::FpEntry).
constraints::FpEntry read_entry(const json& entry, int n, const std::string& where) {
  if (!entry.is_object()) fail(where, "expected an object, found " + shown(entry));
  constraints::FpEntry e;
  e.where = where;
  if (entry.contains("lines") && !entry["lines"].is_null()) {
    const json& lines = entry["lines"];
    if (!lines.is_array()) fail(where + ".lines", "expected a list of lines, found " + shown(lines));
    for (std::size_t i = 0; i < lines.size(); ++i)
      e.lines.push_back(read_cell_list(lines[i], n, where + ".lines[" + std::to_string(i) + "]"));
  }
  if (entry.contains("cells") && !entry["cells"].is_null())
    e.cells = read_cell_list(entry["cells"], n, where + ".cells");
  if (entry.contains("cloneCells") && !entry["cloneCells"].is_null())
    e.clone_cells = read_cell_list(entry["cloneCells"], n, where + ".cloneCells");
  if (entry.contains("cell") && !entry["cell"].is_null()) e.cell = read_place(entry["cell"], n, where + ".cell");
  if (entry.contains("value") && !entry["value"].is_null()) e.value = text_of(entry["value"], where + ".value");
  if (entry.contains("values") && entry["values"].is_array())
    for (std::size_t i = 0; i < entry["values"].size(); ++i) {
      const std::string at = where + ".values[" + std::to_string(i) + "]";
      const auto x = whole_number(entry["values"][i]);
      if (!x) fail(at, "expected a whole number, found " + shown(entry["values"][i]));
      e.values.push_back(*x);
    }
  if (entry.contains("direction") && entry["direction"].is_string())
    e.direction = entry["direction"].get<std::string>();
  for (const char* label : {"description", "fromConstraint"})
    if (entry.contains(label) && entry[label].is_string() && e.description.empty())
      e.description = entry[label].get<std::string>();
  return e;
}

// The kind that reads a top-level key, or a generic line's label (lower case, trimmed).
const constraints::ConstraintType* kind_of_key(std::string_view key) {
  for (const auto* t : constraints::registry())
    for (auto k : t->fpuzzles_keys)
      if (k == key) return t;
  return nullptr;
}
std::string label_key(std::string label) {
  std::transform(label.begin(), label.end(), label.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  const auto first = label.find_first_not_of(" \t"), last = label.find_last_not_of(" \t");
  return first == std::string::npos ? "" : label.substr(first, last - first + 1);
}
const constraints::ConstraintType* kind_of_label(const std::string& label) {
  const std::string key = label_key(label);
  for (const auto* t : constraints::registry())
    for (auto l : t->line_labels)
      if (l == key) return t;
  return nullptr;
}

// Windoku's four boxes (r2-4 and r6-8 by c2-4 and c6-8), sorted.
std::array<std::vector<int>, 4> windoku_boxes() {
  std::array<std::vector<int>, 4> boxes;
  int k = 0;
  for (int br : {1, 5})
    for (int bc : {1, 5}) {
      for (int r = br; r < br + 3; ++r)
        for (int c = bc; c < bc + 3; ++c) boxes[static_cast<std::size_t>(k)].push_back(r * 9 + c);
      ++k;
    }
  return boxes;
}

// When all four windoku boxes are among the extra regions, the last copy of each becomes the
// windoku flag (the writer puts them last), so a written windoku reads back as one.
void recognise_windoku(VariantPuzzle& p) {
  if (p.size != 9) return;
  std::array<std::size_t, 4> found{};
  const auto boxes = windoku_boxes();
  for (std::size_t b = 0; b < 4; ++b) {
    bool any = false;
    for (std::size_t i = p.extra_regions.size(); i-- > 0;) {
      auto sorted = p.extra_regions[i];
      std::sort(sorted.begin(), sorted.end());
      if (sorted == boxes[b]) {
        found[b] = i, any = true;
        break;
      }
    }
    if (!any) return;
  }
  std::sort(found.begin(), found.end());
  for (std::size_t b = 4; b-- > 0;)
    p.extra_regions.erase(p.extra_regions.begin() + static_cast<std::ptrdiff_t>(found[b]));
  p.windoku = true;
}

// Each cell's box index, row-major boxes (as units() numbers them).
std::vector<int> box_regions(const VariantPuzzle& p) {
  const int n = p.size;
  std::vector<int> out(static_cast<std::size_t>(n * n));
  for (int cell = 0; cell < n * n; ++cell)
    out[static_cast<std::size_t>(cell)] = (cell / n / p.box_rows) * (n / p.box_cols) + cell % n / p.box_cols;
  return out;
}

std::string cell_ref(const VariantPuzzle& p, int cell) {
  if (cell < 0 || cell >= p.cells())
    throw FormatError("f-puzzles: cell " + std::to_string(cell) + " is outside the grid");
  std::string ref = "R";  // (in steps: GCC 12 warns falsely on "R" + to_string(...))
  ref += std::to_string(cell / p.size + 1);
  ref += 'C';
  ref += std::to_string(cell % p.size + 1);
  return ref;
}

// Refuses JSON nested deeper than kMaxFpuzzlesDepth, by one pass over the brackets outside
// strings: "f-puzzles JSON nested deeper than 32 at character 33" (1-based).
void check_depth(std::string_view text) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped) escaped = false;
      else if (c == '\\') escaped = true;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxFpuzzlesDepth)
        throw FormatError("f-puzzles JSON nested deeper than " + std::to_string(kMaxFpuzzlesDepth) + " at character " +
                          std::to_string(i + 1));
    } else if (c == ']' || c == '}') {
      --depth;  // unbalanced brackets are the parser's to name
    }
  }
}

// The registry's constraints: each key a kind reads, the negative rules, and the generic lines
// labelled with a kind ("Renban"); a line with another label is drawing only.
void read_constraints(const json& j, VariantPuzzle& p) {
  for (const auto& [key, value] : j.items()) {
    const auto* type = kind_of_key(key);
    if (!type || inert(value)) continue;
    const json& list = read_list(j, key.c_str());
    for (std::size_t i = 0; i < list.size(); ++i)
      type->read(read_entry(list[i], p.size, key + "[" + std::to_string(i) + "]"), key, p.size, p.constraints);
  }
  for (const auto& v : read_list(j, "negative")) {
    const std::string key = "negative:" + (v.is_string() ? v.get<std::string>() : std::string());
    if (const auto* type = kind_of_key(key)) {
      constraints::FpEntry e;
      e.where = "negative";
      e.value = v.get<std::string>();
      type->read(e, key, p.size, p.constraints);
    }
  }
  const json& lines = read_list(j, "line");
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (!lines[i].is_object()) continue;
    const constraints::FpEntry e = read_entry(lines[i], p.size, "line[" + std::to_string(i) + "]");
    if (const auto* type = kind_of_label(e.description)) type->read(e, "line", p.size, p.constraints);
  }
  // f-puzzles' own solver exempts pairs joined by a white dot from "nonconsecutive" (the dot says
  // they are consecutive): with white dots of 1 only, that is the negative white-dot rule.
  const auto white = [](const Constraint& c) { return c.kind == "difference-dot"; };
  if (p.rules.non_consecutive && std::any_of(p.constraints.begin(), p.constraints.end(), white) &&
      std::all_of(p.constraints.begin(), p.constraints.end(),
                  [&](const Constraint& c) { return !white(c) || c.values == std::vector<int>{1}; }) &&
      std::none_of(p.constraints.begin(), p.constraints.end(),
                   [](const Constraint& c) { return c.kind == "no-difference"; })) {
    p.rules.non_consecutive = false;
    p.constraints.push_back({"no-difference", {}, {}});
  }
  // JSON objects have no order: the registry's order, stable, makes a written puzzle read back equal.
  const auto& all = constraints::registry();
  const auto rank = [&](const Constraint& c) {
    return std::find_if(all.begin(), all.end(), [&](const auto* t) { return t->kind == c.kind; }) - all.begin();
  };
  std::stable_sort(p.constraints.begin(), p.constraints.end(),
                   [&](const Constraint& a, const Constraint& b) { return rank(a) < rank(b); });
}

// The registry's constraints, each as its kind writes it.
void write_constraints(const VariantPuzzle& p, nlohmann::ordered_json& j) {
  using ordered = nlohmann::ordered_json;
  const auto cells = [&](const std::vector<int>& list) {
    ordered a = ordered::array();
    for (int cell : list) a.push_back(cell_ref(p, cell));
    return a;
  };
  for (const Constraint& c : p.constraints) {
    const auto* type = constraints::find_type(c.kind);
    if (!type) throw FormatError("f-puzzles: no constraint of kind '" + c.kind + "'");
    std::vector<constraints::FpOut> out;
    type->write(c, p.size, out);
    for (const auto& [key, e] : out) {
      if (key.rfind("grid:", 0) == 0 && e.cell) {  // a rule kept on the cell (given pencil marks)
        j["grid"][static_cast<std::size_t>(e.cell->row)][static_cast<std::size_t>(e.cell->col)][key.substr(5)] =
            e.values;
        continue;
      }
      if (key == "negative") {
        if (!j.contains("negative")) j["negative"] = ordered::array();
        j["negative"].push_back(e.value.value_or(""));
        continue;
      }
      ordered entry = ordered::object();
      if (!e.lines.empty()) {
        ordered lines = ordered::array();
        for (const auto& line : e.lines) lines.push_back(cells(line));
        entry["lines"] = std::move(lines);
      }
      if (!e.cells.empty()) entry["cells"] = cells(e.cells);
      if (!e.clone_cells.empty()) entry["cloneCells"] = cells(e.clone_cells);
      if (e.cell) entry["cell"] = "R" + std::to_string(e.cell->row + 1) + "C" + std::to_string(e.cell->col + 1);
      if (!e.direction.empty()) entry["direction"] = e.direction;
      if (e.value) entry["value"] = *e.value;
      if (!e.values.empty()) entry["values"] = e.values;
      if (key == "line") {  // f-puzzles' generic line, which SudokuPad reads by its label
        entry["outlineC"] = "#C060C0";
        entry["width"] = 0.4;
        entry["description"] = e.description;
        entry["isNewConstraint"] = true;
      }
      if (!j.contains(key)) j[key] = ordered::array();
      j[key].push_back(std::move(entry));
    }
  }
}

}  // namespace

VariantPuzzle read_fpuzzles(std::string_view text) {
  check_depth(text);
  json j;
  try {
    j = json::parse(text.begin(), text.end());
  } catch (const json::exception& e) {
    // e.what() reads "[json.exception.parse_error.101] parse error at line 1, column 5: ..." (or
    // out_of_range.406 for a number too large for a double, e.g. 1e400)
    std::string what = e.what();
    if (const auto at = what.find("] "); at != std::string::npos) what = what.substr(at + 2);
    throw FormatError("f-puzzles: not JSON: " + what);
  }
  if (!j.is_object()) throw FormatError("f-puzzles: expected a JSON object, found " + shown(j));

  // Constraints the engine does not implement, all named at once.
  std::vector<std::string> refused;
  for (const auto& [key, value] : j.items()) {
    if (kReadKeys.count(key) || kIgnoredKeys.count(key) || inert(value) || kind_of_key(key)) continue;
    if (key == "negative") {
      // Negative constraints: every dot/XV shown, so their absence is a rule too.
      std::string names;
      if (value.is_array())
        for (const auto& v : value)
          if (!v.is_string() || !kind_of_key("negative:" + v.get<std::string>()))
            names += (names.empty() ? "" : ", ") + (v.is_string() ? v.get<std::string>() : shown(v));
      if (!names.empty()) refused.push_back("negative (" + names + ")");
    } else {
      refused.push_back(key);
    }
  }
  // Drawn lines made by a constraint tool are that constraint.
  if (j.contains("line") && j["line"].is_array())
    for (const auto& line : j["line"])
      if (line.is_object() && line.contains("fromConstraint") && !inert(line["fromConstraint"]) &&
          !(line["fromConstraint"].is_string() && kind_of_label(line["fromConstraint"].get<std::string>())))
        refused.push_back("line from " + (line["fromConstraint"].is_string() ? line["fromConstraint"].get<std::string>()
                                                                             : shown(line["fromConstraint"])));

  if (!j.contains("size")) fail("size", "missing");
  const auto n = whole_number(j["size"]);
  if (!n || !j["size"].is_number()) fail("size", "expected a number, found " + shown(j["size"]));
  auto puzzle = empty_puzzle(*n);
  if (!puzzle) fail("size", std::to_string(*n) + " is not one of the engine's sizes 4, 6, 9, 12, 16");
  VariantPuzzle& p = *puzzle;

  if (!j.contains("grid")) fail("grid", "missing");
  const json& grid = j["grid"];
  if (!grid.is_array() || grid.size() != static_cast<std::size_t>(*n))
    fail("grid", "expected " + std::to_string(*n) + " rows, found " +
                     (grid.is_array() ? std::to_string(grid.size()) : shown(grid)));
  std::vector<int> regions = box_regions(p);
  bool any_region = false;
  std::vector<std::pair<const constraints::ConstraintType*, constraints::FpEntry>> cell_rules;
  for (int r = 0; r < *n; ++r) {
    const json& row = grid[static_cast<std::size_t>(r)];
    const std::string row_where = "grid[" + std::to_string(r) + "]";
    if (!row.is_array() || row.size() != static_cast<std::size_t>(*n))
      fail(row_where, "expected " + std::to_string(*n) + " cells, found " +
                          (row.is_array() ? std::to_string(row.size()) : shown(row)));
    for (int c = 0; c < *n; ++c) {
      const json& cell = row[static_cast<std::size_t>(c)];
      const std::string where = row_where + "[" + std::to_string(c) + "]";
      const int index = r * *n + c;
      if (cell.is_null()) continue;
      if (!cell.is_object()) fail(where, "expected an object, found " + shown(cell));
      for (const auto& [key, value] : cell.items()) {
        if (kReadCellKeys.count(key) || kIgnoredCellKeys.count(key) || inert(value)) continue;
        if (const auto* type = kind_of_key("grid:" + key)) {  // a rule kept on the cell (given pencil marks)
          constraints::FpEntry e;
          e.where = where + "." + key;
          if (!value.is_array()) fail(e.where, "expected a list of digits, found " + shown(value));
          for (std::size_t i = 0; i < value.size(); ++i) {
            const auto d = whole_number(value[i]);
            if (!d) fail(e.where + "[" + std::to_string(i) + "]", "expected a digit, found " + shown(value[i]));
            e.values.push_back(*d);
          }
          e.cell = constraints::Place{r, c};
          cell_rules.emplace_back(type, std::move(e));
          continue;
        }
        const std::string name = key + " (in grid cells)";
        if (std::find(refused.begin(), refused.end(), name) == refused.end()) refused.push_back(name);
      }
      const bool given = cell.contains("given") && cell["given"].is_boolean() && cell["given"].get<bool>();
      if (cell.contains("given") && !cell["given"].is_boolean() && !cell["given"].is_null())
        fail(where + ".given", "expected true or false, found " + shown(cell["given"]));
      if (given && cell.contains("value") && !cell["value"].is_null()) {
        const auto d = whole_number(cell["value"]);
        if (!d || *d < 1 || *d > *n)
          fail(where + ".value", "expected a digit 1-" + std::to_string(*n) + ", found " + shown(cell["value"]));
        p.givens[static_cast<std::size_t>(index)] = static_cast<std::uint8_t>(*d);
      }
      if (cell.contains("region") && !cell["region"].is_null()) {
        const auto region = whole_number(cell["region"]);
        if (!region || !cell["region"].is_number() || *region < 0 || *region >= *n)
          fail(where + ".region",
               "expected a region index 0-" + std::to_string(*n - 1) + ", found " + shown(cell["region"]));
        regions[static_cast<std::size_t>(index)] = *region;
        any_region = true;
      }
    }
  }
  if (!refused.empty()) {
    std::string names;
    for (const auto& name : refused) names += (names.empty() ? "" : ", ") + name;
    throw FormatError("f-puzzles: constraints this engine does not implement: " + names);
  }
  // Regions equal to the boxes are the boxes (f-puzzles may write a region on every cell).
  if (any_region && regions != box_regions(p)) p.regions = std::move(regions);

  p.diagonal_anti = read_flag(j, "diagonal+");
  p.diagonal_main = read_flag(j, "diagonal-");
  p.rules.anti_knight = read_flag(j, "antiknight");
  p.rules.anti_king = read_flag(j, "antiking");
  p.rules.non_consecutive = read_flag(j, "nonconsecutive");
  p.disjoint_groups = read_flag(j, "disjointgroups");

  const json& cages = read_list(j, "killercage");
  for (std::size_t i = 0; i < cages.size(); ++i) {
    const std::string where = "killercage[" + std::to_string(i) + "]";
    Cage cage;
    cage.cells = read_cells(cages[i], *n, where);
    const json& entry = cages[i];
    if (entry.contains("value") && !entry["value"].is_null() &&
        !(entry["value"].is_string() && entry["value"].get_ref<const std::string&>().empty())) {
      const auto sum = whole_number(entry["value"]);
      if (!sum || *sum < 0)
        fail(where + ".value", "expected a whole number (the sum) or nothing, found " + shown(entry["value"]));
      cage.sum = *sum;
    }
    p.cages.push_back(std::move(cage));
  }
  const json& extras = read_list(j, "extraregion");
  for (std::size_t i = 0; i < extras.size(); ++i)
    p.extra_regions.push_back(read_cells(extras[i], *n, "extraregion[" + std::to_string(i) + "]"));
  recognise_windoku(p);
  for (const auto& [type, e] : cell_rules) type->read(e, "grid", p.size, p.constraints);
  read_constraints(j, p);
  return p;
}

std::string fpuzzles_decorations(std::string_view text) {
  json j;
  try {
    check_depth(text);
    j = json::parse(text.begin(), text.end());
  } catch (const std::exception&) {
    return "";
  }
  if (!j.is_object()) return "";
  const auto count = [&](const char* key) {
    if (!j.contains(key) || !j[key].is_array()) return 0;
    int k = 0;
    for (const auto& entry : j[key]) {
      bool rule = false;  // a line whose label names a kind is that rule
      if (std::string_view(key) == "line" && entry.is_object())
        for (const char* label : {"description", "fromConstraint"})
          rule = rule ||
                 (entry.contains(label) && entry[label].is_string() && kind_of_label(entry[label].get<std::string>()));
      k += !rule;
    }
    return k;
  };
  std::vector<std::string> parts;
  for (const auto& [key, one, many] :
       {std::tuple{"cage", "cage outline", "cage outlines"}, std::tuple{"circle", "circle", "circles"},
        std::tuple{"rectangle", "rectangle", "rectangles"}, std::tuple{"line", "line", "lines"},
        std::tuple{"text", "text", "texts"}}) {
    const int k = count(key);
    if (k > 0) parts.push_back(std::to_string(k) + " " + (k == 1 ? one : many));
  }
  if (parts.empty()) return "";
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i)
    out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
  out += parts.size() == 1 && parts[0].rfind("1 ", 0) == 0 ? " is decoration here" : " are decoration here";
  if (j.contains("ruleset") && j["ruleset"].is_string() && !j["ruleset"].get_ref<const std::string&>().empty()) {
    std::string rules = j["ruleset"].get<std::string>();
    if (rules.size() > 300) rules = rules.substr(0, 297) + "...";
    for (char& c : rules)
      if (c == '\n' || c == '\r' || c == '\t') c = ' ';
    out += "; the rules text says: " + rules;
  }
  return out;
}

std::string write_fpuzzles(const VariantPuzzle& p, const std::vector<std::uint8_t>& values) {
  using ordered = nlohmann::ordered_json;
  const auto shape = empty_puzzle(p.size);
  if (!shape) throw FormatError("f-puzzles: size " + std::to_string(p.size) + " is not one of 4, 6, 9, 12, 16");
  const int n = p.size;
  if (p.givens.size() != static_cast<std::size_t>(n * n))
    throw FormatError("f-puzzles: givens has " + std::to_string(p.givens.size()) + " values, not " +
                      std::to_string(n * n));
  if (!values.empty() && values.size() != static_cast<std::size_t>(n * n))
    throw FormatError("f-puzzles: values has " + std::to_string(values.size()) + " digits, not " +
                      std::to_string(n * n));
  if (p.jigsaw() && p.regions.size() != static_cast<std::size_t>(n * n))
    throw FormatError("f-puzzles: regions has " + std::to_string(p.regions.size()) + " entries, not " +
                      std::to_string(n * n));
  // f-puzzles draws each size's usual boxes; another box shape is written as jigsaw regions.
  const bool own_boxes = p.box_rows != shape->box_rows || p.box_cols != shape->box_cols;
  if (p.windoku && n != 9) throw FormatError("f-puzzles: windoku needs a 9x9 grid");
  const std::vector<int> regions = p.jigsaw() ? p.regions : box_regions(p);
  ordered j;
  j["size"] = n;
  ordered grid = ordered::array();
  for (int r = 0; r < n; ++r) {
    ordered row = ordered::array();
    for (int c = 0; c < n; ++c) {
      const int cell = r * n + c;
      ordered entry = ordered::object();
      if (const int d = p.givens[static_cast<std::size_t>(cell)]; d != 0) {
        if (d > n) throw FormatError("f-puzzles: " + variant_cell_name(p, cell) + " holds " + std::to_string(d));
        entry["value"] = d;
        entry["given"] = true;
      } else if (const int v = values.empty() ? 0 : values[static_cast<std::size_t>(cell)]; v != 0) {
        if (v > n) throw FormatError("f-puzzles: " + variant_cell_name(p, cell) + " holds " + std::to_string(v));
        entry["value"] = v;
      }
      if (p.jigsaw() || own_boxes) {
        const int region = regions[static_cast<std::size_t>(cell)];
        if (region < 0 || region >= n)
          throw FormatError("f-puzzles: " + variant_cell_name(p, cell) + " has region index " + std::to_string(region));
        entry["region"] = region;
      }
      row.push_back(std::move(entry));
    }
    grid.push_back(std::move(row));
  }
  j["grid"] = std::move(grid);
  if (p.diagonal_anti) j["diagonal+"] = true;
  if (p.diagonal_main) j["diagonal-"] = true;
  if (p.rules.anti_knight) j["antiknight"] = true;
  if (p.rules.anti_king) j["antiking"] = true;
  if (p.rules.non_consecutive) j["nonconsecutive"] = true;
  if (p.disjoint_groups) j["disjointgroups"] = true;
  auto cells = [&](const std::vector<int>& list) {
    ordered out = ordered::array();
    for (int cell : list) out.push_back(cell_ref(p, cell));
    return out;
  };
  if (!p.cages.empty()) {
    ordered cages = ordered::array();
    for (const Cage& cage : p.cages) {
      if (cage.cells.empty()) throw FormatError("f-puzzles: a cage has no cells");
      ordered entry;
      entry["cells"] = cells(cage.cells);
      if (cage.sum) entry["value"] = std::to_string(*cage.sum);  // f-puzzles writes sums as strings
      cages.push_back(std::move(entry));
    }
    j["killercage"] = std::move(cages);
  }
  // Windoku's boxes go last, so the reader takes the last copies for the flag.
  std::vector<std::vector<int>> extras = p.extra_regions;
  if (p.windoku && n == 9)
    for (const auto& box : windoku_boxes()) extras.push_back(box);
  if (!extras.empty()) {
    ordered list = ordered::array();
    for (const auto& region : extras) {
      if (region.empty()) throw FormatError("f-puzzles: an extra region has no cells");
      ordered entry;
      entry["cells"] = cells(region);
      list.push_back(std::move(entry));
    }
    j["extraregion"] = std::move(list);
  }
  write_constraints(p, j);
  return j.dump();
}

}  // namespace sudoku::variants
