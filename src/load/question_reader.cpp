#include "explgraph/load/question_reader.hpp"

#include <algorithm>
#include <unordered_map>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/tsv_reader.hpp"

namespace explgraph::load {
using core::trim;

namespace {

constexpr std::size_t kNone = SIZE_MAX;

struct Columns {
  std::size_t id = kNone, question = kNone, answer = kNone, explanation = kNone, flags = kNone,
              category = kNone, knowledge_type = kNone, topic = kNone, grade = kNone, exam = kNone,
              probe_kind = kNone, hops = kNone, distractor_family = kNone, cluster = kNone;
};

Columns find_columns(const TsvRecord& header, const std::string& display,
                     core::Diagnostics& diagnostics) {
  const std::unordered_map<std::string, std::size_t Columns::*> names{
      {"questionid", &Columns::id},
      {"question", &Columns::question},
      {"answerkey", &Columns::answer},
      {"explanation", &Columns::explanation},
      {"flags", &Columns::flags},
      {"category", &Columns::category},
      {"knowledgetype", &Columns::knowledge_type},
      {"topic", &Columns::topic},
      {"schoolgrade", &Columns::grade},
      {"examname", &Columns::exam},
      {"probekind", &Columns::probe_kind},
      {"hops", &Columns::hops},
      {"distractorfamily", &Columns::distractor_family},
      {"cluster", &Columns::cluster}};
  Columns columns;
  for (std::size_t c = 0; c < header.fields.size(); ++c) {
    auto it = names.find(core::header_key(header.fields[c]));
    if (it == names.end()) continue;
    std::size_t& slot = columns.*(it->second);
    if (slot != kNone) {
      diagnostics.warn(
          display, header.line, header.columns[c], "duplicate-column",
          "column " + core::quoted(header.fields[c]) + " appears twice; using the first");
      continue;
    }
    slot = c;
  }
  return columns;
}

std::string header_list(const TsvRecord& header) {
  std::string out;
  for (auto f : header.fields) out += (out.empty() ? "" : ", ") + core::quoted(f);
  return out.empty() ? "an empty line" : out;
}

std::string_view field(const TsvRecord& record, std::size_t column) {
  return column < record.fields.size() ? trim(record.fields[column]) : std::string_view();
}

bool passes_flags(std::string_view flags) {
  for (auto flag : core::split_whitespace(flags)) {
    std::string upper = core::ascii_upper(flag);
    if (upper == "SUCCESS" || upper == "READY") return true;
  }
  return false;
}

void parse_text(Question& q, const std::string& display, std::size_t column,
                core::Diagnostics& diagnostics) {
  ParsedChoices parsed = parse_choices(q.text);
  q.stem = std::move(parsed.stem);
  q.choices = std::move(parsed.choices);
  q.answer = parse_answer_key(q.answer_key);
  if (!q.answer_key.empty() && q.answer < 0)
    diagnostics.warn(display, q.line, 0, "bad-answer-key",
                     "expected an answer key letter (A, B, …) or number (1, 2, …), found " +
                         core::quoted(q.answer_key));
  if (q.choices.empty())
    q.stem.clear();  // withheld or unparsable text: no Q/A vertices
  else if (q.answer >= static_cast<int>(q.choices.size()))
    diagnostics.warn(display, q.line, column, "answer-not-a-choice",
                     "answer key " + core::quoted(q.answer_key) +
                         " names no choice (question has " + std::to_string(q.choices.size()) +
                         " choices)");
}

}  // namespace

namespace {

std::string dangling_uid_message(std::string_view uid) {
  return "UID " + core::quoted(uid) + " is not defined by any table";
}

// parse_explanation, but with `tables` null each token's row is left for resolve_questions,
// and `pending` told where its dangling-uid warning would go.
std::vector<ExplanationToken> read_tokens(std::string_view text, std::size_t field_column,
                                          const Tablestore* tables, const std::string& file,
                                          std::size_t line, core::Diagnostics& diagnostics,
                                          std::vector<MalformedToken>* malformed,
                                          UnresolvedQuestionFile* pending) {
  std::vector<ExplanationToken> tokens;
  tokens.reserve(static_cast<std::size_t>(std::count(text.begin(), text.end(), '|')));  // one each
  core::for_each_word(text, [&](std::string_view raw) {
    std::size_t column = field_column + static_cast<std::size_t>(raw.data() - text.data());
    // UID|ROLE: exactly one bar, something on either side of it.
    const std::size_t bar = raw.find('|');
    const bool one_bar = bar != std::string_view::npos && raw.find('|', bar + 1) == raw.npos;
    const std::string_view parts[2] = {raw.substr(0, bar),
                                       one_bar ? raw.substr(bar + 1) : std::string_view()};
    if (!one_bar || trim(parts[0]).empty() || trim(parts[1]).empty()) {
      diagnostics.warn(file, line, column, "malformed-token",
                       "expected an explanation token 'UID|ROLE', found " + core::quoted(raw) +
                           "; token skipped");
      if (malformed != nullptr) malformed->push_back({std::string(raw), column});
      return;
    }
    ExplanationToken token{core::ascii_lower(parts[0]),
                           core::ascii_upper(parts[1]),
                           {},
                           tables != nullptr ? tables->find(parts[0]) : core::RowId(),
                           column};
    token.role_id = known_role_id(token.role);
    if (!token.role_id.valid())
      diagnostics.warn(
          file, line, column, "unknown-role",
          "unknown role " + core::quoted(parts[1]) + " for UID " + core::quoted(parts[0]) +
              " (expected CENTRAL, GROUNDING, LEXGLUE, BACKGROUND, ROLE or NEG); kept as written");
    if (tables == nullptr) {
      if (token.uid != parts[0]) pending->spelled.emplace_back(pending->before.size(), parts[0]);
      pending->before.push_back(static_cast<std::uint32_t>(diagnostics.items().size()));
    } else if (!token.row.valid()) {
      diagnostics.warn(file, line, column, "dangling-uid", dangling_uid_message(parts[0]));
    }
    tokens.push_back(std::move(token));
  });
  return tokens;
}

}  // namespace

std::vector<ExplanationToken> parse_explanation(std::string_view text, std::size_t field_column,
                                                const Tablestore& tables, const std::string& file,
                                                std::size_t line, core::Diagnostics& diagnostics,
                                                std::vector<MalformedToken>* malformed) {
  return read_tokens(text, field_column, &tables, file, line, diagnostics, malformed, nullptr);
}

namespace {

// The header's columns: QuestionID and explanation are required, question warned about.
Columns read_header(TsvReader& reader, const std::string& display, core::Diagnostics& diagnostics,
                    std::size_t& width) {
  TsvRecord header;
  if (!reader.next(header))
    throw core::InputError(display + ": error: file is empty; expected a header line");
  Columns col = find_columns(header, display, diagnostics);
  if (col.id == kNone) throw core::missing_column(display, "QuestionID", header_list(header));
  if (col.explanation == kNone)
    throw core::missing_column(display, "explanation", header_list(header));
  if (col.question == kNone)
    diagnostics.warn(
        display, 1, 0, "no-question-column",
        "no 'question' column: analyses that need question text will skip every question");
  width = header.fields.size();
  return col;
}

// Each data row of a question file, read into a question, kept or skipped (and why).
class QuestionRows {
 public:
  QuestionRows(const std::string& display, const std::string& default_split,
               const QuestionFilter& filter, const Columns& col, std::size_t header_width,
               UnresolvedQuestionFile& read)
      : display_(display),
        default_split_(default_split),
        filter_(filter),
        col_(col),
        header_width_(header_width),
        read_(read) {}

