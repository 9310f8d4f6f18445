#pragma once
#include <nlohmann/json.hpp>

#include "explgraph/analyze/growth.hpp"
#include "explgraph/analyze/hops.hpp"
#include "explgraph/analyze/overlap.hpp"
#include "explgraph/analyze/reuse.hpp"
#include "explgraph/analyze/types.hpp"
#include "explgraph/report/document.hpp"

namespace explgraph::report {

// One JSON value and one Document per analysis; the JSON names follow SPEC §4.
nlohmann::ordered_json reuse_json(const analyze::ReuseResult& r);
Document reuse_document(const analyze::ReuseResult& r, std::size_t top_rows);

nlohmann::ordered_json types_json(const analyze::TypesResult& r);
Document types_document(const analyze::TypesResult& r);

nlohmann::ordered_json hops_json(const analyze::HopsResult& r);
Document hops_document(const analyze::HopsResult& r);

nlohmann::ordered_json overlap_json(const analyze::OverlapResult& r);
Document overlap_document(const analyze::OverlapResult& r);

nlohmann::ordered_json growth_json(const analyze::GrowthResult& r);
Document growth_document(const analyze::GrowthResult& r);

}  // namespace explgraph::report
