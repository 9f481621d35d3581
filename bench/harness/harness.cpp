// The C++ benchmark harness (bench/harness/harness.hpp): timers, samples, interleaved peer
// rounds, puzzle sets, arguments and the JSON-lines output that report.mjs renders.
#include "harness.hpp"

#include <algorithm>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>

#include "sudoku/input.hpp"

namespace bench {

double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double wall_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double Sample::quantile(double q) const {
  if (values.empty()) return 0;
  std::vector<double> v = values;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}
// The upper median for an even count, as every table so far has quoted it.
double Sample::median() const {
  if (values.empty()) return 0;
  std::vector<double> v = values;
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}
double Sample::min() const { return values.empty() ? 0 : *std::min_element(values.begin(), values.end()); }
double Sample::max() const { return values.empty() ? 0 : *std::max_element(values.begin(), values.end()); }
double Sample::mean() const {
  double s = 0;
  for (double v : values) s += v;
  return values.empty() ? 0 : s / static_cast<double>(values.size());
}

Sample cpu_runs(int runs, const std::function<void()>& f) {
  Sample s;
  for (int i = 0; i < std::max(1, runs); ++i) {
    const double t0 = cpu_seconds();
    f();
    s.values.push_back(cpu_seconds() - t0);
  }
  return s;
}

std::vector<Sample> interleave(int runs, const std::vector<Slot>& slots) {
  std::vector<Sample> out(slots.size());
  for (int round = 0; round < std::max(1, runs); ++round)
    for (std::size_t i = 0; i < slots.size(); ++i) {
      const double t0 = cpu_seconds();
      slots[i].run();
      out[i].values.push_back(cpu_seconds() - t0);
    }
  return out;
}

std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

Set load_set(const std::string& spec) {
  Set s;
  std::string rest = spec;
  // "NAME=FILE...": a label, as long as the text before '=' is not a path or a selection.
  if (const auto eq = rest.find('='); eq != std::string::npos && rest.find_first_of("/:.") > eq) {
    s.name = rest.substr(0, eq);
    rest = rest.substr(eq + 1);
  }
  std::size_t first = 0, every = 1;
  if (const auto colon = rest.rfind(':'); colon != std::string::npos && rest.find('/', colon) == std::string::npos) {
    const std::string option = rest.substr(colon + 1);
    if (!option.empty() && option.find_first_not_of("0123456789") == std::string::npos)
      first = std::strtoul(option.c_str(), nullptr, 10);
    else if (option.rfind("first=", 0) == 0) first = std::strtoul(option.c_str() + 6, nullptr, 10);
    else if (option.rfind("every=", 0) == 0) every = std::max(1UL, std::strtoul(option.c_str() + 6, nullptr, 10));
    else {
      std::fprintf(stderr, "benchmark set %s: unknown selection '%s' (N, first=N or every=K)\n", spec.c_str(),
                   option.c_str());
      std::exit(2);
    }
    rest = rest.substr(0, colon);
  }
  s.path = rest;
  if (s.name.empty()) {
    s.name = base_name(rest);
    if (first) s.name += " (first " + std::to_string(first) + ")";
    if (every > 1) s.name += " (every " + std::to_string(every) + "th)";
  }
  std::ifstream in(rest);
  if (!in) {
    std::fprintf(stderr, "benchmark data %s is absent; skipped (set SUDOKU_DATA to its folder)\n", rest.c_str());
    return s;
  }
  std::size_t index = 0;
  for (std::string line; std::getline(in, line) && (first == 0 || s.puzzles.size() < first);) {
    if (line.empty()) continue;
    const auto r = sudoku::read_puzzle(line);
    if (!r.ok()) continue;
    if (index++ % every == 0) s.puzzles.push_back(r.grid);
  }
  return s;
}

Args::Args(int argc, char** argv, std::initializer_list<const char*> known, const char* usage) : usage_(usage) {
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("--", 0) != 0) {
      positional_.push_back(a);
      continue;
    }
    const std::string name = a.substr(2);
    const auto is = [&](const std::string& k) {
      return std::any_of(known.begin(), known.end(), [&](const char* x) { return k == x; });
    };
    const bool flag = is(name + "!");
    if (!flag && !is(name)) {
      std::string list;
      for (std::string k : known) {
        if (!k.empty() && k.back() == '!') k.pop_back();
        list += (list.empty() ? "--" : ", --") + k;
      }
      usage_error("unknown option " + a + " (options: " + list + ")");
    }
    if (flag) {
      options_[name].push_back("1");
      continue;
    }
    if (i + 1 >= argc || std::string(argv[i + 1]).rfind("--", 0) == 0) usage_error("option " + a + " takes a value");
    options_[name].push_back(argv[++i]);
  }
}

