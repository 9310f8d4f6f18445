#include "to_python.hpp"

#include <cmath>
#include <cstdint>

namespace explgraph::python {
namespace py = pybind11;
using Json = nlohmann::ordered_json;

namespace {

// As the CLI's dump(…, error_handler_t::replace): a byte that is not UTF-8 becomes U+FFFD.
py::object text(const std::string& s) {
  PyObject* decoded = PyUnicode_DecodeUTF8(s.data(), static_cast<Py_ssize_t>(s.size()), "replace");
  if (decoded == nullptr) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(decoded);
}

}  // namespace

py::object to_python(const Json& value) {
  switch (value.type()) {
    case Json::value_t::boolean:
      return py::bool_(value.get<bool>());
    case Json::value_t::number_integer:
      return py::int_(value.get<std::int64_t>());
    case Json::value_t::number_unsigned:
      return py::int_(value.get<std::uint64_t>());
    case Json::value_t::number_float: {
      const double d = value.get<double>();
      return std::isfinite(d) ? py::object(py::float_(d)) : py::object(py::none());
    }
    case Json::value_t::string:
      return text(value.get_ref<const std::string&>());
    case Json::value_t::array: {
      py::list list(value.size());
      std::size_t i = 0;
      for (const auto& item : value) list[i++] = to_python(item);
      return std::move(list);
    }
    case Json::value_t::object: {
      py::dict dict;
      for (const auto& [key, item] : value.items()) dict[text(key)] = to_python(item);
      return std::move(dict);
    }
    default:  // null, and the binary and discarded values no result holds
      return py::none();
  }
}

py::tuple to_python(const report::DataTable& table) {
  py::list columns;
  for (const auto& c : table.columns) columns.append(text(c));
  py::list rows(table.rows.size());
  std::size_t i = 0;
  for (const auto& row : table.rows) {
    py::list cells(row.size());
    std::size_t j = 0;
    for (const auto& cell : row) cells[j++] = to_python(cell);
    rows[i++] = std::move(cells);
  }
  return py::make_tuple(text(table.name), columns, rows);
}

}  // namespace explgraph::python
