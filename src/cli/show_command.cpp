#include "show_command.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

namespace {

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// --out graphs.svg draws SVG, --out graphs.dot writes DOT, unless --format says otherwise.
OutputOptions with_format_of_out(OutputOptions output) {
  if (output.format != "text" || output.to_standard_output()) return output;
  if (ends_with(output.out, ".svg")) output.format = "svg";
  if (ends_with(output.out, ".dot") || ends_with(output.out, ".gv")) output.format = "dot";
  return output;
}

// "show: wrote graphs.svg (SVG, 2 question(s))" after a picture written to --out, as report,
// probe and ava pairs say what they wrote.
int said_written(int code, const options::ShowCommandOptions& o, const OutputOptions& output,
                 std::ostream& err) {
  if (code == 0 && !output.quiet && !output.to_standard_output())
    err << "show: wrote " << output.out << " (" << output.format << ", " << o.question_ids.size()
        << (trees_given(o.corpus) ? " tree(s))\n" : " question(s))\n");
  return code;
}

}  // namespace

int run(const options::ShowCommandOptions& o, std::ostream& out, std::ostream& err) {
  const OutputOptions output = with_format_of_out(o.output);
  output.parsed_format();
  require_inputs(o);
  if (trees_given(o.corpus)) {
    // --tables beside trees: the WorldTree tablestore their leaves come from.
    const load::Corpus* tables = tablestore_beside_trees(o.corpus, output, err);
    return said_written(run_on_trees(o.corpus, output, out, err,
                                     [&](const load::TreeCorpus& trees) {
                                       return show_trees(trees, o.question_ids, tables);
                                     }),
                        o, output, err);
  }
  return said_written(load_and_write(o.corpus, output, out, err,
                                     [&](Workspace& w) { return show(w, o.question_ids); }),
                      o, output, err);
}

}  // namespace explgraph::cli
