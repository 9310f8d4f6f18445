#include "explgraph/load/harness_samples.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <vector>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/load/input_file.hpp"
#include "explgraph/load/input_limits.hpp"
#include "explgraph/load/json_document.hpp"
#include "explgraph/load/json_lines.hpp"

namespace explgraph::load {

namespace fs = std::filesystem;

HarnessMetric parse_harness_metric(const std::string& text) {
  if (text == "acc") return HarnessMetric::kAcc;
  if (text == "acc_norm") return HarnessMetric::kAccNorm;
  throw core::UsageError("--harness-metric: expected acc or acc_norm, found '" + text + "'");
}

const char* harness_metric_name(HarnessMetric metric) {
  return metric == HarnessMetric::kAcc ? "acc" : "acc_norm";
}

bool is_harness_sample(std::string_view first_line) {
  const std::string_view line = core::trim(first_line);
  if (line.empty() || line.front() != '{') return false;
  const std::string_view rest = core::trim(line.substr(1));
  return rest.substr(0, 8) == "\"doc_id\"";
}

std::size_t code_points(std::string_view utf8) {
  return static_cast<std::size_t>(std::count_if(utf8.begin(), utf8.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;  // not a continuation byte
  }));
}

namespace {

using simdjson::dom::element;

// One sample read: the question, the answer it gives and whether that answer is right by
// the harness's own rule, recomputed.
struct SampleReading {
  std::string id;
  std::string answer;
  bool recomputed_correct = false;
  // The sample's metric field; none in the samples of `lm_eval --predict_only`, which logs
  // no metric at all.
  std::optional<double> own;
};

std::optional<double> number_in(element value) {
  double number = 0;
  if (value.get_double().get(number) == simdjson::SUCCESS) return number;
  std::int64_t integer = 0;
  if (value.get_int64().get(integer) == simdjson::SUCCESS) return static_cast<double>(integer);
  std::string_view text;  // sanitize_list writes every response as str(): "-6.34375"
  if (value.get_string().get(text) == simdjson::SUCCESS) {
    if (text == "nan") return std::nan("");
    if (text == "-inf") return -HUGE_VAL;
    if (text == "inf") return HUGE_VAL;
    if (core::parse_finite(text, number)) return number;
  }
  return std::nullopt;
}

std::vector<std::string> strings_in(std::optional<element> value) {
  std::vector<std::string> out;
  simdjson::dom::array array;
  if (!value || value->get_array().get(array) != simdjson::SUCCESS) return out;
  for (element item : array) {
    std::string_view text;
    if (item.get_string().get(text) == simdjson::SUCCESS)
      out.emplace_back(text);
    else if (const auto n = number_in(item))
      out.push_back(core::format_number(*n));
  }
  return out;
}

// numpy.argmax: the first maximum; a NaN, the first NaN.
std::size_t numpy_argmax(const std::vector<double>& values) {
  std::size_t best = 0;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (std::isnan(values[i])) return i;
    if (values[i] > values[best]) best = i;
  }
  return best;
}

