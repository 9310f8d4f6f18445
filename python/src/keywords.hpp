#pragma once
#include <pybind11/pybind11.h>

#include <map>
#include <string>
#include <vector>

#include "explgraph/api/options/option_blocks.hpp"

namespace explgraph::python {

// Keyword arguments that a command's option has but the module does not take, each with
// what to do instead (`dot=`: overlap's file exports).
using Refusals = std::map<std::string, std::string>;

// How a function's keyword arguments become its command's options: each keyword is the
// long option with `-` written `_` (`min_group=10` is `--min-group 10`), looked up in the
// command's own options (and in `common`, for the few common ones a function takes);
// True sets a switch (False leaves it off), a list repeats a repeatable option and is
// joined by commas otherwise, None keeps the default. A keyword the command has no option
// for is a TypeError naming the ones it has.
std::vector<std::string> keyword_tokens(const std::string& function,
                                        const options::OptionBlocks& blocks,
                                        const pybind11::dict& keywords,
                                        const std::vector<std::string>& common = {},
                                        const Refusals& refused = {});

// The command's own options as the function's keywords, for its docstring.
std::string keyword_help(const options::OptionBlocks& blocks,
                         const std::vector<std::string>& common);

// A message about an option, reworded for Python: "--min-group: …" -> "min_group: …", "give
// --n N" -> "give n=N", "--corpus DIR" -> "corpus=explgraph.load_corpus(DIR)".
std::string as_keywords(std::string message, const options::OptionBlocks& blocks);

}  // namespace explgraph::python
