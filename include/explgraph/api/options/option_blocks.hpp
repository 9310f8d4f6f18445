#pragma once
#include <boost/any.hpp>
#include <boost/program_options.hpp>
#include <charconv>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

// The options of every command, declared once for both front ends: the command line parses
// argv into them, the Python module fills them from keywords (both through parse_options);
// each command's library_options() checks them and converts them for the analysis.
namespace explgraph::options {
namespace po = boost::program_options;

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

// A comma-separated list of whole numbers from 1 to `max` ("1, 5,10": --k, --n); else
// core::UsageError "--NAME: expected whole numbers from 1 to MAX separated by commas, found
// 'TEXT'".
std::vector<std::size_t> whole_number_list(const char* option, const std::string& text,
                                           std::uint64_t max);

// A command's options as --help shows them: its own, then the "Common options" block.
struct OptionBlocks {
  po::options_description own{"Options"};
  po::options_description common{"Common options"};
  po::options_description hidden;  // parsed, not shown: options that only explain a refusal
  po::positional_options_description positional;
};

// Parses argv (after the command name) into `blocks`; throws core::UsageError with Boost's
// message made to read like ours. Returns true when --help was asked for.
bool parse_options(const std::vector<std::string>& args, const OptionBlocks& blocks);
bool parse_options(const std::vector<std::string>& args, const po::options_description& desc,
                   const po::positional_options_description* positional = nullptr);

// "--k: expected …" and the other option checks that Boost cannot make.
double finite_option(const char* name, double value);

// An optional number given as text ("" for none): else core::UsageError "--NAME: expected a
// finite number (WHAT IT IS), found 'TEXT'".
std::optional<double> optional_finite(const char* option, const std::string& text,
                                      const std::string& what);

// What a command's --help and a Python function's docstring say besides the options.
struct CommandHelp {
  const char* name;
  const char* summary;  // what it computes and what it costs
  const char* usage;
  std::string epilogue = "";
};
}  // namespace explgraph::options
