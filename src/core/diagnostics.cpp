#include "explgraph/core/diagnostics.hpp"

namespace explgraph::core {

std::string format_diagnostic(const Diagnostic& d) {
  std::string out = d.file.empty() ? std::string("explgraph") : d.file;
  if (d.line > 0) out += ":" + std::to_string(d.line);
  if (d.line > 0 && d.column > 0) out += ":" + std::to_string(d.column);
  out += d.severity == Severity::kError ? ": error: " : ": warning: ";
  out += d.message;
  if (!d.code.empty()) out += " [" + d.code + "]";
  return out;
}

void Diagnostics::warn(std::string file, std::size_t line, std::size_t column, std::string code,
                       std::string message) {
  items_.push_back({Severity::kWarning, std::move(file), line, column, std::move(code), std::move(message)});
}

void Diagnostics::error(std::string file, std::size_t line, std::size_t column, std::string code,
                        std::string message) {
  items_.push_back({Severity::kError, std::move(file), line, column, std::move(code), std::move(message)});
}

void Diagnostics::append(const Diagnostics& other) {
  items_.insert(items_.end(), other.items_.begin(), other.items_.end());
}

std::size_t Diagnostics::warning_count() const {
  std::size_t n = 0;
  for (const auto& d : items_) n += d.severity == Severity::kWarning;
  return n;
}

std::size_t Diagnostics::error_count() const { return items_.size() - warning_count(); }

std::map<std::string, std::size_t> Diagnostics::count_by_code() const {
  std::map<std::string, std::size_t> counts;
  for (const auto& d : items_) ++counts[d.code];
  return counts;
}

void Diagnostics::print(std::ostream& out, std::size_t per_code) const {
  std::map<std::string, std::size_t> shown;
  for (const auto& d : items_)
    if (shown[d.code]++ < per_code) out << format_diagnostic(d) << '\n';
  for (const auto& [code, count] : shown)
    if (count > per_code)
      out << "explgraph: note: " << (count - per_code) << " more [" << code
          << "] not shown (use --format json for all)\n";
}

std::size_t InputAccount::skipped_total() const {
  std::size_t n = 0;
  for (const auto& [reason, count] : skipped) n += count;
  return n;
}

}  // namespace explgraph::core
