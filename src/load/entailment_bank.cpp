#include "explgraph/load/entailment_bank.hpp"

#include <algorithm>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/json_lines.hpp"
#include "explgraph/load/line_reader.hpp"

namespace explgraph::load {
namespace {

// Each line of `in` as Python's text files give them, with its number, to `line`; true when
// every line is blank (an empty file).
template <typename Line>
bool for_each_line(std::istream& in, const std::string& display, Line line) {
  LineReader reader(in, display);
  std::string_view text;
  bool blank = true;
  while (reader.next(text)) {
    blank = blank && core::trim(text).empty();
    line(reader.number(), text);
  }
  return blank;
}

EntailmentTree tree_of(simdjson::dom::element item, std::size_t line, Provenance provenance) {
  EntailmentTree tree;
  tree.line = line;
  tree.id = string_member(item, "id").value_or("");
  tree.question = string_member(item, "question").value_or("");
  tree.answer = string_member(item, "answer").value_or("");
  tree.hypothesis = string_member(item, "hypothesis").value_or("");
  tree.proof = string_member(item, "proof").value_or("");
  const auto meta = member(item, "meta");
  if (!meta) return tree;
  tree.sentences = texts_of(member(*meta, "triples"));
  tree.intermediates = texts_of(member(*meta, "intermediate_conclusions"));
  // meta.worldtree_provenance's keys follow the sentences' order before the context was
  // shuffled (in the public release about one key in five names the context sentence of the
  // same text): a context sentence's UID is the one whose original_text is its text.
  if (provenance == Provenance::kRead) {
    std::unordered_map<std::string_view, std::string_view> uid_of_text;
    for (const auto& [key, entry] : members_of(member(*meta, "worldtree_provenance")))
      if (const auto uid = string_view_member(entry, "uuid").value_or(""); !uid.empty())
        uid_of_text.try_emplace(string_view_member(entry, "original_text").value_or(""), uid);
    for (const auto& [id, text] : tree.sentences)
      if (const auto uid = uid_of_text.find(text); uid != uid_of_text.end())
        tree.provenance.emplace_back(id, uid->second);
  }
  simdjson::dom::array distractors;
  if (const auto d = member(*meta, "distractors"); d && d->get_array().get(distractors) == 0)
    for (const auto id : distractors) {
      std::string_view text;
      if (id.get_string().get(text) == simdjson::SUCCESS) tree.distractors.emplace_back(text);
    }
  return tree;
}

// What a gold line lacks: "" when it has string id, hypothesis and proof.
std::string missing_fields(simdjson::dom::element item) {
  if (!item.is_object()) return "a JSON " + std::string(json_type_name(item));
  std::string missing;
  for (const char* field : {"id", "hypothesis", "proof"})
    if (!string_member(item, field))
      missing += std::string(missing.empty() ? "" : ", ") + "'" + field + "'";
  return missing.empty() ? "" : "an object without a string " + missing;
}

// One line of a JSONL prediction file: a prediction, or a counted warning (the first kept
// in `first_problem` for the error when no line is usable).
void read_json_prediction(JsonLineReader& json, std::size_t number, std::string_view line,
                          const std::string& display, core::Diagnostics& warnings,
                          TreePredictions& predictions, std::string& first_problem) {
  std::string why;
  const auto record = json.read(line, why);
  if (record && !record->is_object()) why = "a JSON " + std::string(json_type_name(*record));
  const auto id = record ? string_member(*record, "id") : std::nullopt;
  const auto prediction = record ? string_member(*record, "prediction") : std::nullopt;
  const auto slots = record ? member(*record, "slots") : std::nullopt;
  const auto proof = slots ? string_member(*slots, "proof") : std::nullopt;
  if (why.empty() && !id)
    why = "a record without a string 'id'";
  else if (why.empty() && !prediction && !proof)
    why = "a record without a string 'prediction' (or 'slots': {'proof'})";
  if (!why.empty()) {
    if (predictions.malformed++ == 0) {
      first_problem = "line " + std::to_string(number) + ": " + why;
      if (record && member(*record, "proof") && member(*record, "hypothesis"))
        first_problem += "; gold trees? give those with --gold";
    }
    warnings.warn(
        display, number, 0, "malformed-prediction",
        "expected a JSON object with 'id' and 'prediction', found " + why + "; line skipped");
    return;
  }
  TreePrediction p{number, *id, "", std::nullopt, std::nullopt, std::nullopt};
  if (prediction) {
    p.text = *prediction;
  } else {  // run_scorer_task3.py: slots.proof, its ';' ends stripped
    const auto b = proof->find_first_not_of(';'), e = proof->find_last_not_of(';');
    p.proof = b == std::string::npos ? "" : proof->substr(b, e - b + 1);
  }
  if (const auto own = member(*record, "worldtree_provenance"); own && own->is_object()) {
    p.sentences = texts_of(own, "original_text");
    p.hypothesis = string_member(*record, "hypothesis");
  }
  predictions.items.push_back(std::move(p));
}

}  // namespace

namespace {

std::string_view value_of(const EntailmentTree::Texts& texts, std::string_view id) {
  for (const auto& [key, value] : texts)
    if (key == id) return value;
  return {};
}

}  // namespace

std::string_view EntailmentTree::sentence_text(std::string_view sentence) const {
  return value_of(sentences, sentence);
}

std::string_view EntailmentTree::uid_of(std::string_view sentence) const {
  return value_of(provenance, sentence);
}

EntailmentBank read_entailment_bank(std::istream& in, const std::string& display,
                                    core::Diagnostics& warnings, Provenance provenance) {
  const std::string expected =
      ": error: expected an EntailmentBank tree (a JSON object with "
      "id, hypothesis and proof), found ";
  EntailmentBank bank;
  bank.name = display;
  std::unordered_map<std::string, std::size_t> line_of;
  JsonLineReader json;
  const bool blank = for_each_line(in, display, [&](std::size_t number, std::string_view line) {
    if (core::trim(line).empty()) return;
    std::string why;
    const auto item = json.read(line, why);
    const std::string where = display + ":" + std::to_string(number);
    if (!item) throw core::InputError(where + expected + why + " (is it a JSONL file?)");
    if (const auto lacks = missing_fields(*item); !lacks.empty())
      throw core::InputError(where + expected + lacks);
    bank.trees.push_back(tree_of(*item, number, provenance));
    const auto [at, added] = line_of.try_emplace(bank.trees.back().id, number);
    if (!added)
      warnings.warn(display, number, 0, "repeated-tree",
                    "the id " + core::quoted(bank.trees.back().id) + " was given at line " +
                        std::to_string(at->second) +
                        " too; as the official scorer, the last record of an id is the one used");
    at->second = number;
  });
  if (bank.trees.empty())
    throw core::InputError(display + expected + (blank ? "an empty file" : "no tree"));
  return bank;
}

TreePredictions read_tree_predictions(std::istream& in, const std::string& display,
                                      core::Diagnostics& warnings) {
  TreePredictions predictions;
  predictions.name = display;
  std::string first_problem;  // the first unusable line, for the error when none is usable
  JsonLineReader json;
  const auto read_line = [&](std::size_t number, std::string_view line) {
    if (!predictions.jsonl)
      predictions.items.push_back(
          {number, "", std::string(line), std::nullopt, std::nullopt, std::nullopt});
    else if (!core::trim(line).empty())
      read_json_prediction(json, number, line, display, warnings, predictions, first_problem);
  };
  // JSONL when the file's first byte that is no space nor byte-order mark is "{": the lines
  // before that byte wait until it is known.
  bool decided = false;
  std::vector<std::pair<std::size_t, std::string>> waiting;
  const auto decide = [&](bool jsonl) {
    decided = true;
    predictions.jsonl = jsonl;
    for (const auto& [number, line] : waiting) read_line(number, line);
    waiting.clear();
  };
  const bool blank = for_each_line(in, display, [&](std::size_t number, std::string_view line) {
    if (!decided) {
      const auto first = line.find_first_not_of(" \t\xEF\xBB\xBF");
      if (first == std::string_view::npos) return waiting.emplace_back(number, line), void();
      decide(line[first] == '{');
    }
    read_line(number, line);
  });
  if (!decided) decide(false);
  if (blank || predictions.items.empty())  // blank lines alone are no prediction either
    throw core::InputError(
        display +
        ": error: expected EntailmentBank predictions (lines of "
        "'$proof$ = …', or JSONL with id and prediction), found " +
        (blank ? std::string("an empty file") : "no usable line (" + first_problem + ")"));
  return predictions;
}

void for_each_pair_score(std::istream& in, const std::string& display, core::Diagnostics& warnings,
                         const PairScoreVisitor& score) {
  std::size_t usable = 0;
  std::string first_problem;  // the first unusable line, for the error when none is usable
  const bool blank = for_each_line(in, display, [&](std::size_t number, std::string_view line) {
    // A byte-order mark (a file saved by Excel or as "utf-8-sig") is no part of the first
    // text, or of the header: dropped, as the TSV reader drops one.
    if (number == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);
    if (core::trim(line).empty()) return;
    // Exactly three fields, found by their two tabs without splitting the line.
    const auto tab1 = line.find('\t');
    const auto tab2 = tab1 == std::string_view::npos ? tab1 : line.find('\t', tab1 + 1);
    const std::string_view first = line.substr(0, tab1);
    double value = 0;
    const bool parsed = tab2 != std::string_view::npos &&
                        line.find('\t', tab2 + 1) == std::string_view::npos &&
                        core::parse_finite(core::trim(line.substr(tab2 + 1)), value);
    if (!parsed && number == 1 && core::iequals(core::trim(first), "candidate"))
      return;  // the header (of a scores file, or of the pairs file itself)
    if (!parsed) {
      const std::string found = std::to_string(core::split(line, '\t').size()) +
                                " field(s): " + core::quoted(std::string(line.substr(0, 60)));
      if (first_problem.empty()) first_problem = "line " + std::to_string(number) + " has " + found;
      warnings.warn(display, number, 0, "malformed-score-line",
                    "expected 'candidate<TAB>reference<TAB>score' with a finite score, found " +
                        found + "; line skipped");
      return;
    }
    ++usable;
    score(first, line.substr(tab1 + 1, tab2 - tab1 - 1), value, number);
  });
  if (usable == 0)
    throw core::InputError(display +
                           ": error: expected BLEURT scores (TSV: candidate, reference, score), "
                           "found " +
                           (blank ? std::string("an empty file")
                            : first_problem.empty()
                                ? std::string("only a header line (the pairs --write-pairs writes "
                                              "still need a score each)")
                                : "no usable line (" + first_problem +
                                      "; the pairs --write-pairs writes still need a score each)"));
}

std::vector<PairScoreLine> read_pair_scores(std::istream& in, const std::string& display,
                                            core::Diagnostics& warnings) {
  std::vector<PairScoreLine> scores;
  for_each_pair_score(
      in, display, warnings,
      [&](std::string_view candidate, std::string_view reference, double score, std::size_t line) {
        scores.push_back({std::string(candidate), std::string(reference), score, line});
      });
  return scores;
}

}  // namespace explgraph::load
