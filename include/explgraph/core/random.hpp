#pragma once
#include <cstdint>
#include <random>
#include <vector>

namespace explgraph::core {

// A seeded generator whose draws are the same on every platform and standard library
// (std::uniform_int_distribution is not), so `--seed` gives byte-identical output.
class Random {
 public:
  explicit Random(std::uint64_t seed) : engine_(seed) {}

  // Uniform integer in [0, bound), by rejection (no modulo bias).
  std::uint64_t below(std::uint64_t bound);
  // 64 uniform random bits (one draw).
  std::uint64_t bits() { return engine_(); }
  // Uniform double in [0, 1): the top 53 bits of one draw.
  double uniform() { return static_cast<double>(engine_() >> 11) * 0x1.0p-53; }
  // The first `n` entries of `items` become a uniform random n-subset (partial Fisher-Yates).
  void sample_prefix(std::vector<std::uint32_t>& items, std::size_t n);

 private:
  std::mt19937_64 engine_;
};

}  // namespace explgraph::core
