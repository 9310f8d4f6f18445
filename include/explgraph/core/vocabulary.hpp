#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace explgraph::core {

// Interns strings to dense ids 0, 1, 2, … in first-seen order. `Id` is a StrongId type.
template <typename Id>
class Vocabulary {
 public:
  Id intern(std::string_view text) {
    auto [it, inserted] =
        index_.try_emplace(std::string(text), Id(static_cast<std::uint32_t>(words_.size())));
    if (inserted) words_.push_back(it->first);
    return it->second;
  }
  Id find(std::string_view text) const {
    auto it = index_.find(std::string(text));
    return it == index_.end() ? Id() : it->second;
  }
  const std::string& text(Id id) const { return words_[id.value]; }
  std::size_t size() const { return words_.size(); }
  const std::vector<std::string>& texts() const { return words_; }  // by id

 private:
  std::unordered_map<std::string, Id> index_;
  std::vector<std::string> words_;
};

}  // namespace explgraph::core
