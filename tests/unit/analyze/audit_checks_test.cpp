#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "explgraph/analyze/audit_checks.hpp"

// The audits' checks in one place (analyze/audit_checks): each list's names are found, by the
// check of their own list, and no name is in both.
using namespace explgraph;

TEST_CASE("audit checks: both lists found by name, no name twice", "[analyze][audit]") {
  std::set<std::string> names;
  for (const auto* checks : {&analyze::audit_checks(), &analyze::tree_audit_checks()})
    for (const auto& check : *checks) {
      CHECK(names.insert(check.name).second);
      CHECK(analyze::find_audit_check(check.name) == &check);
    }
  CHECK(analyze::audit_checks().size() == 15);
  CHECK(analyze::tree_audit_checks().size() == 9);
  const auto* isolated = analyze::find_audit_check("isolated-fact");
  REQUIRE(isolated != nullptr);
  CHECK(isolated->severity == core::Severity::kError);
  CHECK(analyze::find_audit_check("tree-unused-intermediate")->severity ==
        core::Severity::kWarning);
  CHECK(analyze::find_audit_check("isolated") == nullptr);
  CHECK(analyze::find_audit_check("") == nullptr);
}
