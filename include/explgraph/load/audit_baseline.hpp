#pragma once
#include <istream>
#include <string>
#include <vector>

namespace explgraph::load {

// A finding accepted earlier, read from a previous `explgraph audit --format json`: what
// identifies it across edits of the file (not its line, which moves).
struct BaselineFinding {
  std::string check;
  std::string question;
  std::string uid;
  std::string message;
};

// Reads the "findings" list of an audit JSON. Throws core::InputError naming the file when
// it is not such a JSON (with the parser's byte offset when it is not JSON at all).
std::vector<BaselineFinding> read_audit_baseline(std::istream& in, const std::string& display);

}  // namespace explgraph::load
