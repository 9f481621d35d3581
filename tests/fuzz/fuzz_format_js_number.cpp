// format_js_number on every double the bytes make (subnormals, ±0, infinities, NaNs of any
// payload, values near DBL_MAX): the text must be a JavaScript number literal as
// JavaScript's String(v) lays it out, and read back to v (to the 15 significant digits the
// formatter keeps).
#include <cmath>
#include <cstring>
#include <string>

#include "fuzz_support.hpp"
#include "sudoku/input.hpp"

namespace {

// JavaScript's Number-to-String grammar: NaN, [-]Infinity, or [-]digits[.digits][e(+|-)digits]
// with no leading zeros, no trailing fraction zeros and no "-0".
bool js_shaped(const std::string& s) {
  if (s == "NaN" || s == "Infinity" || s == "-Infinity") return true;
  std::size_t i = s[0] == '-' ? 1 : 0;
  const std::size_t int_start = i;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
  if (i == int_start || (s[int_start] == '0' && i - int_start > 1)) return false;
  if (i < s.size() && s[i] == '.') {
    const std::size_t frac_start = ++i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    if (i == frac_start || s[i - 1] == '0') return false;
  }
  if (i < s.size() && s[i] == 'e') {
    if (++i >= s.size() || (s[i] != '+' && s[i] != '-')) return false;
    const std::size_t exp_start = ++i;
    while (i < s.size() && s[i] >= '0' && s[i] <= '9') ++i;
    if (i == exp_start || s[exp_start] == '0') return false;
  }
  return i == s.size() && s != "-0";
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  for (std::size_t at = 0; at + sizeof(double) <= size; at += sizeof(double)) {
    double v;
    std::memcpy(&v, data + at, sizeof v);
    const std::string s = sudoku::format_js_number(v);
    fuzz::check(!s.empty() && js_shaped(s), "not a JavaScript number: '" + s + "'");
    if (std::isnan(v)) {
      fuzz::check(s == "NaN", "NaN printed as " + s);
      continue;
    }
    const double back = std::strtod(s.c_str(), nullptr);
    fuzz::check(std::isinf(back) == std::isinf(v), s + " reads back as " + std::to_string(back));
    if (std::isinf(v)) {
      fuzz::check(back == v, s + " has the wrong sign");
      continue;
    }
    // JavaScript's layout: positional for 1e-7 < |v| < 1e21, exponent form outside.
    const bool exponent = s.find('e') != std::string::npos;
    fuzz::check(exponent == (back != 0 && (std::fabs(back) >= 1e21 || std::fabs(back) < 1e-6)),
                s + " is laid out unlike JavaScript");
    // Exact for whole numbers below 2^53 (printed in full) and for subnormals the 15 digits
    // pin down; otherwise within the rounding of 15 significant digits.
    const bool whole = v == std::floor(v) && std::fabs(v) < 9007199254740992.0;
    if (whole) fuzz::check(back == v, s + " is not the whole number it came from");
    fuzz::check(back == v || std::fabs(back - v) <= 2e-14 * std::fabs(v), s + " is too far from the value");
  }
  return 0;
}
