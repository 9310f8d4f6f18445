#pragma once
#include <cstddef>
#include <map>
#include <ostream>
#include <string>
#include <vector>

namespace explgraph::core {

enum class Severity { kWarning, kError };

// One problem found in an input, located like a compiler's: file, line (1-based, 0 when
// the whole file is meant) and column (1-based byte column, 0 when not useful).
struct Diagnostic {
  Severity severity = Severity::kWarning;
  std::string file;
  std::size_t line = 0;
  std::size_t column = 0;
  std::string code;     // stable check name, e.g. "unknown-role"
  std::string message;
};

// "questions.tsv:88:143: warning: unknown role 'NE' [unknown-role]"
std::string format_diagnostic(const Diagnostic& d);

class Diagnostics {
 public:
  void warn(std::string file, std::size_t line, std::size_t column, std::string code, std::string message);
  void error(std::string file, std::size_t line, std::size_t column, std::string code, std::string message);
  void add(Diagnostic d) { items_.push_back(std::move(d)); }
  void append(const Diagnostics& other);

  const std::vector<Diagnostic>& items() const { return items_; }
  std::size_t warning_count() const;
  std::size_t error_count() const;
  std::map<std::string, std::size_t> count_by_code() const;

  // Prints at most `per_code` lines of each code, then one line per code saying how many
  // more there were, so a noisy corpus does not bury the rest.
  void print(std::ostream& out, std::size_t per_code) const;

 private:
  std::vector<Diagnostic> items_;
};

// Line accounting for one input file: every physical line read is either loaded or skipped
// for a named reason, so lines_read == loaded + sum(skipped).
struct InputAccount {
  std::string file;
  std::string kind;  // "table", "questions", "table-index", "types", "lemmas"
  std::size_t lines_read = 0;
  std::size_t loaded = 0;
  std::map<std::string, std::size_t> skipped;

  std::size_t skipped_total() const;
  bool balanced() const { return lines_read == loaded + skipped_total(); }
};

}  // namespace explgraph::core
