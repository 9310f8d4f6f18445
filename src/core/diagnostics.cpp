#include "explgraph/core/diagnostics.hpp"

#include "explgraph/core/strings.hpp"

namespace explgraph::core {

std::string format_diagnostic(const Diagnostic& d) {
  std::string out = d.file.empty() ? std::string("explgraph") : d.file;
  if (d.line > 0) out += ":" + std::to_string(d.line);
  if (d.line > 0 && d.column > 0) out += ":" + std::to_string(d.column);
  out += d.severity == Severity::kError ? ": error: " : ": warning: ";
  out += d.message;
  if (!d.code.empty()) out += " [" + d.code + "]";
  return visible_controls(out, false);  // one line, inert on a terminal
}

void Diagnostics::add(Diagnostic d) {
  (d.severity == Severity::kError ? errors_ : warnings_) += 1;
  if (++counts_[d.code] <= kStoredPerCode) items_.push_back(std::move(d));
}

void Diagnostics::count_unstored(const Diagnostics& other) {
  std::map<std::string, std::size_t> stored;
  std::size_t stored_warnings = 0, stored_errors = 0;
  for (const auto& d : other.items_) {
    ++stored[d.code];
    ++(d.severity == Severity::kError ? stored_errors : stored_warnings);
  }
  for (const auto& [code, count] : other.counts_) counts_[code] += count - stored[code];
  warnings_ += other.warnings_ - stored_warnings;
  errors_ += other.errors_ - stored_errors;
}

void Diagnostics::warn(std::string file, std::size_t line, std::size_t column, std::string code,
                       std::string message) {
  add({Severity::kWarning, std::move(file), line, column, std::move(code), std::move(message)});
}

void Diagnostics::error(std::string file, std::size_t line, std::size_t column, std::string code,
                        std::string message) {
  add({Severity::kError, std::move(file), line, column, std::move(code), std::move(message)});
}

void Diagnostics::print(std::ostream& out, std::size_t per_code) const {
  std::map<std::string, std::size_t> shown;
  for (const auto& d : items_)
    if (shown[d.code]++ < per_code) out << format_diagnostic(d) << '\n';
  for (const auto& [code, count] : counts_)
    if (count > per_code)
      out << "explgraph: note: " << (count - per_code) << " more [" << code
          << "] not shown (all are counted in stats --format json)\n";
}

std::size_t InputAccount::skipped_total() const {
  std::size_t n = 0;
  for (const auto& [reason, count] : skipped) n += count;
  return n;
}

}  // namespace explgraph::core
