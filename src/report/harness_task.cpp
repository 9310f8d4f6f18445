#include "explgraph/report/harness_task.hpp"

#include <nlohmann/json.hpp>

#include "explgraph/report/json_text.hpp"

namespace explgraph::report {

const char* const kArcPrompt = "Question: {{question}}\nAnswer:";
const char* const kExplainPrompt =
    "Answer the question. On the first line, write the label of the right choice; then write "
    "the facts that explain the answer, one per line.\n\nQuestion: {{question}}\n"
    "{% for label in choices.label %}({{label}}) {{choices.text[loop.index0]}}\n{% endfor %}"
    "Answer:";
const char* const kExplainAnswerPattern = "^\\W*([A-Za-z]|[0-9]+)\\b";

std::vector<std::string> choice_labels(const load::Question& q) {
  // parse_choices accepts "(A)" or "(1)" markers running from the first: the first marker
  // after the stem says which.
  const auto marker = q.text.find('(', q.stem.size());
  const bool numbers = marker != std::string::npos && marker + 1 < q.text.size() &&
                       q.text[marker + 1] >= '0' && q.text[marker + 1] <= '9';
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < q.choices.size(); ++i)
    labels.push_back(numbers ? std::to_string(i + 1) : std::string(1, static_cast<char>('A' + i)));
  return labels;
}

std::string arc_document_line(const load::Question& q, const std::string& id) {
  const auto labels = choice_labels(q);
  std::string line = "{\"id\": " + json_string(id) + ", \"question\": " + json_string(q.stem) +
                     ", \"choices\": {\"text\": [";
  for (std::size_t i = 0; i < q.choices.size(); ++i)
    line += (i ? ", " : "") + json_string(q.choices[i]);
  line += "], \"label\": [";
  for (std::size_t i = 0; i < labels.size(); ++i) line += (i ? ", " : "") + json_string(labels[i]);
  return line + "]}, \"answerKey\": " + json_string(labels[static_cast<std::size_t>(q.answer)]) +
         "}\n";
}

std::string yaml_quoted(const std::string& text) {
  // JSON's escapes are YAML's; YAML may not hold DEL or the C1 controls raw (PyYAML refuses
  // them), which JSON leaves as they are.
  const std::string json = json_string(text);
  std::string out;
  for (std::size_t i = 0; i < json.size(); ++i) {
    const auto c = static_cast<unsigned char>(json[i]);
    const auto next = i + 1 < json.size() ? static_cast<unsigned char>(json[i + 1]) : 0;
    if (c == 0x7F) {
      out += "\\x7F";
    } else if (c == 0xC2 && next >= 0x80 && next <= 0x9F) {
      static const char* const kHex = "0123456789ABCDEF";
      out += std::string("\\x") + kHex[next >> 4] + kHex[next & 15];
      ++i;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

namespace {

std::string comment_lines(const std::string& comment) {
  std::string out = "# ";
  for (char c : comment) out += c == '\n' ? std::string("\n# ") : std::string(1, c);
  return out + "\n";
}

// The keys both kinds of task share: name, tag, dataset and splits.
std::string dataset_part(const HarnessTaskSpec& spec, const char* output_type) {
  std::string out = comment_lines(spec.comment) + "task: " + yaml_quoted(spec.task) +
                    "\ntag:\n  - " + yaml_quoted(spec.tag) +
                    "\ndataset_path: json\ndataset_kwargs:\n  data_files:\n";
  bool train = false;
  for (const auto& [split, path] : spec.data_files) {
    out += "    " + yaml_quoted(split) + ": " + yaml_quoted(path) + "\n";
    train = train || split == "train";
  }
  out += std::string("output_type: ") + output_type + "\n";
  if (train) out += "training_split: train\n";
  return out + "test_split: " + yaml_quoted(spec.split) + "\n";
}

}  // namespace

std::string multiple_choice_task_yaml(const HarnessTaskSpec& spec) {
  const std::string prompt = yaml_quoted(kArcPrompt);
  return dataset_part(spec, "multiple_choice") + "doc_to_text: " + prompt +
         "\ndoc_to_target: \"{{choices.label.index(answerKey)}}\"\n"
         "doc_to_choice: \"{{choices.text}}\"\n"
         "should_decontaminate: true\n"
         "doc_to_decontamination_query: " +
         prompt +
         "\nmetric_list:\n"
         "  - metric: acc\n    aggregation: mean\n    higher_is_better: true\n"
         "  - metric: acc_norm\n    aggregation: mean\n    higher_is_better: true\n"
         "metadata:\n  version: 1.0\n";
}

std::string explain_task_yaml(const HarnessTaskSpec& spec) {
  return dataset_part(spec, "generate_until") + "doc_to_text: " + yaml_quoted(kExplainPrompt) +
         "\ndoc_to_target: \"{{answerKey}}\"\n"
         "generation_kwargs:\n  until:\n    - \"\\n\\nQuestion:\"\n    - \"\\n\\n\\n\"\n"
         "  max_gen_toks: 256\n  do_sample: false\n"
         "filter_list:\n  - name: answer\n    filter:\n      - function: regex\n"
         "        regex_pattern: " +
         yaml_quoted(kExplainAnswerPattern) +
         "\n        group_select: 0\n      - function: take_first\n"
         "metric_list:\n"
         "  - metric: exact_match\n    aggregation: mean\n    higher_is_better: true\n"
         "    ignore_case: true\n    ignore_punctuation: true\n"
         "metadata:\n  version: 1.0\n";
}

}  // namespace explgraph::report
