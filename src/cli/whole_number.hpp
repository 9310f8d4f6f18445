#pragma once
#include <boost/any.hpp>
#include <boost/program_options/errors.hpp>
#include <charconv>
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace explgraph::cli {

// A whole-number option value. Boost reads "-1" into an unsigned option as 2^64 - 1 and
// "1e9" or a 30-digit number as an internal error; this type accepts digits only, with
// the option's name and the value in the message (Boost fills in the name).
struct WholeNumber {
  std::uint64_t value = 0;
};

inline std::ostream& operator<<(std::ostream& out, const WholeNumber& n) {
  return out << n.value;
}

inline void validate(boost::any& target, const std::vector<std::string>& values, WholeNumber*,
                     int) {
  namespace po = boost::program_options;
  po::validators::check_first_occurrence(target);
  const std::string& text = po::validators::get_single_string(values);
  WholeNumber n;
  const char* end = text.data() + text.size();
  auto [stop, error] = std::from_chars(text.data(), end, n.value);
  if (text.empty() || text[0] == '-' || text[0] == '+' || error != std::errc() || stop != end)
    throw po::error_with_option_name(
        "%canonical_option%: expected a whole number (digits only), found '" + text + "'");
  target = n;
}

// Throws core::UsageError "--NAME: expected a whole number from MIN to MAX, found V".
void check_range(const char* option, const WholeNumber& n, std::uint64_t min, std::uint64_t max);

}  // namespace explgraph::cli
