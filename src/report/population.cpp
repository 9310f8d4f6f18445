#include "explgraph/report/population.hpp"

namespace explgraph::report {

nlohmann::ordered_json population_json(const load::Population& p) {
  return {{"kept", p.kept},
          {"with_explanation", p.with_explanation},
          {"set_aside_without_explanation", p.set_aside()}};
}

void add_population(Document& doc, const load::Population& p) {
  doc.summary.insert(doc.summary.begin(),
                     {"Questions analysed (kept, with an explanation)",
                      std::to_string(p.with_explanation) + " of " + std::to_string(p.kept)});
  if (p.set_aside() > 0)
    doc.summary.insert(
        doc.summary.begin() + 1,
        {"Set aside: no explanation (e.g. a masked Test split)", std::to_string(p.set_aside())});
}

}  // namespace explgraph::report
