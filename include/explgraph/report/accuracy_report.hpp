#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/accuracy.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

nlohmann::ordered_json accuracy_json(const analyze::AccuracyResult& r);
Document accuracy_document(const analyze::AccuracyResult& r);

}  // namespace explgraph::report
