#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/stats.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

nlohmann::ordered_json stats_json(const analyze::StatsResult& stats);
Document stats_document(const analyze::StatsResult& stats);

}  // namespace explgraph::report
