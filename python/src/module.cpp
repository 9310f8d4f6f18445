// explgraph._core: the library's analyses for Python. explgraph/__init__.py is the face
// users see; this module does the work, each analysis through its command's own option code.
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <sstream>

#include "commands.hpp"
#include "corpus_handle.hpp"
#include "explgraph/api/analyses.hpp"
#include "explgraph/api/output_safety.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/core/output_file.hpp"
#include "explgraph/load/named_input.hpp"
#include "to_python.hpp"

namespace py = pybind11;
using namespace explgraph;
using explgraph::python::CorpusHandle;

namespace {

// (name, path or None, [(question id, entry), ...]): one input as explgraph/__init__.py
// passes it.
using InputTuple = std::tuple<std::string, std::optional<std::string>,
                              std::vector<std::pair<std::string, python::Entry>>>;

py::list formatted(const core::Diagnostics& diagnostics) {
  py::list lines;
  for (const auto& d : diagnostics.items()) lines.append(core::format_diagnostic(d));
  return lines;
}

std::string rendered(const Output& output, const std::string& format, const std::string& table) {
  if (format == "pairs") {  // treeeval's BLEURT pairs (the command's --write-pairs)
    if (!output.pairs) throw core::UsageError("render: only a treeeval result has pairs");
    std::ostringstream out;
    output.pairs(out);
    return out.str();
  }
  const Format parsed = parse_format(format);
  std::ostringstream out;
  {
    py::gil_scoped_release unlocked;
    output.write(parsed, out, parsed == Format::kTsv ? table : "");
  }
  return out.str();
}

void bind_corpus(py::module_& m) {
  py::class_<CorpusHandle>(m, "Corpus", "A loaded corpus (explgraph.load_corpus).")
      .def_property_readonly(
          "warnings", [](const CorpusHandle& c) { return formatted(c.workspace().diagnostics()); },
          "the input warnings, formatted like the command line's (the first 1000 of each check)")
      .def_property_readonly(
          "warning_count",
          [](const CorpusHandle& c) { return c.workspace().diagnostics().total(); },
          "every input warning, stored or not")
      .def_property_readonly(
          "warning_counts",
          [](const CorpusHandle& c) { return c.workspace().diagnostics().count_by_code(); },
          "input warnings per check name")
      .def_property_readonly("source",
                             [](const CorpusHandle& c) { return c.workspace().corpus().source; })
      .def_property_readonly(
          "question_count",
          [](const CorpusHandle& c) { return c.workspace().corpus().questions.size(); },
          "the questions kept (after flags and split)")
      .def_property_readonly(
          "row_count",
          [](const CorpusHandle& c) { return c.workspace().corpus().tablestore.rows.size(); },
          "the tablestore's rows")
      .def_property_readonly("strict", &CorpusHandle::strict);
}

void bind_output(py::module_& m) {
  py::class_<Output>(m, "Output", "An analysis's output, before it is made a Result.")
      .def("json",
           [](const Output& o) {
             nlohmann::ordered_json json;
             {
               py::gil_scoped_release unlocked;
               json = o.json();
             }
             return python::to_python(json);
           })
      .def("tables",
           [](const Output& o) {
             report::DataTables tables;
             {
               py::gil_scoped_release unlocked;
               tables = o.all_tables();
             }
             py::list list;
             for (const auto& t : tables) list.append(python::to_python(t));
             return list;
           })
      .def("render", &rendered, py::arg("format"), py::arg("table") = "")
      // Written as the command line writes --out: atomically, never half a file.
      .def(
          "write",
          [](const Output& o, const std::string& path, const std::string& format) {
            const Format parsed = parse_format(format);
            py::gil_scoped_release unlocked;
            core::write_file_atomically(path, [&](std::ostream& out) { o.write(parsed, out); });
          },
          py::arg("path"), py::arg("format"))
      .def_property_readonly("warnings",
                             [](const Output& o) { return formatted(o.input_warnings); })
      .def_property_readonly("warning_count",
                             [](const Output& o) { return o.input_warnings.total(); })
      .def_readonly("found_errors", &Output::found_errors)
      .def_readonly("found_warnings", &Output::found_warnings);
}

// The package's small helpers: the output-safety check, analysis names and docs, NAME=PATH
// parsing and naming, the version.
void bind_helpers(py::module_& m) {
  m.def(
      "refuse_to_overwrite",
      [](const std::string& out, const std::vector<std::string>& inputs) {
        refuse_to_overwrite_files({{"out", out}}, inputs);
      },
      py::arg("out"), py::arg("inputs"));
  m.def("analysis_names", &python::analysis_names);
  m.def("analysis_doc", &python::analysis_doc);
  m.def("parse_named_file", [](const std::string& spec) {
    auto named = load::parse_named_file(spec);
    return py::make_tuple(named.name, named.path, named.derived);
  });
  m.def("distinct_names", [](const std::vector<std::tuple<std::string, std::string, bool>>& given) {
    std::vector<load::NamedFile> files;
    for (const auto& [name, path, derived] : given) files.push_back({name, path, derived});
    load::distinct_names(files);
    std::vector<std::string> names;
    for (const auto& f : files) names.push_back(f.name);
    return names;
  });
  m.def("version", [] { return std::string(EXPLGRAPH_VERSION); });
}

}  // namespace

PYBIND11_MODULE(_core, m) {
  m.doc() = "explgraph's library for Python; use the explgraph package, not this module.";
  auto input_error = py::register_exception<core::InputError>(m, "InputError", PyExc_ValueError);
  auto usage_error = py::register_exception<core::UsageError>(m, "UsageError", PyExc_ValueError);
  (void)input_error;
  (void)usage_error;

  bind_corpus(m);
  bind_output(m);

  m.def(
      "load_corpus",
      [](const std::string& corpus, const std::string& tables,
         const std::vector<std::string>& questions, const std::string& flags,
         const std::string& split, const std::string& types, const std::string& lemmas,
         bool tables_only, bool strict) {
        CorpusOptions options;
        options.corpus = corpus;
        options.tables = tables;
        options.questions = questions;
        options.flags = flags;
        options.split = split;
        options.types = types;
        options.lemmas = lemmas;
        options.tables_only = tables_only;
        py::gil_scoped_release unlocked;
        return std::make_unique<CorpusHandle>(options, strict);
      },
      py::arg("corpus"), py::arg("tables"), py::arg("questions"), py::arg("flags"),
      py::arg("split"), py::arg("types"), py::arg("lemmas"), py::arg("tables_only"),
      py::arg("strict"));

  m.def(
      "run",
      [](const std::string& function, CorpusHandle* corpus, const py::dict& keywords,
         std::vector<InputTuple> given) {
        std::vector<python::Input> inputs;
        for (auto& [name, path, items] : given)
          inputs.push_back({std::move(name), std::move(path), std::move(items)});
        return python::run({function, corpus, keywords, std::move(inputs)});
      },
      py::arg("function"), py::arg("corpus").none(true), py::arg("keywords"), py::arg("inputs"));

  bind_helpers(m);
}
