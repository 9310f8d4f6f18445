#include "explgraph/api/output.hpp"

#include <sstream>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/strings.hpp"
#include "explgraph/report/json_text.hpp"

namespace explgraph {

Format parse_format(const std::string& name) {
  if (name == "text") return Format::kText;
  if (name == "json") return Format::kJson;
  if (name == "tsv") return Format::kTsv;
  if (name == "md" || name == "markdown") return Format::kMarkdown;
  if (name == "svg") return Format::kSvg;
  if (name == "dot") return Format::kDot;
  if (name == "latex") return Format::kLatex;
  if (name == "trec") return Format::kTrec;
  if (name == "trec_eval") return Format::kTrecEval;
  throw core::UsageError("--format: expected text, json, tsv or md, found '" + name + "'");
}

void Output::prepend_input_warnings(core::Diagnostics read) {
  for (const auto& d : input_warnings.items()) read.add(d);
  input_warnings = std::move(read);
}

report::DataTables Output::all_tables() const {
  return tables ? tables() : report::default_tables(json());
}

void Output::write(Format format, std::ostream& out, const std::string& table) const {
  if (data) return data(out);
  switch (format) {
    case Format::kJson:
      report::write_json(json(), out);
      break;
    case Format::kTsv: {
      const auto all = all_tables();
      if (table == "list")
        report::write_table_list(all, out);
      else
        report::write_tsv(report::find_table(all, table), out);
      break;
    }
    case Format::kMarkdown:
      report::write_markdown(document(), out);
      break;
    case Format::kSvg:
      if (!picture)
        throw core::UsageError(
            "--format svg: this command draws no picture; expected text, json, tsv or md");
      picture(out);
      break;
    case Format::kDot:
      if (!graph)
        throw core::UsageError(
            "--format dot: this command draws no graph; expected text, json, tsv or md");
      graph(out);
      break;
    case Format::kLatex:
      if (!latex)
        throw core::UsageError(
            "--format latex: this command writes no table for papers; "
            "expected text, json, tsv or md");
      latex(out);
      break;
    case Format::kTrec:
      throw core::UsageError("--format trec: only rank writes a TREC run");
    case Format::kTrecEval:
      if (!trec_eval)
        throw core::UsageError(
            "--format trec_eval: only TREC runs scored against --qrels print as trec_eval does; "
            "expected text, json, tsv, md or latex");
      trec_eval(out);
      break;
    case Format::kText: {
      // For a terminal: no byte of the inputs may act on it (an id's escape sequences).
      std::ostringstream rendered;
      if (text)
        text(rendered);
      else
        report::write_text(document(), rendered);
      out << core::visible_controls(rendered.str());
      break;
    }
  }
}

Output counts_output(nlohmann::ordered_json counts) {
  Output output;
  output.json = [counts] { return counts; };
  output.document = [counts] {
    report::Document doc;
    for (const auto& [key, value] : counts.items()) doc.summary.emplace_back(key, value.dump());
    return doc;
  };
  return output;
}

}  // namespace explgraph
