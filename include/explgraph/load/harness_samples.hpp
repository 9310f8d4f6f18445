#pragma once
// A language model's answers to ARC as EleutherAI's lm-evaluation-harness logs them
// (`lm_eval … --tasks arc_easy,arc_challenge --log_samples --output_path out/`): one JSON line
// per question in samples_<task>_<date>.jsonl, beside results_<date>.json. WorldTree V2.1's
// questions are ARC's under ARC's ids (the sample's doc.id), so a run is scored per knowledge
// type like any predictions file (SPEC, issue 64).
#include <istream>
#include <string>
#include <string_view>

#include "explgraph/core/diagnostics.hpp"
#include "explgraph/load/predictions.hpp"

namespace explgraph::load {

// "acc" or "acc_norm"; else core::UsageError naming --harness-metric.
HarnessMetric parse_harness_metric(const std::string& text);
const char* harness_metric_name(HarnessMetric metric);

// Whether a file's first line is a harness sample: the harness writes each sample as a JSON
// object whose first member is "doc_id". Looks at the line's start only (a sample with a
// 25-shot prompt can be longer than what was read ahead).
bool is_harness_sample(std::string_view first_line);

// The answers of a samples file, or of every samples file of an output folder (per task the
// latest; the model's subfolder when the folder holds just one). The answer of a sample is the
// label of the choice the metric picks (multiple_choice) or that its filtered response names
// (generate_until: a choice's letter, label or text, ignoring case and punctuation). A sample
// whose recomputed correctness differs from its own field is warned about ("harness-disagrees").
// Throws core::InputError when nothing usable is found.
Predictions read_harness_samples(const std::string& path, HarnessMetric metric,
                                 core::Diagnostics& diagnostics);

// One samples file read from `in` (standard input, a fuzzer's bytes), its task named `task`.
Predictions read_harness_samples(std::istream& in, const std::string& display,
                                 const std::string& task, HarnessMetric metric,
                                 core::Diagnostics& diagnostics);

// The task a samples file's name gives (samples_<task>[_<date>].jsonl; "stdin" for "-").
std::string harness_task_of(const std::string& path);

// The length Python's len gives a UTF-8 string: its code points.
std::size_t code_points(std::string_view utf8);

}  // namespace explgraph::load
