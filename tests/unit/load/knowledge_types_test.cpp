#include <catch2/catch.hpp>

#include <sstream>

#include "explgraph/load/knowledge_types.hpp"

using namespace explgraph;

TEST_CASE("types: names match case-insensitively with PROTO- ignored", "[load]") {
  std::istringstream in("TABLE\tV2.1\nPROTO-IF-THEN\tCOMPLEX\nkindof\tret\tTaxonomic\n\nbroken\n");
  core::Diagnostics d;
  core::InputAccount account;
  auto map = load::read_knowledge_types(in, "types.tsv", d, account);
  CHECK(map.size() == 2);
  CHECK(map.find("if-then")->category == "COMPLEX");
  CHECK(map.find("KINDOF")->category == "RET");
  CHECK(map.find("KINDOF")->label == "Taxonomic");
  CHECK_FALSE(map.find("CAUSE"));
  REQUIRE(d.items().size() == 1);
  CHECK(d.items()[0].line == 5);
  CHECK(account.balanced());
}

TEST_CASE("types: the default covers every WorldTree V1 table and V1 winning over V2.1", "[load]") {
  std::vector<std::string> v1_tables{"IF-THEN",       "SYNONYMY",           "PROP-ORBITAL-ROT",
                                     "PREDATOR-PREY", "PROCESSSTAGES",      "STAGE-IN-PROCESS",
                                     "CONVERSIONS",   "PROPERTIES-GENERIC", "PROPERTIES-THINGS",
                                     "AVG-WEIGHT",    "CONSUMERS",          "COUNTRY-HEMISPHERE"};
  auto map = load::default_knowledge_types(v1_tables);
  CHECK(map.coverage(v1_tables) == v1_tables.size());
  CHECK(map.find("IF-THEN")->category == "COMPLEX");
  CHECK(map.find("SYNONYMY")->category == "RET/LEX");         // V1; V2.1 says RET
  CHECK(map.find("PROP-ORBITAL-ROT")->category == "INSUPP");  // V1; V2.1 says RET
  CHECK(map.find("PREDATOR-PREY")->category == "RET");        // only in V2.1
  CHECK(map.find("PROCESSSTAGES")->category == "COMPLEX");    // only in V2.1
  CHECK(map.find("CONVERSIONS")->category == "RET/LEX");      // V1's PROTO-CONVERSIONS
}

TEST_CASE("types: a V2.1 tablestore gets the V2.1 categories", "[load]") {
  std::vector<std::string> v2_tables{"IFTHEN",       "SYNONYMY",    "PROP-ORBITAL-ROT",
                                     "PROP-GENERIC", "PROP-THINGS", "CHEM-PERIODIC-TAB-FAM"};
  auto map = load::default_knowledge_types(v2_tables);
  CHECK(map.find("SYNONYMY")->category == "RET");
  CHECK(map.find("PROP-ORBITAL-ROT")->category == "RET");
  CHECK(map.find("IFTHEN")->category == "COMPLEX");
}
