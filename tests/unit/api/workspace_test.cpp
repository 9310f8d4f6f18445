#include <catch2/catch.hpp>

#include "api_fixtures.hpp"
#include "explgraph/explgraph.hpp"  // the library's one header is enough

using namespace explgraph;

TEST_CASE("workspace: loads with the command line's options and builds each structure once",
          "[api]") {
  Workspace workspace(fixture_corpus());
  CHECK(workspace.corpus().questions.size() == 4);  // q4 is flagged HARD
  CHECK(&workspace.graph() == &workspace.graph());
  CHECK(&workspace.normalizer() == &workspace.normalizer());
  CHECK(&workspace.explanations() == &workspace.explanations());
  CHECK(&workspace.explanation_graphs() == &workspace.explanation_graphs());
  CHECK_FALSE(workspace.empty());
  CorpusOptions any = fixture_corpus();
  any.flags = "any";
  CHECK(Workspace(any).corpus().questions.size() == 5);
  CorpusOptions dev = fixture_corpus();
  dev.split = "dev";  // case-insensitive
  CHECK(Workspace(dev).corpus().questions.size() == 1);
  CorpusOptions bad = fixture_corpus();
  bad.flags = "some";
  CHECK_THROWS_WITH(Workspace(bad), "--flags: expected success or any, found 'some'");
}

TEST_CASE("workspace: without a corpus it is empty, for what needs none", "[api]") {
  Workspace none;
  CHECK(none.empty());
  CHECK(none.corpus().questions.empty());
  none.set_threads(3);
  CHECK(none.threads() == 3);
  CHECK(none.progress() == nullptr);
}

TEST_CASE("workspace: corpus arguments a shell reads back, defaults left out", "[api]") {
  CHECK(corpus_arguments(CorpusOptions{}).empty());
  CorpusOptions o;
  o.corpus = "my corpus";
  o.questions = {"a.tsv", "it's.tsv"};
  o.flags = "any";
  o.split = "Dev";
  o.threads = 4;  // how to run, not which corpus: not said
  CHECK(
      corpus_arguments(o) ==
      "--corpus 'my corpus' --questions a.tsv --questions 'it'\\''s.tsv' --flags any --split Dev");
  o = {};
  o.tables = "t/tableindex.txt";
  o.types = "types.tsv";
  o.lemmas = "lemmas.txt";
  CHECK(corpus_arguments(o) == "--tables t/tableindex.txt --types types.tsv --lemmas lemmas.txt");
}
