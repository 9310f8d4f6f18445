// TF-Ranking's JSON output, read through nlohmann's SAX interface straight into our own
// structures: memory stays that of the problems kept (no DOM of the whole file, whose
// recursive destruction aborted under a memory cap), and every surprise is a located error.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <vector>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/json_document.hpp"
#include "explgraph/load/ranking.hpp"

namespace explgraph::load {
namespace {

using Json = nlohmann::json;
constexpr double kMaxRelevance = 100;  // a gain of 2^100 - 1 already swamps everything

std::string short_number(double v) {
  return core::format_number(v);
}

// Where the parser stands, as the keys and array positions leading to the current value:
// {"rankingProblemsOutput", "[]", "documents", "[]", "score"} is a document's score.
class Handler : public nlohmann::json_sax<Json> {
 public:
  Handler(const std::string& display, core::Diagnostics& diagnostics)
      : display_(display), diagnostics_(diagnostics) {}

  std::vector<RankingProblem> problems;
  std::size_t skipped_documents = 0;
  bool found_list = false;
  std::string error;  // set when a handler stops the parse

  bool null() override { return scalar(Value{}); }
  bool boolean(bool) override { return scalar(Value{}); }
  bool number_integer(number_integer_t v) override {
    return scalar(Value{true, static_cast<double>(v), {}});
  }
  bool number_unsigned(number_unsigned_t v) override {
    return scalar(Value{true, static_cast<double>(v), {}});
  }
  bool number_float(number_float_t v, const string_t&) override {
    return scalar(Value{true, v, {}});
  }
  bool string(string_t& s) override { return scalar(Value{false, 0, s, true}); }
  bool binary(binary_t&) override { return scalar(Value{}); }

  bool start_object(std::size_t) override {
    if (path_.size() >= kMaxJsonDepth) return too_deep();
    if (at_problem()) problems.emplace_back(), problem_has_documents_ = false;
    if (at_document()) document_ = Document{};
    keys_.emplace_back();
    path_.emplace_back();  // filled by key()
    return true;
  }
  bool key(string_t& k) override {
    if (path_.size() <= 5 && !keys_.back().insert(k).second)
      return fail("key '" + k +
                  "' appears twice in one object (the later would silently replace the first)");
    path_.back() = k;
    return true;
  }
  bool end_object() override {
    keys_.pop_back();
    path_.pop_back();
    if (at_document()) finish_document();
    if (at_problem()) finish_problem();
    advance();
    return true;
  }
  bool start_array(std::size_t) override {
    if (path_.size() >= kMaxJsonDepth) return too_deep();
    if (path_ == std::vector<std::string>{"rankingProblemsOutput"}) found_list = true;
    list_items_ = 0;
    path_.push_back("[]");
    return true;
  }
  bool end_array() override {
    path_.pop_back();
    if (at_problem_field("documents")) problem_has_documents_ = true;
    advance();
    return true;
  }
  bool parse_error(std::size_t position, const std::string&,
                   const nlohmann::detail::exception& e) override {
    error =
        display_ + ": error: not valid JSON (byte " + std::to_string(position) + "): " + e.what();
    return false;
  }

 private:
  struct Value {
    bool number = false;
    double value = 0;
    std::string text;
    bool is_string = false;
  };
  struct Document {
    bool has_score = false, has_relevance = false;
    double score = 0, relevance = 0;
    std::string text;
  };

  bool at(std::initializer_list<const char*> path) const {
    return path_.size() == path.size() && std::equal(path_.begin(), path_.end(), path.begin());
  }
  bool at_problem() const { return at({"rankingProblemsOutput", "[]"}); }
  bool at_problem_field(const char* f) const { return at({"rankingProblemsOutput", "[]", f}); }
  bool at_document() const { return at({"rankingProblemsOutput", "[]", "documents", "[]"}); }
  bool at_document_field(const char* f) const {
    return at({"rankingProblemsOutput", "[]", "documents", "[]", f});
  }
  void advance() {}  // array positions are not numbered: "[]" stands for each element

  bool too_deep() {
    return fail("JSON nested deeper than " + std::to_string(kMaxJsonDepth) +
                " levels (TF-Ranking output nests five deep)");
  }
  // A document's `field` given as a number, or as the one element of a list ([0.5]: what
  // many models write): its value, counted.
  bool at_value_of(const char* field) {
    if (at_document_field(field)) return true;
    if (path_.size() != 6 || path_[4] != field || path_[5] != "[]" || !at_document_list())
      return false;
    ++list_items_;
    return true;
  }
  bool at_document_list() const {
    return std::equal(
        path_.begin(), path_.begin() + 4,
        std::vector<std::string>{"rankingProblemsOutput", "[]", "documents", "[]"}.begin());
  }
  bool fail(const std::string& what) {
    error = display_ + ": error: " + what;
    return false;
  }
  std::string where() const { return "ranking problem " + std::to_string(problems.size()); }

