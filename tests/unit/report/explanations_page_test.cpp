// Names of the Explanations page: file names, element ids and URL fragments.
#include <catch2/catch.hpp>

#include "explgraph/report/explanations_page.hpp"

using namespace explgraph;

TEST_CASE("file_safe keeps letters, digits, _ - . and writes any other byte as ~XX", "[report]") {
  CHECK(report::file_safe("Mercury_SC_401000") == "Mercury_SC_401000");
  CHECK(report::file_safe("AIMS_2009_4_10#2") == "AIMS_2009_4_10~232");
  CHECK(report::file_safe("NAEP_2000_4_S12+2") == "NAEP_2000_4_S12~2B2");
  CHECK(report::file_safe("../x") == "..~2Fx");  // no path separator survives
  CHECK(report::file_safe("a~b") == "a~7Eb");    // the escape itself is escaped: one-to-one
  CHECK(report::file_safe("é") == "~C3~A9");
}

TEST_CASE("url_encoded percent-encodes all but RFC 3986's unreserved characters", "[report]") {
  CHECK(report::url_encoded("Q-1_a.b~c") == "Q-1_a.b~c");
  CHECK(report::url_encoded("NAEP_2009_4_S11+16") == "NAEP_2009_4_S11%2B16");
  CHECK(report::url_encoded("a b#\"<") == "a%20b%23%22%3C");
}
