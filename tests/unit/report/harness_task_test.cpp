#include "explgraph/report/harness_task.hpp"

#include <catch2/catch.hpp>

using namespace explgraph;

namespace {

load::Question question(const std::string& text, const std::string& key) {
  load::Question q;
  q.text = text;
  const auto parsed = load::parse_choices(text);
  q.stem = parsed.stem;
  q.choices = parsed.choices;
  q.answer_key = key;
  q.answer = load::parse_answer_key(key);
  return q;
}

}  // namespace

TEST_CASE("harness task: labels as the question's text marks its choices", "[report][harness]") {
  CHECK(report::choice_labels(question("Which? (A) one (B) two (C) three", "B")) ==
        std::vector<std::string>{"A", "B", "C"});
  CHECK(report::choice_labels(question("Which? (a) one (b) two", "a")) ==
        std::vector<std::string>{"A", "B"});
  // "(1)" markers are ARC's numeric labels; a "(" in the stem is not a marker.
  CHECK(report::choice_labels(question("Which (of these)? (1) one (2) two", "2")) ==
        std::vector<std::string>{"1", "2"});
}

TEST_CASE("harness task: a question as a line of ARC's dataset", "[report][harness]") {
  const auto q = question("What makes ice \"melt\"? (1) heat (2) cold", "1");
  CHECK(report::arc_document_line(q, "q#2") ==
        "{\"id\": \"q#2\", \"question\": \"What makes ice \\\"melt\\\"?\", \"choices\": {\"text\": "
        "[\"heat\", \"cold\"], \"label\": [\"1\", \"2\"]}, \"answerKey\": \"1\"}\n");
  // The key as written ("c" for the third choice) becomes the label ("C").
  CHECK(report::arc_document_line(question("Q? (A) x (B) y (C) z", "c"), "q")
            .find("\"answerKey\": \"C\"}") != std::string::npos);
}

TEST_CASE("harness task: YAML scalars double-quoted, what YAML may not hold raw escaped",
          "[report][harness]") {
  CHECK(report::yaml_quoted("plain") == "\"plain\"");
  CHECK(report::yaml_quoted("a \"b\"\n\\c") == "\"a \\\"b\\\"\\n\\\\c\"");
  CHECK(report::yaml_quoted("del\x7f") == "\"del\\x7F\"");
  CHECK(report::yaml_quoted("nel\xc2\x85") == "\"nel\\x85\"");     // U+0085, a C1 control
  CHECK(report::yaml_quoted("caf\xc3\xa9") == "\"caf\xc3\xa9\"");  // printable: as it is
}

TEST_CASE("harness task: the multiple-choice YAML is ARC's on the dataset's files",
          "[report][harness]") {
  report::HarnessTaskSpec spec{"wt_dev",
                               "dev",
                               "wt",
                               {{"train", "/d/wt_train.jsonl"}, {"dev", "/d/wt_dev.jsonl"}},
                               "first line\nsecond line"};
  CHECK(report::multiple_choice_task_yaml(spec) ==
        "# first line\n# second line\n"
        "task: \"wt_dev\"\ntag:\n  - \"wt\"\n"
        "dataset_path: json\ndataset_kwargs:\n  data_files:\n"
        "    \"train\": \"/d/wt_train.jsonl\"\n    \"dev\": \"/d/wt_dev.jsonl\"\n"
        "output_type: multiple_choice\ntraining_split: train\ntest_split: \"dev\"\n"
        "doc_to_text: \"Question: {{question}}\\nAnswer:\"\n"
        "doc_to_target: \"{{choices.label.index(answerKey)}}\"\n"
        "doc_to_choice: \"{{choices.text}}\"\n"
        "should_decontaminate: true\n"
        "doc_to_decontamination_query: \"Question: {{question}}\\nAnswer:\"\n"
        "metric_list:\n"
        "  - metric: acc\n    aggregation: mean\n    higher_is_better: true\n"
        "  - metric: acc_norm\n    aggregation: mean\n    higher_is_better: true\n"
        "metadata:\n  version: 1.0\n");
  spec.data_files.erase(spec.data_files.begin());  // no train split: no few-shot split named
  CHECK(report::multiple_choice_task_yaml(spec).find("training_split") == std::string::npos);
}

TEST_CASE("harness task: the explain YAML asks for the label, then the facts",
          "[report][harness]") {
  const report::HarnessTaskSpec spec{
      "wt_dev_explain", "dev", "wt_explain", {{"dev", "/d/wt_dev.jsonl"}}, "c"};
  const std::string yaml = report::explain_task_yaml(spec);
  CHECK(yaml.find("output_type: generate_until\n") != std::string::npos);
  CHECK(yaml.find("doc_to_target: \"{{answerKey}}\"\n") != std::string::npos);
  CHECK(yaml.find("        regex_pattern: \"^\\\\W*([A-Za-z]|[0-9]+)\\\\b\"\n") !=
        std::string::npos);
  CHECK(yaml.find("  - name: answer\n") != std::string::npos);
  CHECK(yaml.find("    ignore_case: true\n    ignore_punctuation: true\n") != std::string::npos);
}
