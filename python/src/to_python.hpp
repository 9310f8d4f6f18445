#pragma once
#include <pybind11/pybind11.h>

#include <nlohmann/json.hpp>

#include "explgraph/report/data_table.hpp"

namespace explgraph::python {

// A result's JSON as plain Python values — dict (fields in order), list, str, int, float,
// bool, None — equal to what json.loads would make of the command's `--format json`: a
// non-finite number is None (JSON null) and invalid UTF-8 is replaced, as the CLI writes them.
pybind11::object to_python(const nlohmann::ordered_json& value);

// One tidy table as (name, columns, rows), each row a list of Python scalars.
pybind11::tuple to_python(const report::DataTable& table);

}  // namespace explgraph::python
