#pragma once
#include <catch2/catch.hpp>

#include <string>

#include "explgraph/report/document.hpp"

// The value of a document's summary row, found by its label (rows move as sections add
// population lines in front); a test fails when there is no such row.
inline std::string summary_value(const explgraph::report::Document& doc, const std::string& label) {
  for (const auto& [l, v] : doc.summary)
    if (l == label) return v;
  FAIL("no summary row " << label);
  return "";
}

// The same, or "(absent)" when the document has no such row (for rows shown only sometimes).
inline std::string summary_value_or_absent(const explgraph::report::Document& doc,
                                           const std::string& label) {
  for (const auto& [l, v] : doc.summary)
    if (l == label) return v;
  return "(absent)";
}