// The harness's exact_match with ignore_case and ignore_punctuation: lower case, ASCII
// punctuation (Python's string.punctuation) removed.
std::string match_form(std::string_view text) {
  std::string out;
  for (char c : text)
    if (!std::ispunct(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// What a sample says of its question: its id, choices and the one right choice.
struct SampleDoc {
  std::string id;
  std::vector<std::string> labels, texts;
  int gold = -1;  // the answer key's place among the labels
};

std::optional<SampleDoc> sample_doc(element sample, std::string& why) {
  const auto doc = member(sample, "doc");
  if (!doc) {
    why = "expected the sample's \"doc\" (the question the harness asked), found none";
    return std::nullopt;
  }
  const auto id = string_member(*doc, "id");
  if (!id) {
    why = "expected the sample's \"doc\" to have ARC's question \"id\"";
    return std::nullopt;
  }
  SampleDoc out;
  out.id = *id;
  const auto choices = member(*doc, "choices");
  out.labels = strings_in(choices ? member(*choices, "label") : std::nullopt);
  out.texts = strings_in(choices ? member(*choices, "text") : std::nullopt);
  if (out.texts.empty() || out.labels.size() != out.texts.size()) {
    why = "expected the sample's doc.choices to have as many \"label\"s as \"text\"s";
    return std::nullopt;
  }
  const auto key = string_member(*doc, "answerKey");
  const auto at = key ? std::find(out.labels.begin(), out.labels.end(), *key) : out.labels.end();
  out.gold = at == out.labels.end() ? -1 : static_cast<int>(at - out.labels.begin());
  return out;
}

// A multiple-choice sample's answer: filtered_resps holds one [log-likelihood, is_greedy]
// per choice (then, for acc_mutual_info, one more per choice, not used here).
std::optional<std::size_t> choice_picked(simdjson::dom::array responses, const SampleDoc& doc,
                                         HarnessMetric metric, std::string& why) {
  // One per choice, or two (acc_mutual_info's second set): any other count is another
  // question's responses, or a broken line.
  const std::size_t count = responses.size();
  if (count != doc.texts.size() && count != 2 * doc.texts.size()) {
    why = "expected a log-likelihood per choice in filtered_resps, found " + std::to_string(count) +
          " for " + std::to_string(doc.texts.size()) + " choices";
    return std::nullopt;
  }
  std::vector<double> scores;
  for (element response : responses) {
    simdjson::dom::array pair;
    if (scores.size() == doc.texts.size()) break;
    std::optional<double> ll;
    if (response.get_array().get(pair) == simdjson::SUCCESS && pair.size() >= 1)
      ll = number_in(pair.at(0).value_unsafe());
    if (!ll) {
      why = "expected filtered_resps to hold [log-likelihood, is_greedy] per choice";
      return std::nullopt;
    }
    const double length = static_cast<double>(code_points(doc.texts[scores.size()]));
    scores.push_back(metric == HarnessMetric::kAccNorm ? *ll / length : *ll);
  }
  if (scores.size() != doc.texts.size()) {
    why = "expected a log-likelihood per choice in filtered_resps, found " +
          std::to_string(scores.size()) + " for " + std::to_string(doc.texts.size()) + " choices";
    return std::nullopt;
  }
  return numpy_argmax(scores);
}

// A generated answer's choice: its letter (A, B, …, as ARC's chat prompt lists them), its
// label or its text, compared as the harness's exact_match compares.
std::optional<std::size_t> choice_named(std::string_view response, const SampleDoc& doc) {
  // Surrounding white space names no other choice ("B " is choice B), though exact_match,
  // which compares untrimmed, scores it wrong.
  const std::string said = match_form(core::trim(response));
  for (std::size_t i = 0; i < doc.labels.size(); ++i)
    if (said == std::string(1, static_cast<char>('a' + i))) return i;
  for (std::size_t i = 0; i < doc.labels.size(); ++i)
    if (said == match_form(doc.labels[i])) return i;
  for (std::size_t i = 0; i < doc.texts.size(); ++i)
    if (said == match_form(doc.texts[i])) return i;
  return std::nullopt;
}

std::optional<SampleReading> read_sample(element sample, HarnessMetric metric, std::string& field,
                                         std::string& why) {
  const auto doc = sample_doc(sample, why);
  if (!doc) return std::nullopt;
  const auto filtered = member(sample, "filtered_resps");
  simdjson::dom::array responses;
  if (!filtered || filtered->get_array().get(responses) != simdjson::SUCCESS ||
      responses.size() == 0) {
    why = "expected a non-empty \"filtered_resps\" array";
    return std::nullopt;
  }
  SampleReading out;
  out.id = doc->id;
  std::string_view generated;
  if (responses.at(0).value_unsafe().get_string().get(generated) == simdjson::SUCCESS) {
    field = "exact_match";
    const auto target = string_member(sample, "target");
    out.recomputed_correct = target && match_form(generated) == match_form(*target);
    const auto named = choice_named(generated, *doc);
    // A response naming no choice is kept quoted, so that no answer-key reading takes it
    // for one ("1" is not choice A here): it scores 0 and is listed as naming no choice.
    out.answer = named ? doc->labels[*named] : core::quoted(core::trim(generated));
  } else {
    field = harness_metric_name(metric);
    const auto picked = choice_picked(responses, *doc, metric, why);
    if (!picked) return std::nullopt;
    out.recomputed_correct = static_cast<int>(*picked) == doc->gold;
    out.answer = doc->labels[*picked];
  }
  const auto own = member(sample, field);
  const auto value = own ? number_in(*own) : std::nullopt;
  if (value) {
    out.own = *value;
    return out;
  }
  const std::string other = field == "acc" ? "acc_norm" : "acc";
  if (!own && !member(sample, "exact_match") && !member(sample, "acc") &&
      !member(sample, "acc_norm"))
    return out;  // no metric at all (--predict_only): the recomputed answer stands alone
  why = !own ? "expected the sample's own \"" + field + "\" field" +
                   (field == "exact_match" ? std::string()
                                           : " (a task that logs " + other +
                                                 " alone: try --harness-metric " + other + ")")
             : "expected a number in the sample's own \"" + field + "\" field";
  return std::nullopt;
}

// samples_<task>_<date>.jsonl as the harness names them; <date> is ISO 8601 with '-' for ':',
// so the latest sorts last.
struct SamplesFile {
  fs::path path;
  std::string task, date;
};

std::optional<SamplesFile> samples_file(const fs::path& path) {
  const std::string name = path.filename().string();
  if (name.rfind("samples_", 0) != 0 || name.size() < 15 ||
      name.substr(name.size() - 6) != ".jsonl")
    return std::nullopt;
  const std::string middle = name.substr(8, name.size() - 14);
  // The date is the harness's: it starts with a year ("2026-11-20T10-00-00.000000"). Without
  // one the whole middle is the task (samples_arc_challenge.jsonl is arc_challenge, not arc).
  const auto cut = middle.rfind('_');
  auto dated = [](const std::string& date) {
    return date.size() >= 5 &&
           std::all_of(date.begin(), date.begin() + 4,
                       [](char c) { return c >= '0' && c <= '9'; }) &&
           date[4] == '-';
  };
  if (cut == std::string::npos || !dated(middle.substr(cut + 1)))
    return SamplesFile{path, middle, ""};
  return SamplesFile{path, middle.substr(0, cut), middle.substr(cut + 1)};
}

std::string task_of(const fs::path& path) {
  const auto named = samples_file(path);
  return named ? named->task : path.stem().string();
}

class SamplesReader {
 public:
  SamplesReader(HarnessMetric metric, core::Diagnostics& diagnostics)
      : metric_(metric), diagnostics_(diagnostics) {
    predictions_.harness.emplace();
    predictions_.harness->metric = harness_metric_name(metric);
  }

  // Reads one samples file; false (nothing read) when its first sample is not of an ARC task
  // and `skip_other_tasks`, else an error says what was expected.
  bool read(std::istream& in, const std::string& display, const std::string& task,
            bool skip_other_tasks) {
    const std::string text = read_bounded_text(in, display, true);
    if (text.rfind("\x1f\x8b", 0) == 0)
      throw core::InputError(display +
                             ": error: expected lm-evaluation-harness samples (JSON lines), found "
                             "gzip-compressed data: decompress it first (gunzip -k FILE)");
    HarnessTask counts{task, display, "", 0, 0, std::nullopt};
    std::string filter = "none";
    std::size_t line = 0, unscored = 0;
    bool first = true;
    for (auto raw : core::split(text, '\n')) {
      ++line;
      const std::string_view trimmed = core::trim(raw);
      if (trimmed.empty()) continue;
      std::string why, field;
      const auto value = json_.read(trimmed, why);
      const auto reading = value ? read_sample(*value, metric_, field, why) : std::nullopt;
      if (!reading && first && why.find("ARC's question") != std::string::npos) {
        if (skip_other_tasks) return false;
        throw core::InputError(display + ":" + std::to_string(line) + ": error: " + why +
                               ": a harness task other than ARC's (arc_easy, arc_challenge)?");
      }
      first = false;
      ++predictions_.lines;
      if (!reading) {
        malformed(display, line, why);
        continue;
      }
      if (counts.samples++ == 0) filter = string_member(*value, "filter").value_or("none");
      counts.metric = field;
      counts.correct += reading->own.value_or(reading->recomputed_correct ? 1.0 : 0.0);
      unscored += !reading->own;
      if (reading->own) check_agreement(*reading, field, display, line);
      add(*reading, display, line);
    }
    if (unscored > 0)
      diagnostics_.warn(display, 0, 0, "harness-unscored",
                        std::to_string(unscored) + " sample(s) without the harness's own " +
                            "metric (lm_eval --predict_only?): explgraph recomputes each answer "
                            "by " +
                            counts.metric +
                            ", and the harness's own figure here is that "
                            "recomputation");
    if (counts.samples > 0) {
      predictions_.harness->tasks.push_back(counts);
      filters_.push_back(filter);
    } else {
      empty(display, text.empty() ? "an empty file" : "no sample in it");
    }
    return true;
  }

  // The figure results_*.json gives each task read, for the metric its samples were scored by.
  void add_reported(const std::string& results_path) {
    InputFile in(results_path);
    const auto document =
        read_json_document(in.stream(), in.name(), "lm-evaluation-harness results (JSON)", true);
    predictions_.harness->results_file = in.name();
    const auto results = document.find("results");
    if (results == document.end() || !results->is_object()) return;
    for (std::size_t t = 0; t < predictions_.harness->tasks.size(); ++t) {
      auto& task = predictions_.harness->tasks[t];
      const auto entry = results->find(task.task);
      if (entry == results->end() || !entry->is_object()) continue;
      const auto figure = entry->find(task.metric + "," + filters_[t]);
      if (figure == entry->end() || !figure->is_number()) continue;
      task.reported = figure->template get<double>();
      const double own = task.correct / static_cast<double>(task.samples);
      if (std::abs(*task.reported - own) > 1e-9)
        diagnostics_.warn(in.name(), 0, 0, "harness-results-differ",
                          task.task + "'s " + task.metric + " is " +
                              core::format_number(*task.reported) + " here but " +
                              core::format_number(own) + " over the samples read (" + task.file +
                              "): samples of another run?");
    }
  }

  Predictions finish(const std::string& display) {
    if (predictions_.answers.empty())
      throw core::InputError(display + ": error: expected lm-evaluation-harness samples, found " +
                             (predictions_.lines == 0
                                  ? std::string("none (an empty file?)")
                                  : "no usable one in " + std::to_string(predictions_.lines) +
                                        " line(s) (" + predictions_.first_malformed + ")"));
    return std::move(predictions_);
  }

  void skipped(const std::string& file) { predictions_.harness->skipped_files.push_back(file); }

  // A samples file that gave no sample: listed as skipped, and said.
  void empty(const std::string& file, const std::string& why) {
    skipped(file);
    diagnostics_.warn(file, 0, 0, "harness-empty",
                      why + ": no sample read (a run that stopped before writing?); skipped");
  }

  // An older samples file of a task read from a later one: listed as skipped, and said.
  void superseded(const std::string& file, const std::string& task, const std::string& latest) {
    skipped(file);
    diagnostics_.warn(file, 0, 0, "harness-older-run",
                      "an older run of " + task + " than " + latest +
                          ", which is read; skipped (give it as NAME=FILE to score it)");
  }

 private:
  void malformed(const std::string& display, std::size_t line, const std::string& why) {
    diagnostics_.warn(display, line, 0, "malformed-sample", why + "; sample skipped");
    if (predictions_.malformed++ == 0)
      predictions_.first_malformed = "line " + std::to_string(line) + ": " + why;
  }

  void check_agreement(const SampleReading& reading, const std::string& field,
                       const std::string& display, std::size_t line) {
    if (reading.recomputed_correct == (*reading.own > 0.5)) return;
    ++predictions_.harness->disagreements;
    diagnostics_.warn(
        display, line, 0, "harness-disagrees",
        "question " + core::quoted(reading.id) + ": the answer recomputed by " + field + " (" +
            reading.answer + ") is " + (reading.recomputed_correct ? "right" : "wrong") +
            " but the sample's " + field + " is " + core::format_number(*reading.own) +
            " (another harness version?); explgraph scores the answer " + reading.answer);
  }

  void add(const SampleReading& reading, const std::string& display, std::size_t line) {
    auto [it, inserted] =
        predictions_.answers.try_emplace(reading.id, std::vector<std::string>{reading.answer});
    if (!inserted) {
      diagnostics_.warn(display, line, 0, "repeated-prediction",
                        "question " + core::quoted(reading.id) +
                            " was already answered (two tasks of one "
                            "question?); this sample is ignored");
      ++predictions_.repeated;
      return;
    }
    predictions_.order.push_back(it->first);
  }

  HarnessMetric metric_;
  core::Diagnostics& diagnostics_;
  JsonLineReader json_;
  Predictions predictions_;
  std::vector<std::string> filters_;  // per task read, its samples' filter ("none")
};

// The folder holding the samples: `folder`, or its one subfolder that holds some (the harness
// writes out/<model>/ under --output_path out).
fs::path samples_folder(const fs::path& folder) {
  auto has_samples = [](const fs::path& dir) {
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.is_regular_file() && samples_file(entry.path())) return true;
    return false;
  };
  if (has_samples(folder)) return folder;
  std::vector<fs::path> models;
  for (const auto& entry : fs::directory_iterator(folder))
    if (entry.is_directory() && has_samples(entry.path())) models.push_back(entry.path());
  std::sort(models.begin(), models.end());
  if (models.size() == 1) return models.front();
  if (models.empty())
    throw core::InputError(folder.string() +
                           ": error: expected lm-evaluation-harness samples "
                           "(samples_<task>_<date>.jsonl, from --log_samples), found none");
  std::string names;
  for (const auto& m : models) names += (names.empty() ? "" : ", ") + m.string();
  throw core::UsageError(folder.string() + " holds the samples of " +
                         std::to_string(models.size()) + " models (" + names +
                         "); give each as NAME=FOLDER");
}

Predictions read_folder(const fs::path& given, HarnessMetric metric,
                        core::Diagnostics& diagnostics) {
  const fs::path folder = samples_folder(given);
  std::map<std::string, SamplesFile> latest;  // per task
  std::vector<SamplesFile> older;             // the others, each said and listed as skipped
  std::string results;                        // the latest results_*.json
  for (const auto& entry : fs::directory_iterator(folder)) {
    if (!entry.is_regular_file()) continue;
    const std::string name = entry.path().filename().string();
    if (name.rfind("results_", 0) == 0 && entry.path().extension() == ".json" &&
        (results.empty() || name > fs::path(results).filename().string()))
      results = entry.path().string();
    const auto file = samples_file(entry.path());
    if (!file) continue;
    auto [it, inserted] = latest.try_emplace(file->task, *file);
    if (inserted) continue;
    const bool later =
        std::tie(file->date, file->path) > std::tie(it->second.date, it->second.path);
    older.push_back(later ? it->second : *file);
    if (later) it->second = *file;
  }
  std::sort(older.begin(), older.end(),
            [](const SamplesFile& a, const SamplesFile& b) { return a.path < b.path; });
  SamplesReader reader(metric, diagnostics);
  for (const auto& [task, file] : latest) {
    InputFile in(file.path.string());
    if (!reader.read(in.stream(), in.name(), task, true)) reader.skipped(in.name());
  }
  for (const auto& file : older)
    reader.superseded(file.path.string(), file.task, latest.at(file.task).path.string());
  if (!results.empty()) reader.add_reported(results);
  return reader.finish(given.string());
}

}  // namespace

Predictions read_harness_samples(std::istream& in, const std::string& display,
                                 const std::string& task, HarnessMetric metric,
                                 core::Diagnostics& diagnostics) {
  SamplesReader reader(metric, diagnostics);
  reader.read(in, display, task, false);
  return reader.finish(display);
}

Predictions read_harness_samples(const std::string& path, HarnessMetric metric,
                                 core::Diagnostics& diagnostics) {
  std::error_code ec;
  if (path != "-" && fs::is_directory(path, ec)) return read_folder(path, metric, diagnostics);
  InputFile in(path);
  return read_harness_samples(in.stream(), in.name(), harness_task_of(path), metric, diagnostics);
}

std::string harness_task_of(const std::string& path) {
  return path == "-" ? "stdin" : task_of(path);
}

}  // namespace explgraph::load
