// Writing results: one line at a time, flushed (a pipe's reader sees each result as it is
// computed), with anything from the input that a terminal would act on escaped, and write
// errors (a full disk, a closed stdout) reported instead of ignored.
#pragma once

#include <iosfwd>
#include <stdexcept>
#include <string>
#include <string_view>

namespace sudoku::cli {

// The output could not be written: the CLI says so on stderr and exits with status 1.
class OutputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// `text` with control characters (C0 but the newline, DEL, C1) and bytes that are not UTF-8 written as
// \xNN or \u00NN, so that echoed input cannot move the cursor, retitle or recolour a terminal.
std::string printable(std::string_view text);

// Writes printable(line) and a newline, flushes, and throws OutputError if that failed.
void emit(std::ostream& out, std::string_view line);

// Throws OutputError if `out` has failed (after a flush).
void check_written(std::ostream& out);

}  // namespace sudoku::cli
