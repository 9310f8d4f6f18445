#include <catch2/catch.hpp>

#include <string>

#include "explgraph/report/xml_escape.hpp"

using explgraph::report::xml_escape;

TEST_CASE("xml_escape: the five markup characters become entities", "[report][xml]") {
  CHECK(xml_escape("a & b < c > d \"e\" 'f'") ==
        "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;");
  CHECK(xml_escape("plain text, 3.5%") == "plain text, 3.5%");
  CHECK(xml_escape("") == "");
}

TEST_CASE("xml_escape: what XML 1.0 forbids becomes U+FFFD, what it allows stays",
          "[report][xml]") {
  const std::string replacement = "\xEF\xBF\xBD";
  CHECK(xml_escape(std::string("a\x01"
                               "b")) == "a" + replacement + "b");
  CHECK(xml_escape(std::string("nul\0!", 5)) == "nul" + replacement + "!");
  CHECK(xml_escape("tab\tline\nreturn\r") == "tab\tline\nreturn\r");
  CHECK(xml_escape("caf\xC3\xA9 \xE2\x80\x94") == "caf\xC3\xA9 \xE2\x80\x94");  // UTF-8 kept
  CHECK(xml_escape("bad \xFF byte") == "bad " + replacement + " byte");
  // A sequence cut short: each of its bytes is replaced (core::valid_utf8's rule).
  CHECK(xml_escape("cut \xE2\x80") == "cut " + replacement + replacement);
}