  SkipReason operator()(const TsvRecord& record) {
    QuestionFile& out = read_.file;
    core::Diagnostics& diagnostics = read_.diagnostics;
    ++out.rows_read;
    if (record.fields.size() != header_width_)
      diagnostics.warn(display_, record.line, 0, "ragged-row",
                       "expected " + std::to_string(header_width_) +
                           " fields (as in the header), found " +
                           std::to_string(record.fields.size()) +
                           (record.fields.size() < header_width_ ? "; missing fields read as empty"
                                                                 : "; extra fields ignored"));
    Question q;
    q.id = std::string(field(record, col_.id));
    q.file = display_;
    q.line = record.line;
    if (q.id.empty()) {
      diagnostics.warn(display_, record.line, 0, "missing-question-id",
                       "row has no QuestionID; skipped");
      return "no question id";
    }
    q.flags = std::string(field(record, col_.flags));
    if (filter_.flags == FlagFilter::kSuccessOrReady && out.has_flags_column &&
        !passes_flags(q.flags))
      return "flags not SUCCESS/READY";
    q.split = col_.category != kNone ? std::string(field(record, col_.category)) : default_split_;
    if (!q.split.empty() &&
        std::none_of(out.splits_seen.begin(), out.splits_seen.end(),
                     [&](const std::string& s) { return core::iequals(s, q.split); }))
      out.splits_seen.push_back(q.split);
    if (!filter_.split.empty() && !core::iequals(q.split, filter_.split)) return "other split";
    read_fields(record, q);
    out.kept.push_back(std::move(q));
    return kLoaded;
  }

