// libFuzzer target (issue 42 class 3): every JSON reader at any depth. The input is read
// as it is, and again wrapped in N levels of arrays (N from its first two bytes, up to
// 131,070: far past kMaxJsonDepth) around it, with the wrapping in each place a reader
// looks: the whole document, a ratings or TF-Ranking document's list, a JSON Lines
// answer. Every reader must give a result or a core::InputError, never crash (before the
// bound, quoting a value nested 100,000 deep in a message overflowed the stack).
#include <cstdint>
#include <sstream>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/load/audit_baseline.hpp"
#include "explgraph/load/expert_ratings.hpp"
#include "explgraph/load/harness_samples.hpp"
#include "explgraph/load/json_document.hpp"
#include "explgraph/load/predictions.hpp"
#include "explgraph/load/ranking.hpp"

namespace {

template <typename Read>
void survives(const std::string& text, Read read) {
  std::istringstream in(text);
  try {
    read(in);
  } catch (const explgraph::core::InputError&) {
  }
}

void every_reader(const std::string& text) {
  using namespace explgraph;
  core::Diagnostics diagnostics;
  survives(text, [&](std::istream& in) { (void)load::read_expert_ratings(in, "r.json"); });
  survives(text,
           [&](std::istream& in) { (void)load::read_tfranking_output(in, "t.json", diagnostics); });
  survives(text, [&](std::istream& in) { (void)load::read_audit_baseline(in, "a.json"); });
  survives(text, [&](std::istream& in) {
    core::InputAccount account;
    (void)load::read_predictions(in, "p.jsonl", diagnostics, account);
  });
  for (auto metric : {load::HarnessMetric::kAcc, load::HarnessMetric::kAccNorm})
    survives(text, [&](std::istream& in) {
      (void)load::read_harness_samples(in, "samples_arc_easy_x.jsonl", "arc_easy", metric,
                                       diagnostics);
    });
  survives(text, [&](std::istream& in) {
    const auto value = load::read_json_document(in, "d.json", "JSON");
    if (load::json_excerpt(value).size() > 60 + 3) __builtin_trap();  // "…" is 3 bytes
  });
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  every_reader(text);
  if (size < 2) return 0;
  const std::size_t depth = 2 * ((std::size_t{data[0]} << 8) | data[1]);
  const std::string inner = text.substr(2);
  const std::string wrapped = std::string(depth, '[') + inner + std::string(depth, ']');
  every_reader(wrapped);
  every_reader("{\"rankingProblems\": [" + wrapped + "]}");
  every_reader("{\"rankingProblemsOutput\": [{\"documents\": [{\"score\": " + wrapped + "}]}]}");
  every_reader("{\"id\": \"q\", \"answer\": " + wrapped + "}\n");
  return 0;
}
