#include "explgraph/api/output.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph {

Format parse_format(const std::string& name) {
  if (name == "text") return Format::kText;
  if (name == "json") return Format::kJson;
  if (name == "tsv") return Format::kTsv;
  if (name == "md" || name == "markdown") return Format::kMarkdown;
  if (name == "svg") return Format::kSvg;
  throw core::UsageError("--format: expected text, json, tsv or md, found '" + name + "'");
}

void Output::write(Format format, std::ostream& out) const {
  if (data) return data(out);
  switch (format) {
    case Format::kJson:
      out << json().dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n';
      break;
    case Format::kTsv:
      report::write_tsv(document(), out);
      break;
    case Format::kMarkdown:
      report::write_markdown(document(), out);
      break;
    case Format::kSvg:
      if (!picture)
        throw core::UsageError(
            "--format svg: this command draws no picture; expected text, "
            "json, tsv or md");
      picture(out);
      break;
    case Format::kText:
      if (text)
        text(out);
      else
        report::write_text(document(), out);
      break;
  }
}

}  // namespace explgraph
