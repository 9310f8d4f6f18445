#include "explgraph/api/grounding.hpp"

#include <memory>
#include <sstream>

#include "explgraph/grounding/grounding_report.hpp"
#include "explgraph/load/input_file.hpp"

namespace explgraph {
namespace {

Output grounding_output(Workspace& workspace, std::vector<grounding::SystemGrounding> systems,
                        core::Diagnostics warnings) {
  // Rendered now: the JSON names rows of the corpus, which the output must not outlive.
  auto json = std::make_shared<const nlohmann::ordered_json>(
      grounding::grounding_json(workspace.corpus(), systems));
  Output output;
  output.json = [json] { return *json; };
  output.document = [json] { return grounding::grounding_document(*json); };
  output.tables = [json] { return grounding::grounding_tables(*json); };
  if (systems.size() == 1) {
    auto ranking = std::make_shared<std::string>();
    std::ostringstream text;
    grounding::write_ranking(workspace.corpus(), systems[0], text);
    *ranking = text.str();
    output.ranking = [ranking](std::ostream& out) { out << *ranking; };
  }
  output.input_warnings = std::move(warnings);
  return output;
}

}  // namespace

Output ground(Workspace& workspace,
              const std::vector<std::pair<std::string, grounding::ExplanationFile>>& files,
              core::Diagnostics warnings) {
  std::vector<grounding::SystemGrounding> systems;
  for (const auto& [name, file] : files)
    systems.push_back(grounding::ground_system(workspace.corpus(), workspace.explanation_graphs(),
                                               workspace.normalizer(), name, name, file, warnings));
  return grounding_output(workspace, std::move(systems), std::move(warnings));
}

Output ground(Workspace& workspace, const std::vector<load::NamedFile>& files) {
  core::Diagnostics warnings;
  const grounding::FactSplitter splitter;
  std::vector<grounding::SystemGrounding> systems;
  for (const auto& named : files) {
    load::InputFile in(named.path);
    load::refuse_compressed(in, "generated explanations (JSON lines, TSV or harness samples)");
    const auto read = grounding::read_explanations(in.stream(), in.name(), splitter, warnings);
    systems.push_back(grounding::ground_system(workspace.corpus(), workspace.explanation_graphs(),
                                               workspace.normalizer(), named.name, in.name(), read,
                                               warnings));
  }
  return grounding_output(workspace, std::move(systems), std::move(warnings));
}

}  // namespace explgraph
