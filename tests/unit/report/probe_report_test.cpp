#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/report/probe_report.hpp"

using namespace explgraph;

namespace {

// Two concepts, "cat" (from a tablestore: no gloss, no sense) and "animal"; one hypernym probe
// whose answer is the third choice, one definition probe without hops.
struct TwoProbes {
  load::Taxonomy taxonomy;
  analyze::ProbeSet set;
  TwoProbes() {
    taxonomy.names = {"cat", "animal"};
    taxonomy.keys = {"cat", "animal"};
    set.taxonomy = &taxonomy;
    analyze::Probe isa;
    isa.id = "ISA_1";
    isa.kind = analyze::ProbeKind::kHypernym;
    isa.concept_id = 0;
    isa.answer_concept = 1;
    isa.stem = "A cat is a kind of what?";
    isa.choices = {"rock", "tree", "animal"};
    isa.answer = 2;
    isa.hops = 1;
    isa.family = "siblings";
    isa.cluster = "animal";
    isa.split = "Train";
    isa.explanation = {"u1"};
    analyze::Probe definition = isa;
    definition.id = "DEF_1";
    definition.kind = analyze::ProbeKind::kDefinition;
    definition.answer_concept.reset();
    definition.hops.reset();
    definition.answer = 0;
    definition.split = "Test";
    definition.explanation = {"u1", "u2"};
    set.probes = {isa, definition};
  }
};

}  // namespace

TEST_CASE("probe report: the questions file in WorldTree's layout, the key a letter", "[report]") {
  TwoProbes p;
  std::ostringstream out;
  report::write_probe_questions(p.set, out);
  CHECK(out.str() ==
        "QuestionID\tquestion\tAnswerKey\texplanation\tcategory\tprobe_kind\thops\t"
        "distractor_family\tcluster\n"
        "ISA_1\tA cat is a kind of what? (A) rock (B) tree (C) animal\tC\tu1|CENTRAL\tTrain\t"
        "hypernym\t1\tsiblings\tanimal\n"
        "DEF_1\tA cat is a kind of what? (A) rock (B) tree (C) animal\tA\tu1|CENTRAL u2|CENTRAL\t"
        "Test\tdefinition\t\tsiblings\tanimal\n");
}

TEST_CASE("probe report: one JSON line per probe, its answer the keyed choice", "[report]") {
  TwoProbes p;
  std::ostringstream out;
  report::write_probe_lines(p.set, out);
  std::istringstream lines(out.str());
  std::string line;
  std::vector<nlohmann::json> probes;
  while (std::getline(lines, line)) probes.push_back(nlohmann::json::parse(line));
  REQUIRE(probes.size() == 2);
  CHECK(probes[0]["answer"] == "animal");
  CHECK(probes[0]["answer_key"] == "C");
  CHECK(probes[0]["answer_concept"] == "animal");
  CHECK(probes[0]["concept"] == "cat");
  CHECK(probes[0]["gloss"].is_null());          // a tablestore has no glosses
  CHECK(probes[0]["wordnet_sense"].is_null());  // nor senses, unless matched
  CHECK(probes[1]["answer"] == "rock");
  CHECK(probes[1]["answer_concept"].is_null());
  CHECK(probes[1]["hops"].is_null());
}

TEST_CASE("probe report: the summary counts each split, empty ones as 0", "[report]") {
  TwoProbes p;
  const auto j = report::probe_summary_json(p.set);
  CHECK(j["questions"] == 2);
  CHECK(j["splits"].dump() == R"({"Train":1,"Dev":0,"Test":1})");
  CHECK(j["wordnet"].is_null());
  CHECK(j["max_train"].is_null());
}
