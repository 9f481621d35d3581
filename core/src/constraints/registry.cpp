// Every kind of constraint, one line each (docs/ADDING_A_CONSTRAINT.md): the catalog, the readers,
// the solver and the drawing find kinds here and nowhere else.
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/constraint_type.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::constraints {

// Each kind's file defines its entry.
extern const ConstraintType kThermometer;
extern const ConstraintType kSlowThermometer;
extern const ConstraintType kArrow;
extern const ConstraintType kDifferenceDot;
extern const ConstraintType kRatioDot;
extern const ConstraintType kEven;
extern const ConstraintType kOdd;
extern const ConstraintType kNoRatio;
extern const ConstraintType kXV;
extern const ConstraintType kNoXV;
extern const ConstraintType kNoDifference;
extern const ConstraintType kQuadruple;
extern const ConstraintType kMinimum;
extern const ConstraintType kMaximum;
extern const ConstraintType kClone;
extern const ConstraintType kPencilMarks;
extern const ConstraintType kRowIndexer;
extern const ConstraintType kColumnIndexer;
extern const ConstraintType kBoxIndexer;
extern const ConstraintType kDoubleArrow;

extern const ConstraintType kLittleKiller;
extern const ConstraintType kSandwich;
extern const ConstraintType kXSum;
extern const ConstraintType kSkyscraper;
extern const ConstraintType kParityLine;
extern const ConstraintType kPalindrome;
extern const ConstraintType kWhispers;
extern const ConstraintType kRenban;
extern const ConstraintType kRegionSum;
extern const ConstraintType kEntropic;
extern const ConstraintType kZipper;
extern const ConstraintType kModular;
extern const ConstraintType kBetween;
extern const ConstraintType kLockout;

const std::vector<const ConstraintType*>& registry() {
  // One line a kind (kept apart from clang-format so each new kind is one added line).
  // clang-format off
  static const std::vector<const ConstraintType*> all = {
      &kThermometer,
      &kSlowThermometer,
      &kArrow,
      &kDifferenceDot,
      &kRatioDot,
      &kNoRatio,
      &kEven,
      &kOdd,
      &kXV,
      &kNoXV,
      &kNoDifference,
      &kQuadruple,
      &kMinimum,
      &kMaximum,
      &kClone,
      &kPencilMarks,
      &kRowIndexer,
      &kColumnIndexer,
      &kBoxIndexer,
      &kDoubleArrow,
      &kLittleKiller,
      &kSandwich,
      &kXSum,
      &kSkyscraper,
      &kParityLine,
      &kPalindrome,
      &kWhispers,
      &kRenban,
      &kRegionSum,
      &kEntropic,
      &kZipper,
      &kModular,
      &kBetween,
      &kLockout,
  };
  // clang-format on
  return all;
}

const ConstraintType* find_type(std::string_view kind) {
  const auto& all = registry();
  const auto it = std::find_if(all.begin(), all.end(), [&](const ConstraintType* t) { return t->kind == kind; });
  return it == all.end() ? nullptr : *it;
}

std::string describe(const Constraint& c, int n) {
  const ConstraintType* type = find_type(c.kind);
  std::string out(type ? type->title : std::string_view(c.kind));
  std::transform(out.begin(), out.end(), out.begin(), [](char ch) { return ch >= 'A' && ch <= 'Z' ? ch + 32 : ch; });
  if (c.groups.empty() || c.groups.front().empty()) return out;
  const auto& g = c.groups.front();
  out += ' ';
  out += cell_name(g.front(), n);
  if (g.size() > 1) out += "\u2192" + cell_name(g.back(), n);
  return out;
}

}  // namespace sudoku::variants::constraints
