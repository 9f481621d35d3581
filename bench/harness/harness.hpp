// The benchmark harness every C++ benchmark uses (docs/BENCHMARKS.md, "Reading the
// tables"): one way to read arguments and puzzle sets, one CPU timer, medians of N runs, peers
// timed in interleaved rounds, and one output format (JSON lines of tables, rows and notes)
// that bench/harness/report.mjs renders into the Markdown tables of docs/benchmarks/.
// bench/harness/harness.mjs is the same harness for the JavaScript drivers.
#pragma once

#include <cstddef>
#include <functional>
#include <initializer_list>
#include <map>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"

namespace bench {

// ---- time ---------------------------------------------------------------------------------
double cpu_seconds();   // this process's CPU time: what every throughput figure is measured in
double wall_seconds();  // monotonic; only for figures that are about waiting (stated as wall)

// A sample of times (or rates) and the figures the tables quote from it.
struct Sample {
  std::vector<double> values;  // in the order measured
  double median() const;
  double min() const;
  double max() const;
  double mean() const;
  double quantile(double q) const;  // nearest rank; q in [0, 1]
};

// CPU seconds of `f()`, `runs` times.
Sample cpu_runs(int runs, const std::function<void()>& f);

// Peer slots: each round runs every slot once, in turn, so all of them see the same machine
// state (load, frequency); returns one Sample of CPU seconds per slot.
struct Slot {
  std::string name;
  std::function<void()> run;
};
std::vector<Sample> interleave(int runs, const std::vector<Slot>& slots);

// ---- data ---------------------------------------------------------------------------------
// A named puzzle set read from "FILE", "FILE:first=N" or "FILE:N" (the first N puzzles),
// "FILE:every=K" (every K-th), or "NAME=FILE[:...]" (a label for the tables). An absent file is said on
// stderr and gives an empty set, so a benchmark over several files still reports the others.
struct Set {
  std::string name;  // label used in the tables: the file's base name and its selection
  std::string path;
  std::vector<sudoku::Grid> puzzles;
};
Set load_set(const std::string& spec);
std::string base_name(const std::string& path);

// ---- arguments ----------------------------------------------------------------------------
// "--name value" options (an option given twice keeps both, see all()) and positional
// arguments; names in `known` ending in '!' are flags without a value. Unknown options are an
// error naming the known ones.
class Args {
 public:
  Args(int argc, char** argv, std::initializer_list<const char*> known, const char* usage);
  int runs(int fallback) const { return static_cast<int>(number("runs", fallback)); }
  double number(const std::string& name, double fallback) const;
  std::string text(const std::string& name, const std::string& fallback = "") const;
  bool has(const std::string& name) const { return options_.count(name) > 0; }
  std::vector<std::string> all(const std::string& name) const;
  std::vector<std::string> list(const std::string& name, const std::vector<std::string>& fallback) const;
  const std::vector<std::string>& positional() const { return positional_; }
  [[noreturn]] void usage_error(const std::string& why) const;

 private:
  std::map<std::string, std::vector<std::string>> options_;  // last value wins, except in all()
  std::vector<std::string> positional_;
  std::string usage_;
};

// ---- output -------------------------------------------------------------------------------
// One table of results. Each call writes one JSON line to stdout at once (long benchmarks
// show rows as they finish); report.mjs turns them into Markdown. Cells are text, formatted
// by the benchmark (it knows the precision a figure deserves).
class Table {
 public:
  Table(std::string id, std::string title, std::vector<std::string> columns);
  void row(const std::vector<std::string>& cells) const;
  void note(const std::string& text) const;  // a sentence printed under the table

 private:
  std::string id_;
  std::size_t width_;
};

// printf-style formatting into a string, for table cells and notes.
std::string fmt(const char* format, ...) __attribute__((format(printf, 1, 2)));

}  // namespace bench
