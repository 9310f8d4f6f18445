#pragma once
// A synthetic corpus written to a fresh temporary folder for the length of a test.
#include <filesystem>
#include <fstream>
#include <random>
#include <string>

#include "explgraph/synth/synthetic_corpus.hpp"

namespace explgraph::test {

class SyntheticDir {
 public:
  SyntheticDir(const std::string& name, const synth::SynthOptions& options)
      : path_(std::filesystem::temp_directory_path() /
              (name + "-" + std::to_string(std::random_device{}()))) {
    synth::generate_synthetic_corpus(options, [&](const std::string& relative, const auto& write) {
      std::filesystem::create_directories((path_ / relative).parent_path());
      std::ofstream out(path_ / relative, std::ios::binary);
      write(out);
    });
  }
  ~SyntheticDir() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  SyntheticDir(const SyntheticDir&) = delete;
  SyntheticDir& operator=(const SyntheticDir&) = delete;
  std::string path() const { return path_.string(); }

 private:
  std::filesystem::path path_;
};

}  // namespace explgraph::test
