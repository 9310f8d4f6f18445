#include "keywords.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>

namespace explgraph::python {
namespace py = pybind11;
namespace po = boost::program_options;

namespace {

std::string option_name(std::string keyword) {
  std::replace(keyword.begin(), keyword.end(), '_', '-');
  return keyword;
}

std::string keyword_name(std::string option) {
  std::replace(option.begin(), option.end(), '-', '_');
  return option;
}

const po::option_description* find_option(const options::OptionBlocks& blocks,
                                          const std::vector<std::string>& common,
                                          const std::string& name) {
  // Exact names only: the command line's abbreviations would make a typo a different option.
  if (const auto* own = blocks.own.find_nothrow(name, false)) return own;
  if (std::find(common.begin(), common.end(), name) != common.end())
    return blocks.common.find_nothrow(name, false);
  return nullptr;
}

std::string keyword_list(const options::OptionBlocks& blocks,
                         const std::vector<std::string>& common) {
  std::string list;
  for (const auto& option : blocks.own.options())
    list += (list.empty() ? "" : ", ") + keyword_name(option->long_name());
  for (const auto& name : common) list += (list.empty() ? "" : ", ") + keyword_name(name);
  return list.empty() ? "none" : list;
}

std::string value_text(const py::handle& value) {
  return py::str(value).cast<std::string>();
}

}  // namespace

std::vector<std::string> keyword_tokens(const std::string& function,
                                        const options::OptionBlocks& blocks,
                                        const py::dict& keywords,
                                        const std::vector<std::string>& common,
                                        const Refusals& refused) {
  std::vector<std::string> tokens;
  for (const auto& [key, value] : keywords) {
    const std::string keyword = key.cast<std::string>();
    if (auto r = refused.find(keyword); r != refused.end())
      throw py::type_error("explgraph." + function + "() does not take " + keyword +
                           "=: " + r->second);
    const std::string name = option_name(keyword);
    const po::option_description* option = find_option(blocks, common, name);
    if (option == nullptr || keyword.find('-') != std::string::npos)
      throw py::type_error("explgraph." + function + "() got an unexpected keyword argument '" +
                           keyword + "'; it takes: " + keyword_list(blocks, common));
    if (value.is_none()) continue;
    const auto& semantic = *option->semantic();
    if (semantic.max_tokens() == 0) {  // a switch
      if (!py::isinstance<py::bool_>(value))
        throw py::type_error("explgraph." + function + "(): " + keyword +
                             "= is a switch: expected True or False, found " +
                             value_text(py::repr(value)));
      if (value.cast<bool>()) tokens.push_back("--" + name);
      continue;
    }
    if (py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value)) {
      std::string joined;
      for (const auto& item : value) {
        if (semantic.is_composing())
          tokens.push_back("--" + name + "=" + value_text(item));
        else
          joined += (joined.empty() ? "" : ",") + value_text(item);
      }
      if (!semantic.is_composing()) tokens.push_back("--" + name + "=" + joined);
      continue;
    }
    if (py::isinstance<py::bool_>(value))
      throw py::type_error("explgraph." + function + "(): " + keyword +
                           "= takes a value, not True or False");
    tokens.push_back("--" + name + "=" + value_text(value));
  }
  return tokens;
}

std::string keyword_help(const options::OptionBlocks& blocks,
                         const std::vector<std::string>& common) {
  std::ostringstream help;
  auto describe = [&](const po::option_description& option) {
    std::string line = "    " + keyword_name(option.long_name());
    std::string value = option.format_parameter();
    if (!value.empty()) line += "=" + value;
    help << line << "\n        " << option.description() << "\n";
  };
  for (const auto& option : blocks.own.options()) describe(*option);
  for (const auto& name : common)
    if (const auto* option = blocks.common.find_nothrow(name, false)) describe(*option);
  return help.str();
}

std::string as_keywords(std::string message, const options::OptionBlocks& blocks) {
  std::vector<std::string> names;
  for (const auto* desc : {&blocks.own, &blocks.common})
    for (const auto& option : desc->options()) names.push_back(option->long_name());
  // Longest first, so that --min-group is not read as --min followed by -group.
  std::sort(names.begin(), names.end(),
            [](const auto& a, const auto& b) { return a.size() > b.size(); });
  for (const auto& name : names) {
    const std::string flag = "--" + name;
    for (auto at = message.find(flag); at != std::string::npos; at = message.find(flag, at)) {
      const std::size_t end = at + flag.size();
      const bool whole =
          end == message.size() ||
          !(std::isalnum(static_cast<unsigned char>(message[end])) || message[end] == '-');
      if (!whole) {
        at = end;
        continue;
      }
      std::string keyword = keyword_name(name);
      // "--n N" and "--gold FILE": a value's placeholder is written as the keyword's value.
      std::size_t placeholder = end + 1;
      while (placeholder < message.size() &&
             (std::isupper(static_cast<unsigned char>(message[placeholder])) ||
              message[placeholder] == '.'))
        ++placeholder;
      const bool valued = end < message.size() && message[end] == ' ' && placeholder > end + 1 &&
                          std::isupper(static_cast<unsigned char>(message[end + 1]));
      if (valued && name == "corpus") {  // Python loads a corpus first and passes it
        keyword =
            "corpus=explgraph.load_corpus(" + message.substr(end + 1, placeholder - end - 1) + ")";
        message.replace(at, placeholder - at, keyword);
      } else {
        if (valued) keyword += "=";
        message.replace(at, flag.size() + (valued ? 1 : 0), keyword);
      }
      at += keyword.size();
    }
  }
  return message;
}

}  // namespace explgraph::python
