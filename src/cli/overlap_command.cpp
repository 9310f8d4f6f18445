#include "overlap_command.hpp"

#include "explgraph/core/output_file.hpp"

namespace explgraph::cli {

int run(const options::OverlapCommandOptions& o, std::ostream& out, std::ostream& err) {
  o.output.parsed_format();
  const analyze::OverlapOptions options = library_options(o);
  check_range("--min-overlap", o.min_overlap, 1, 1'000'000);
  for (const auto* path : {&o.dot, &o.graphml})
    if (!path->empty() && *path != "-") core::check_output_path(*path);
  auto& workspace = open_workspace(o.corpus, o.output, err);
  refuse_to_overwrite_inputs(
      workspace, {{"--dot", o.dot}, {"--graphml", o.graphml}, {"--out", o.output.out}}, {});
  Output output = with_progress("overlap", o.output, workspace, err,
                                [&] { return overlap(workspace, options); });
  analyze::QuestionGraphOptions graph;
  graph.min_overlap = static_cast<std::uint32_t>(o.min_overlap.value);
  graph.central_only = o.central_only;
  for (const auto& [path, format] :
       {std::pair{&o.dot, GraphFormat::kDot}, std::pair{&o.graphml, GraphFormat::kGraphml}}) {
    const GraphFormat chosen = format;  // a structured binding cannot be captured in C++17
    if (!path->empty())
      emit(*path, out, [&](std::ostream& f) { write_question_graph(workspace, graph, chosen, f); });
  }
  return write_output(output, o.output, out, err);
}

}  // namespace explgraph::cli
