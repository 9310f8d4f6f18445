#include "analysis_command.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>

#include "explgraph/load/file_input.hpp"
#include "explgraph/load/input_file.hpp"

#include "explgraph/core/errors.hpp"

namespace explgraph::cli {

int run_analysis(const Args& args, std::ostream& out, std::ostream& err, const CommandInfo& info,
                 po::options_description& own, const std::function<Rendered(const LoadedCorpus&)>& compute) {
  CorpusOptions corpus;
  OutputOptions output;
  po::options_description common("Common options");
  add_corpus_options(common, corpus);
  add_output_options(common, output);
  po::options_description all;
  all.add(own).add(common);
  po::positional_options_description positional;
  if (info.questions_positional) positional.add("questions", -1);
  if (parse_options(args, all, &positional)) {
    out << help_text(info.name, info.summary, info.usage, own, common) << info.help_epilogue;
    return 0;
  }
  Format format = output.parsed_format();
  if (info.validate) info.validate();
  if (info.tsv_output && (format == Format::kJson || format == Format::kMarkdown))
    throw core::UsageError("--format " + output.format + ": " + info.name +
                           " writes a TSV file; use --format tsv (or text, the same)");
  OutputOptions loading = output;
  if (info.reports_input_warnings) loading.strict = false, loading.quiet = true;
  bool no_corpus = corpus.corpus.empty() && corpus.tables.empty() && corpus.questions.empty();
  bool tables_only = info.tables_only != nullptr && *info.tables_only;
  LoadedCorpus loaded = info.corpus_optional && no_corpus ? LoadedCorpus{} : load_corpus(corpus, loading, err, tables_only);
  loaded.quiet = output.quiet;
  loaded.strict = output.strict;
  RunFiles files = info.files ? info.files() : RunFiles{};
  for (const auto& account : loaded.corpus.accounts) files.inputs.push_back(account.file);
  if (!output.out.empty() && output.out != "-" && !info.out_is_folder) files.outputs.push_back(output.out);
  refuse_to_overwrite_inputs(files.outputs, files.inputs, info.out_is_folder ? output.out : "");
  Rendered rendered = compute(loaded);
  if (!info.out_is_folder) emit(output, out, [&](std::ostream& o) {
    if (rendered.make_json && format == Format::kJson) rendered.json = rendered.make_json();
    if (rendered.make_document && (format == Format::kTsv || format == Format::kMarkdown ||
                                   (format == Format::kText && !rendered.text)))
      rendered.document = rendered.make_document();
    switch (format) {
      case Format::kJson: o << rendered.json.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) << '\n'; break;
      case Format::kTsv:
        if (info.tsv_output) rendered.text(o);
        else report::write_tsv(rendered.document, o);
        break;
      case Format::kMarkdown: report::write_markdown(rendered.document, o); break;
      case Format::kText:
        if (rendered.text) rendered.text(o);
        else report::write_text(rendered.document, o);
        break;
    }
  });
  return rendered.found_errors || (output.strict && rendered.found_warnings) ? 1 : 0;
}

void refuse_to_overwrite_inputs(const std::vector<std::string>& outputs, const std::vector<std::string>& inputs,
                                const std::string& folder) {
  namespace fs = std::filesystem;
  std::error_code ec;
  for (const auto& out : outputs)
    for (const auto& in : inputs)
      if (!in.empty() && in != "-" && fs::equivalent(out, in, ec))
        throw core::InputError(out + ": error: this output would overwrite an input of the run (" + in +
                               "); choose another path");
  if (folder.empty() || folder == "-") return;
  fs::path root = fs::weakly_canonical(folder, ec);
  if (ec) return;
  for (const auto& in : inputs) {
    if (in.empty() || in == "-") continue;
    fs::path p = fs::weakly_canonical(in, ec);
    if (ec) continue;
    auto [r, q] = std::mismatch(root.begin(), root.end(), p.begin(), p.end());
    if (r == root.end())
      throw core::InputError(folder + ": error: the report folder would replace an input of the run (" + in +
                             "); choose another folder");
  }
}

std::vector<std::string> spec_paths(const std::vector<std::string>& specs) {
  std::vector<std::string> out;
  for (const auto& s : specs) out.push_back(parse_named_file(s).path);
  return out;
}

NamedFile parse_named_file(const std::string& spec) {
  auto eq = spec.find('=');
  if (eq != std::string::npos && eq > 0) return {spec.substr(0, eq), spec.substr(eq + 1)};
  if (spec == "-") return {"stdin", spec};
  return {std::filesystem::path(spec).stem().string(), spec};
}

namespace {

template <typename Item, typename Read>
std::vector<Item> read_specs(const std::vector<std::string>& specs, const char* kind, Read read) {
  std::vector<Item> out;
  for (const auto& spec : specs) {
    NamedFile named = parse_named_file(spec);
    for (const auto& item : out)
      if (item.name == named.name) throw core::UsageError("two inputs are named '" + named.name + "'; name them with NAME=FILE");
    load::InputFile in(named.path);
    core::InputAccount account{in.name(), kind, 0, 0, {}};
    out.push_back(read(in.stream(), in.name(), account));
    out.back().name = named.name;
  }
  return out;
}

}  // namespace

std::vector<load::Predictions> read_predictions_specs(const std::vector<std::string>& specs, core::Diagnostics& diagnostics) {
  return read_specs<load::Predictions>(specs, "predictions", [&](std::istream& in, const std::string& path, core::InputAccount& a) {
    return load::read_predictions(in, path, diagnostics, a);
  });
}

std::vector<load::Ranking> read_ranking_specs(const std::vector<std::string>& specs, core::Diagnostics& diagnostics) {
  return read_specs<load::Ranking>(specs, "ranking", [&](std::istream& in, const std::string& path, core::InputAccount& a) {
    return load::read_textgraphs_ranking(in, path, diagnostics, a);
  });
}

text::NormalizerOptions normalizer_options(const LoadedCorpus& loaded) {
  text::NormalizerOptions options;
  if (loaded.has_lemmas) options.lemmas = &loaded.lemmas;
  return options;
}

}  // namespace explgraph::cli
