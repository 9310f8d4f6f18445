#include "explgraph/api/options/option_blocks.hpp"

#include <charconv>
#include <cmath>
#include <filesystem>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"

namespace explgraph::options {

void check_range(const char* option, const WholeNumber& n, std::uint64_t min, std::uint64_t max) {
  if (n.value < min || n.value > max)
    throw core::UsageError(std::string(option) + ": expected a whole number from " +
                           std::to_string(min) + " to " + std::to_string(max) + ", found " +
                           std::to_string(n.value));
}

std::vector<std::size_t> whole_number_list(const char* option, const std::string& text,
                                           std::uint64_t max) {
  std::vector<std::size_t> out;
  for (auto piece : core::split(text, ',')) {
    const auto digits = core::trim(piece);
    std::uint64_t n = 0;
    auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size() || n == 0 ||
        n > max)
      throw core::UsageError(std::string(option) + ": expected whole numbers from 1 to " +
                             std::to_string(max) + " separated by commas, found '" + text + "'");
    out.push_back(n);
  }
  return out;
}

std::optional<double> optional_finite(const char* option, const std::string& text,
                                      const std::string& what) {
  if (text.empty()) return std::nullopt;
  double value = 0;
  if (!core::parse_finite(core::trim(text), value))
    throw core::UsageError(std::string(option) + ": expected a finite number (" + what +
                           "), found " + core::quoted(text));
  return value;
}

double finite_option(const char* name, double value) {
  if (!std::isfinite(value))
    throw core::UsageError(std::string(name) + ": expected a finite number, found " +
                           std::to_string(value));
  return value;
}

namespace {

void parse_into(const std::vector<std::string>& args, const po::options_description& desc,
                const po::positional_options_description* positional, po::variables_map& vm) {
  po::command_line_parser parser(args);
  parser.options(desc);
  if (positional != nullptr) parser.positional(*positional);
  po::store(parser.run(), vm);
}

// Boost words its errors by substituting the user's value into templates such as
// "the argument ('%value%') …", and loops forever when that value itself holds a placeholder
// ("--relevance-threshold %value%", found by fuzz_options). So the message comes from
// parsing a copy whose '%' are shown as '％' (U+FF05), which fails the same way.
std::string error_message(const std::vector<std::string>& args, const po::options_description& desc,
                          const po::positional_options_description* positional) {
  std::vector<std::string> shown;
  for (const auto& a : args) {
    std::string s;
    for (char c : a) s += c == '%' ? std::string("\xEF\xBC\x85") : std::string(1, c);
    shown.push_back(std::move(s));
  }
  try {
    po::variables_map vm;
    parse_into(shown, desc, positional, vm);
    po::notify(vm);
  } catch (const po::error& e) {
    return e.what();
  }
  return "invalid arguments";
}

// " (did you mean '--corpus'?)" for a mistyped long option within two edits, else "".
std::string closest_option(const std::string& typed, const po::options_description& desc) {
  if (typed.rfind("--", 0) != 0) return "";
  const std::string name = typed.substr(
      2, typed.find('=') == std::string::npos ? std::string::npos : typed.find('=') - 2);
  std::string best;
  std::size_t best_distance = 3;
  for (const auto& option : desc.options()) {
    const std::string& candidate = option->long_name();
    if (candidate.empty()) continue;
    const std::size_t d = core::edit_distance(name, candidate);
    if (d < best_distance) best = candidate, best_distance = d;
  }
  return best.empty() ? "" : " (did you mean '--" + best + "'?)";
}

// For "too many positional options": the first argument no option took, and what it may
// have meant (issue 43: `stats corpus` said only what Boost says).
std::string stray_argument(const std::vector<std::string>& args,
                           const po::options_description& desc) {
  bool value_expected = false;
  for (const auto& arg : args) {
    if (arg.size() > 1 && arg[0] == '-') {
      const std::string name =
          arg.substr(arg.rfind("--", 0) == 0 ? 2 : 1,
                     arg.find('=') == std::string::npos ? std::string::npos : arg.find('=') - 2);
      const auto* option = desc.find_nothrow(name, arg.rfind("--", 0) != 0);
      value_expected = option != nullptr && arg.find('=') == std::string::npos &&
                       option->semantic()->max_tokens() > 0;
      continue;
    }
    if (value_expected) {
      value_expected = false;
      continue;
    }
    std::error_code ec;
    const std::string hint =
        std::filesystem::is_directory(arg, ec)      ? " (did you mean '--corpus " + arg + "'?)"
        : std::filesystem::is_regular_file(arg, ec) ? " (did you mean '--questions " + arg + "'?)"
                                                    : "";
    return "unexpected argument '" + arg + "': every input is given with its option" + hint;
  }
  return "";
}

}  // namespace

bool parse_options(const std::vector<std::string>& args, const po::options_description& desc,
                   const po::positional_options_description* positional) {
  po::variables_map vm;
  try {
    parse_into(args, desc, positional, vm);
    if (vm.count("help")) return true;
    po::notify(vm);
  } catch (const po::error& e) {
    std::string message = error_message(args, desc, positional);
    if (const auto* unknown = dynamic_cast<const po::unknown_option*>(&e))
      message += closest_option(unknown->get_option_name(), desc);
    if (dynamic_cast<const po::too_many_positional_options_error*>(&e) != nullptr) {
      const std::string stray = stray_argument(args, desc);
      if (!stray.empty()) message = stray;
    }
    throw core::UsageError(message);
  }
  return false;
}

bool parse_options(const std::vector<std::string>& args, const OptionBlocks& blocks) {
  po::options_description all;
  all.add(blocks.own).add(blocks.common).add(blocks.hidden);
  return parse_options(args, all, &blocks.positional);
}

}  // namespace explgraph::options
