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
  std::string code;  // stable check name, e.g. "unknown-role"
  std::string message;
};

// "questions.tsv:88:143: warning: unknown role 'NE' [unknown-role]"
std::string format_diagnostic(const Diagnostic& d);

// Keeps the first kStoredPerCode diagnostics of each check and counts every one, so a file
// with a million bad lines reports them all in its counts without a million messages in memory.
class Diagnostics {
 public:
  static constexpr std::size_t kStoredPerCode = 1000;

  void warn(std::string file, std::size_t line, std::size_t column, std::string code,
            std::string message);
  void error(std::string file, std::size_t line, std::size_t column, std::string code,
             std::string message);
  void add(Diagnostic d);
  // Counts what `other` counted but did not store (past kStoredPerCode of a code): with its
  // stored items add()ed one by one, this counts all of `other` as add() would have.
  void count_unstored(const Diagnostics& other);

  const std::vector<Diagnostic>& items() const { return items_; }  // the stored ones
  std::size_t warning_count() const { return warnings_; }          // all, stored or not
  std::size_t error_count() const { return errors_; }
  std::size_t total() const { return warnings_ + errors_; }
  const std::map<std::string, std::size_t>& count_by_code() const { return counts_; }

  // Prints at most `per_code` lines of each code, then one line per code saying how many
  // more there were, so a noisy corpus does not bury the rest.
  void print(std::ostream& out, std::size_t per_code) const;

 private:
  std::vector<Diagnostic> items_;
  std::map<std::string, std::size_t> counts_;
  std::size_t warnings_ = 0, errors_ = 0;
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
