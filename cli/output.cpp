// Writing results (output.hpp): each line flushed as it is computed, control characters
// escaped, write errors reported with a non-zero exit (README, "The command-line tool").
#include "output.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ostream>

namespace sudoku::cli {
namespace {

std::string hex_escape(unsigned v, bool unicode) {
  char buf[8];
  std::snprintf(buf, sizeof buf, unicode ? "\\u%04x" : "\\x%02x", v);
  return buf;
}

// Length of the UTF-8 sequence starting at text[i] (its code point in `cp`), 0 if invalid.
std::size_t utf8_length(std::string_view text, std::size_t i, unsigned& cp) {
  const auto b = static_cast<unsigned char>(text[i]);
  std::size_t n = b >= 0xf0 && b <= 0xf4 ? 4 : b >= 0xe0 ? 3 : b >= 0xc2 ? 2 : 0;
  if (n == 0 || b > 0xf4 || i + n > text.size()) return 0;
  cp = b & (0x7f >> n);
  for (std::size_t k = 1; k < n; ++k) {
    const auto c = static_cast<unsigned char>(text[i + k]);
    if ((c & 0xc0) != 0x80) return 0;
    cp = (cp << 6) | (c & 0x3f);
  }
  // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
  if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) || (cp >= 0xd800 && cp <= 0xdfff)) return 0;
  return n;
}

}  // namespace

std::string printable(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    if (b < 0x80) {
      if ((b < 0x20 && b != '\n') || b == 0x7f) out += hex_escape(b, false);  // the CLI's own text has newlines
      else out += static_cast<char>(b);
      ++i;
      continue;
    }
    unsigned cp = 0;
    const std::size_t n = utf8_length(text, i, cp);
    if (n == 0) {
      out += hex_escape(b, false);
      ++i;
    } else {
      if (cp < 0xa0) out += hex_escape(cp, true);  // C1 controls (U+0080-U+009F)
      else out.append(text.substr(i, n));
      i += n;
    }
  }
  return out;
}

void check_written(std::ostream& out) {
  out.flush();
  if (!out)
    throw OutputError(std::string("cannot write the output: ") + (errno ? std::strerror(errno) : "write error"));
}

void emit(std::ostream& out, std::string_view line) {
  errno = 0;
  out << printable(line) << '\n';
  check_written(out);
}

}  // namespace sudoku::cli
