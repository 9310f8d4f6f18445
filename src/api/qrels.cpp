#include "explgraph/api/qrels.hpp"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "explgraph/load/corpus.hpp"
#include "explgraph/load/trec.hpp"

namespace explgraph {
namespace {

struct Judgment {
  std::string uid;
  int grade = 1;
};

// A question's judged UIDs: first citations' order, 2 for a UID any citation calls CENTRAL.
std::vector<Judgment> judgments_of(const load::Question& q) {
  std::vector<Judgment> judged;
  std::unordered_map<std::string, std::size_t> at;
  for (const auto& token : q.explanation) {
    auto [it, first] = at.try_emplace(token.uid, judged.size());
    if (first) judged.push_back({token.uid, 1});
    if (token.role_id == load::kCentral) judged[it->second].grade = 2;
  }
  return judged;
}

}  // namespace

Output qrels(Workspace& workspace) {
  const load::Corpus& corpus = workspace.corpus();
  const auto names = load::distinct_question_names(corpus);
  auto lines = std::make_shared<std::string>();
  std::size_t questions = 0, judgments = 0, skipped = 0;
  for (std::size_t i = 0; i < corpus.questions.size(); ++i) {
    const auto& q = corpus.questions[i];
    if (!load::has_explanation(q)) {
      ++skipped;
      continue;
    }
    ++questions;
    const std::string where = q.file + ":" + std::to_string(q.line);
    const std::string remedy =
        "rename it in the corpus, or score with the corpus itself (rankeval --corpus)";
    load::check_trec_field(names[i], "question id", where, remedy);
    for (const auto& j : judgments_of(q)) {
      load::check_trec_field(j.uid, "UID", where, remedy);
      *lines += names[i] + " 0 " + j.uid + " " + std::to_string(j.grade) + "\n";
      ++judgments;
    }
  }
  Output output = counts_output({{"questions", questions},
                                 {"judgments", judgments},
                                 {"skipped_without_explanation", skipped}});
  output.data = [lines](std::ostream& out) { out << *lines; };
  return output;
}

}  // namespace explgraph