  bool scalar(const Value& v) {
    if (at_problem_field("queryText")) {
      problems.back().query = v.is_string ? v.text
                              : v.number  ? core::format_double(v.value, 17)
                                          : "";
    } else if (at_value_of("score")) {
      if (!v.number) return fail(where() + ": a document's 'score' is not a number");
      if (list_items_ > 1)
        return fail(where() +
                    ": a document's 'score' is a list of several values; expected "
                    "a number or a one-element list");
      document_.has_score = true, document_.score = v.value;
    } else if (at_value_of("relevance")) {
      if (list_items_ > 1)
        return fail(where() +
                    ": a document's 'relevance' is a list of several values; expected "
                    "a number or a one-element list");
      if (!v.number)
        return fail(where() + ": a document's 'relevance' is not a number" +
                    (v.is_string ? " (a number in quotes?)" : ""));
      if (!(std::fabs(v.value) <= kMaxRelevance))
        return fail(where() + ": relevance " + short_number(v.value) + " is outside -100…100");
      document_.has_relevance = true, document_.relevance = v.value;
    } else if (at_document_field("docText")) {
      document_.text = v.text;
    }
    return true;
  }
  void finish_document() {
    if (!document_.has_score) {
      diagnostics_.warn(display_, 0, 0, "malformed-ranking-document",
                        "a document of " + where() + " (" + core::quoted(problems.back().query) +
                            ") has no numeric 'score'; skipped");
      ++skipped_documents;
      return;
    }
    problems.back().documents.push_back({document_.text, document_.relevance, document_.score});
  }
  void finish_problem() {
    auto& p = problems.back();
    if (p.query.empty()) p.query = "query " + std::to_string(problems.size());
    if (!problem_has_documents_) {
      diagnostics_.warn(display_, 0, 0, "malformed-ranking-problem",
                        where() + " has no 'documents' list; skipped");
      problems.pop_back();
      ++skipped_problems_;
      return;
    }
    std::stable_sort(
        p.documents.begin(), p.documents.end(),
        [](const ScoredDocument& a, const ScoredDocument& b) { return a.score > b.score; });
  }

  const std::string& display_;
  core::Diagnostics& diagnostics_;
  std::vector<std::string> path_;
  std::vector<std::set<std::string>> keys_;
  Document document_;
  bool problem_has_documents_ = false;
  std::size_t list_items_ = 0;  // the elements of the innermost list read so far
  std::size_t skipped_problems_ = 0;

 public:
  std::size_t skipped_problems() const { return skipped_problems_; }
};

}  // namespace

TfRankingOutput read_tfranking_output(std::istream& in, const std::string& display,
                                      core::Diagnostics& diagnostics) {
  Handler handler(display, diagnostics);
  bool ok = false;
  try {
    ok = Json::sax_parse(in, &handler);
  } catch (const std::bad_alloc&) {
    throw core::InputError(display + ": error: out of memory while reading the JSON");
  } catch (const nlohmann::json::exception& e) {
    throw core::InputError(display + ": error: unusable JSON: " + e.what());
  }
  if (!ok)
    throw core::InputError(handler.error.empty() ? display + ": error: not valid JSON"
                                                 : handler.error);
  if (!handler.found_list)
    throw core::InputError(
        display +
        ": error: expected a JSON object with a 'rankingProblemsOutput' list (TF-Ranking output)");
  if (handler.problems.empty())
    throw core::InputError(display +
                           ": error: the 'rankingProblemsOutput' list has no usable problem (" +
                           std::to_string(handler.skipped_problems()) + " skipped)");
  const bool scored = std::any_of(handler.problems.begin(), handler.problems.end(),
                                  [](const RankingProblem& p) { return !p.documents.empty(); });
  if (!scored)
    throw core::InputError(
        display + ": error: no document of the " + std::to_string(handler.problems.size()) +
        " ranking problem(s) has a numeric 'score' (" + std::to_string(handler.skipped_documents) +
        " skipped): nothing to rank");
  return {std::move(handler.problems), handler.skipped_problems(), handler.skipped_documents};
}

std::vector<RankingProblem> read_tfranking_json(std::istream& in, const std::string& display,
                                                core::Diagnostics& diagnostics) {
  return read_tfranking_output(in, display, diagnostics).problems;
}

}  // namespace explgraph::load
