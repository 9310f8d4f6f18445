#include "explgraph/load/corpus.hpp"
#include "explgraph/load/input_file.hpp"

#include <algorithm>
#include <unordered_map>

#include "explgraph/core/parallel.hpp"
#include "explgraph/core/strings.hpp"

#include "explgraph/core/errors.hpp"
#include "explgraph/load/corpus_layout.hpp"

namespace explgraph::load {
namespace fs = std::filesystem;

namespace {

CorpusLayout resolve_layout(const LoadOptions& options) {
  CorpusLayout layout;
  if (!options.corpus_dir.empty())
    layout = detect_layout(options.corpus_dir);
  else
    layout.kind = "explicit";
  if (!options.tables.empty()) layout.tables = options.tables;
  if (!options.questions.empty()) {
    layout.questions.clear();
    for (const auto& q : options.questions)
      layout.questions.push_back({q, split_from_file_name(q)});
  }
  if (layout.tables.empty())
    throw core::UsageError("no tablestore given: use --corpus DIR or --tables PATH");
  if (options.tablestore_alone) layout.questions.clear();
  if (layout.questions.empty() && !options.tables_only)
    throw core::UsageError("no questions given: use --corpus DIR or --questions FILE");
  return layout;
}

void load_types(const LoadOptions& options, Corpus& corpus) {
  std::vector<std::string> names;
  for (const auto& t : corpus.tablestore.tables) names.push_back(t.name);
  if (options.types_file.empty()) {
    corpus.types = default_knowledge_types(names);
  } else {
    std::ifstream in = open_input(options.types_file);
    core::InputAccount account{options.types_file, "types", 0, 0, {}};
    corpus.types = read_knowledge_types(in, options.types_file, corpus.diagnostics, account);
    // Nothing usable is an error, not every table unmapped (issue 42: a comma-separated
    // mapping gave exit 0 and a page of "(unmapped)").
    if (!names.empty() && corpus.types.coverage(names) == 0)
      throw core::InputError(
          options.types_file + ": error: expected 'table<TAB>category[<TAB>label]' lines naming " +
          "the tablestore's tables (such as " + core::quoted(names.front()) + "), found " +
          (corpus.types.size() == 0 ? std::to_string(account.lines_read) + " line(s), none usable"
                                    : std::to_string(corpus.types.size()) +
                                          " table(s), none of them in the tablestore") +
          "; is it comma-separated, or for another corpus?");
    corpus.accounts.push_back(std::move(account));
  }
  for (const auto& t : corpus.tablestore.tables) {
    auto type = corpus.types.find(t.name);
    corpus.table_categories.push_back(type ? type->category : kUnmapped);
    if (type) continue;
    corpus.unmapped_tables.push_back(t.name);
    corpus.diagnostics.warn(t.path, 0, 0, "unmapped-table",
                            "table " + t.name + " has no knowledge category in " +
                                corpus.types.source +
                                "; reported as unmapped (give a mapping with --types)");
  }
}

void warn_duplicate_ids(Corpus& corpus) {
  std::unordered_map<std::string, const Question*> seen;
  auto names = distinct_question_names(corpus);
  for (std::size_t i = 0; i < corpus.questions.size(); ++i) {
    const auto& q = corpus.questions[i];
    auto [it, inserted] = seen.try_emplace(q.id, &q);
    if (!inserted)
      corpus.diagnostics.warn(q.file, q.line, 0, "duplicate-question-id",
                              "question id '" + q.id + "' already used at " + it->second->file +
                                  ":" + std::to_string(it->second->line) +
                                  "; both kept, this one named '" + names[i] +
                                  "' wherever explgraph writes or reads question ids");
  }
}

// SPEC §1: --split names a split the corpus has; another name would keep nothing silently.
void check_split(const std::string& split, const std::vector<std::string>& present) {
  if (split.empty()) return;
  if (std::any_of(present.begin(), present.end(),
                  [&](const std::string& s) { return core::iequals(s, split); }))
    return;
  std::string list;
  for (const auto& s : present) list += (list.empty() ? "" : ", ") + s;
  throw core::UsageError(
      "--split: the corpus has no split '" + split + "'; " +
      (list.empty()
           ? std::string("it names no splits (no category column, no train/dev/test file names)")
           : "its splits are " + list));
}

}  // namespace

std::vector<std::string> distinct_question_names(const Corpus& corpus) {
  std::unordered_map<std::string, std::size_t> seen;
  std::vector<std::string> names;
  names.reserve(corpus.questions.size());
  for (const auto& q : corpus.questions) {
    std::size_t k = ++seen[q.id];
    names.push_back(k == 1 ? q.id : q.id + "#" + std::to_string(k));
  }
  return names;
}

Population population(const Corpus& corpus) {
  Population p;
  p.kept = corpus.questions.size();
  for (const auto& q : corpus.questions) p.with_explanation += has_explanation(q);
  return p;
}

std::vector<core::QuestionId> explained_questions(const Corpus& corpus) {
  std::vector<core::QuestionId> out;
  for (std::uint32_t i = 0; i < corpus.questions.size(); ++i)
    if (has_explanation(corpus.questions[i])) out.push_back(core::QuestionId(i));
  return out;
}

const std::string& category_of(const Corpus& corpus, core::TableId table) {
  return corpus.table_categories[table.value];
}

const std::string& category_of(const Corpus& corpus, core::RowId row) {
  return category_of(corpus, corpus.tablestore.rows[row.value].table);
}

namespace {

// Known roles keep their fixed ids; any other role gets the next one.
void intern_roles(Corpus& corpus) {
  for (const auto& role : known_roles()) corpus.roles.intern(role);
  for (auto& q : corpus.questions)
    for (auto& token : q.explanation)
      if (!token.role_id.valid()) token.role_id = corpus.roles.intern(token.role);
}

}  // namespace

Corpus load_corpus(const LoadOptions& options) {
  CorpusLayout layout = resolve_layout(options);
  Corpus corpus;
  corpus.layout = layout.kind;
  corpus.source = !options.corpus_dir.empty() ? options.corpus_dir : layout.tables.string();
  for (const auto& w : layout.warnings)
    corpus.diagnostics.warn(options.corpus_dir, 0, 0, "layout", w);
  // The tablestore and each question file are read side by side; then the questions' UIDs
  // are looked up, their diagnostics following the tables' as one reading in order gives them.
  std::vector<UnresolvedQuestionFile> read(layout.questions.size());
  std::vector<core::InputAccount> question_accounts(layout.questions.size());
  std::vector<core::Task> tasks{{"tables", [&] {
                                   corpus.tablestore = load_tablestore(
                                       layout.tables, corpus.diagnostics, corpus.accounts);
                                 }}};
  for (std::size_t i = 0; i < layout.questions.size(); ++i)
    tasks.push_back({"questions", [&, i] {
                       const auto& source = layout.questions[i];
                       InputFile in(source.path.string());  // "-": standard input
                       question_accounts[i] = {in.name(), "questions", 0, 0, {}};
                       read[i] =
                           read_questions_unresolved(in.stream(), in.name(), source.default_split,
                                                     options.filter, question_accounts[i]);
                     }});
  core::run_tasks(tasks, options.threads);
  std::vector<std::string> splits;
  for (std::size_t i = 0; i < read.size(); ++i) {
    QuestionFile file =
        resolve_questions(std::move(read[i]), corpus.tablestore, corpus.diagnostics);
    corpus.questions_read += file.rows_read;
    corpus.has_flags_column = corpus.has_flags_column || file.has_flags_column;
    for (auto& s : file.splits_seen)
      if (std::none_of(splits.begin(), splits.end(),
                       [&](const std::string& t) { return core::iequals(s, t); }))
        splits.push_back(std::move(s));
    if (corpus.questions.empty()) {
      corpus.questions = std::move(file.kept);  // the common case: one file, no copy
    } else {
      corpus.questions.reserve(corpus.questions.size() + file.kept.size());
      for (auto& q : file.kept) corpus.questions.push_back(std::move(q));
    }
    corpus.accounts.push_back(std::move(question_accounts[i]));
  }
  check_split(options.filter.split, splits);
  warn_duplicate_ids(corpus);
  load_types(options, corpus);
  intern_roles(corpus);
  return corpus;
}

}  // namespace explgraph::load
