#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/rankeval.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

nlohmann::ordered_json rankeval_json(const analyze::RankevalResult& r);
Document rankeval_document(const analyze::RankevalResult& r);

}  // namespace explgraph::report