 private:
  // A kept question's other columns: its text and key, labels, and explanation tokens.
  void read_fields(const TsvRecord& record, Question& q) {
    q.text = std::string(field(record, col_.question));
    q.answer_key = std::string(field(record, col_.answer));
    q.knowledge_types = parse_knowledge_types(field(record, col_.knowledge_type));
    q.topic = std::string(field(record, col_.topic));
    q.grade = std::string(field(record, col_.grade));
    q.exam = std::string(field(record, col_.exam));
    q.probe_kind = std::string(field(record, col_.probe_kind));
    q.hops = std::string(field(record, col_.hops));
    q.distractor_family = std::string(field(record, col_.distractor_family));
    q.cluster = std::string(field(record, col_.cluster));
    const std::size_t expl_column =
        col_.explanation < record.columns.size() ? record.columns[col_.explanation] : 0;
    q.explanation = read_tokens(
        col_.explanation < record.fields.size() ? record.fields[col_.explanation] : "", expl_column,
        nullptr, display_, record.line, read_.diagnostics, &q.malformed_tokens, &read_);
    parse_text(q, display_,
               col_.question < record.columns.size() ? record.columns[col_.question] : 0,
               read_.diagnostics);
  }

  const std::string& display_;
  const std::string& default_split_;
  const QuestionFilter& filter_;
  const Columns col_;
  const std::size_t header_width_;
  UnresolvedQuestionFile& read_;
};

}  // namespace

UnresolvedQuestionFile read_questions_unresolved(std::istream& in, const std::string& display,
                                                 const std::string& default_split,
                                                 const QuestionFilter& filter,
                                                 core::InputAccount& account) {
  UnresolvedQuestionFile read;
  TsvReader reader(in, display, read.diagnostics);
  std::size_t header_width = 0;
  const Columns col = read_header(reader, display, read.diagnostics, header_width);
  ++account.skipped["header"];
  read.file.has_flags_column = col.flags != kNone;
  read.file.kept.reserve(reader.lines_remaining());
  read_accounted(reader, account,
                 QuestionRows(display, default_split, filter, col, header_width, read));
  if (read.file.rows_read == 0)
    read.diagnostics.warn(display, 0, 0, "no-questions", "no question rows after the header");
  return read;
}

QuestionFile resolve_questions(UnresolvedQuestionFile&& read, const Tablestore& tables,
                               core::Diagnostics& diagnostics) {
  const std::vector<core::Diagnostic>& items = read.diagnostics.items();
  std::size_t added = 0, token = 0, spelled = 0;
  for (Question& q : read.file.kept)
    for (ExplanationToken& t : q.explanation) {
      t.row = tables.find(t.uid);
      if (!t.row.valid()) {
        for (; added < read.before[token]; ++added) diagnostics.add(items[added]);
        while (spelled < read.spelled.size() && read.spelled[spelled].first < token) ++spelled;
        const bool as_written =
            spelled < read.spelled.size() && read.spelled[spelled].first == token;
        diagnostics.warn(q.file, q.line, t.column, "dangling-uid",
                         dangling_uid_message(as_written ? read.spelled[spelled].second : t.uid));
      }
      ++token;
    }
  for (; added < items.size(); ++added) diagnostics.add(items[added]);
  diagnostics.count_unstored(read.diagnostics);
  return std::move(read.file);
}

QuestionFile read_questions(std::istream& in, const std::string& display,
                            const std::string& default_split, const Tablestore& tables,
                            const QuestionFilter& filter, core::Diagnostics& diagnostics,
                            core::InputAccount& account) {
  return resolve_questions(read_questions_unresolved(in, display, default_split, filter, account),
                           tables, diagnostics);
}

}  // namespace explgraph::load
