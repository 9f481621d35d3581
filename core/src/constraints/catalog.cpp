// The registry's public view (sudoku/variants/constraint_catalog.hpp): what the bindings and the CLI
// list and draw, read from the kinds' entries so that no list of kinds is kept outside this folder.
#include "sudoku/variants/constraint_catalog.hpp"

#include "constraints/constraint_type.hpp"

namespace sudoku::variants::constraints {

namespace {
KindInfo info(const ConstraintType& t) { return {t.kind, t.title, t.rule, t.fpuzzles_keys, t.line_labels}; }
}  // namespace

std::vector<KindInfo> kinds() {
  std::vector<KindInfo> out;
  for (const ConstraintType* t : registry()) out.push_back(info(*t));
  return out;
}

std::optional<KindInfo> kind_info(std::string_view kind) {
  if (const ConstraintType* t = find_type(kind)) return info(*t);
  return std::nullopt;
}

std::vector<Shape> shapes(const Constraint& c, int n) {
  std::vector<Shape> out;
  if (const ConstraintType* t = find_type(c.kind); t && t->draw) t->draw(c, n, out);
  return out;
}

}  // namespace sudoku::variants::constraints
