// The CLI's input: puzzles one per line from files or stdin (a directory is an error), each
// answered on its own flushed line, in input order, on --jobs threads (parallel_lines.hpp);
// --param values for a method's parameters.
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <thread>

#include "commands.hpp"
#include "output.hpp"
#include "parallel_lines.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::cli {

namespace {

enum class LineRead { Line, End, TooLong };

// One line without its '\n', at most kMaxLineLength characters kept: a longer one is
// reported, not stored.
LineRead read_line(std::istream& in, std::string& line) {
  line.clear();
  std::streambuf& buf = *in.rdbuf();
  for (;;) {
    const int c = buf.sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return line.empty() ? LineRead::End : LineRead::Line;
    }
    if (c == '\n') return LineRead::Line;
    if (line.size() == kMaxLineLength) return LineRead::TooLong;
    line.push_back(static_cast<char>(c));
  }
}

}  // namespace

LineSource::LineSource(const std::vector<std::string>& positionals) {
  if (positionals.size() > 1) throw UsageError("expected at most one FILE, got " + std::to_string(positionals.size()));
  path_ = positionals.empty() ? "-" : positionals.front();
  if (path_ != "-") {
    // A directory opens as a stream that reads nothing: say so rather than answer nothing.
    std::error_code ec;
    if (std::filesystem::is_directory(path_, ec)) throw UsageError("cannot read " + path_ + ": it is a directory");
    file_.open(path_);
    if (!file_) throw UsageError("cannot open " + path_ + ": " + std::strerror(errno));
  }
  in_ = path_ == "-" ? &std::cin : &file_;
}

LineSource::Kind LineSource::next(std::string& text) {
  if (ended_) return Kind::End;
  const LineRead r = ended_after_ ? LineRead::End : read_line(*in_, text);
  ++number_;
  if (r == LineRead::End) {
    ended_ = true;
    if (in_->bad())
      throw UsageError("cannot read " + (path_ == "-" ? std::string("stdin") : path_) + ": " + std::strerror(errno));
    return Kind::End;
  }
  // The first line may start with a UTF-8 byte order mark (some editors write one).
  if (number_ == 1 && text.rfind("\xEF\xBB\xBF", 0) == 0) text.erase(0, 3);
  if (r == LineRead::TooLong) {
    // Not a puzzle file (or /dev/zero): answer this line and stop reading, in bounded memory.
    ended_after_ = true;
    text = "line " + std::to_string(number_) + " is longer than " + std::to_string(kMaxLineLength) +
           " characters (one puzzle per line); the rest of the input is not read";
    return Kind::TooLong;
  }
  if (!text.empty() && text.back() == '\r') text.pop_back();
  return Kind::Line;
}

int answer_lines(const std::vector<std::string>& positionals, std::ostream& out, unsigned jobs,
                 const std::function<Answer(const std::string& line)>& answer) {
  // Shared: a worker blocked reading a line when another line's answer fails may outlive this call.
  const auto source = std::make_shared<LineSource>(positionals);
  const auto next = [source, &answer]() -> std::optional<Task> {
    std::string text;
    switch (source->next(text)) {
      case LineSource::Kind::Line:
        return Task([&answer, line = std::move(text)] { return answer(line); });
      case LineSource::Kind::TooLong:
        return Task([message = std::move(text)] { return Answer{"invalid: " + message, false}; });
      case LineSource::Kind::End:
        break;
    }
    return std::nullopt;
  };
  return run_ordered(jobs, next, [&](const Answer& a) { emit(out, a.text); }) ? 0 : 1;
}

unsigned jobs_option(const Args& args) {
  const auto text = args.value("jobs");
  if (!text) return std::clamp(std::thread::hardware_concurrency(), 1u, kMaxJobs);  // 0: unknown
  const std::string wrong =
      "--jobs must be a whole number from 1 to " + std::to_string(kMaxJobs) + ", got '" + *text + "'";
  std::uint64_t n = 0;
  try {
    n = parse_unsigned(*text, "--jobs");
  } catch (const UsageError&) {
    throw UsageError(wrong);
  }
  if (n < 1 || n > kMaxJobs) throw UsageError(wrong);
  return static_cast<unsigned>(n);
}

void as_usage_error(const std::function<void()>& check) {
  try {
    check();
  } catch (const OptionError& e) {
    throw UsageError(e.what());
  }
}

std::map<std::string, double, std::less<>> method_params(const Args& args) {
  std::map<std::string, double, std::less<>> params;
  for (const auto& p : args.values("param")) {
    const auto eq = p.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("--param expects NAME=VALUE, got '" + p + "'");
    params[p.substr(0, eq)] = parse_number(p.substr(eq + 1), "parameter " + p.substr(0, eq));
  }
  return params;
}

}  // namespace sudoku::cli