void Args::usage_error(const std::string& why) const {
  std::fprintf(stderr, "%s\nusage: %s\n", why.c_str(), usage_.c_str());
  std::exit(2);
}

double Args::number(const std::string& name, double fallback) const {
  const auto it = options_.find(name);
  if (it == options_.end()) return fallback;
  char* end = nullptr;
  const std::string& s = it->second.back();
  const double v = std::strtod(s.c_str(), &end);
  if (end == s.c_str() || *end) usage_error("--" + name + " takes a number, not '" + s + "'");
  return v;
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
  const auto it = options_.find(name);
  return it == options_.end() ? fallback : it->second.back();
}

std::vector<std::string> Args::all(const std::string& name) const {
  const auto it = options_.find(name);
  return it == options_.end() ? std::vector<std::string>{} : it->second;
}

std::vector<std::string> Args::list(const std::string& name, const std::vector<std::string>& fallback) const {
  const auto it = options_.find(name);
  if (it == options_.end()) return fallback;
  std::vector<std::string> out;
  std::string item;
  for (char c : it->second.back() + ",") {
    if (c != ',') item += c;
    else if (!item.empty()) out.push_back(item), item.clear();
  }
  return out;
}

namespace {

std::string json(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') out += '\\', out += static_cast<char>(c);
    else if (c == '\n') out += "\\n";
    else if (c < 0x20) out += fmt("\\u%04x", c);
    else out += static_cast<char>(c);
  }
  return out + '"';
}

std::string json(const std::vector<std::string>& v) {
  std::string out = "[";
  for (std::size_t i = 0; i < v.size(); ++i) out += (i ? "," : "") + json(v[i]);
  return out + "]";
}

void emit(const std::string& line) {
  std::fputs((line + "\n").c_str(), stdout);
  std::fflush(stdout);
}

}  // namespace

Table::Table(std::string id, std::string title, std::vector<std::string> columns)
    : id_(std::move(id)), width_(columns.size()) {
  emit("{\"kind\":\"table\",\"table\":" + json(id_) + ",\"title\":" + json(title) + ",\"columns\":" + json(columns) +
       "}");
}

void Table::row(const std::vector<std::string>& cells) const {
  if (cells.size() != width_) {
    std::fprintf(stderr, "table %s: a row of %zu cells for %zu columns\n", id_.c_str(), cells.size(), width_);
    std::abort();
  }
  emit("{\"kind\":\"row\",\"table\":" + json(id_) + ",\"cells\":" + json(cells) + "}");
}

void Table::note(const std::string& text) const {
  emit("{\"kind\":\"note\",\"table\":" + json(id_) + ",\"text\":" + json(text) + "}");
}

std::string fmt(const char* format, ...) {
  va_list a;
  va_start(a, format);
  va_list b;
  va_copy(b, a);
  const int n = std::vsnprintf(nullptr, 0, format, a);
  va_end(a);
  std::string out(static_cast<std::size_t>(std::max(n, 0)), '\0');
  std::vsnprintf(out.data(), out.size() + 1, format, b);
  va_end(b);
  return out;
}

}  // namespace bench
