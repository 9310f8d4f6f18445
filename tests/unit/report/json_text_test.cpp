// JSON text equal to Python's json.dumps(value, indent=2, ensure_ascii=False): the expected
// strings below are what Python 3.11 printed (repr of each double, json.dumps of the value).
#include <catch2/catch.hpp>

#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

#include "explgraph/core/random.hpp"
#include "explgraph/report/json_text.hpp"

using namespace explgraph;

TEST_CASE("numbers are written as Python's repr writes them", "[report]") {
  // nlohmann's dump() writes this one with 17 digits (0.25474231976891337).
  CHECK(report::number_text(0.2547423197689134) == "0.2547423197689134");
  CHECK(report::number_text(0.1) == "0.1");
  CHECK(report::number_text(1.0 / 3) == "0.3333333333333333");
  CHECK(report::number_text(2.0 / 3) == "0.6666666666666666");
  CHECK(report::number_text(1e-05) == "1e-05");
  CHECK(report::number_text(1.5e-05) == "1.5e-05");
  CHECK(report::number_text(0.0001) == "0.0001");
  CHECK(report::number_text(0.00012345) == "0.00012345");
  CHECK(report::number_text(1000000000000000.0) == "1000000000000000.0");
  CHECK(report::number_text(1e+16) == "1e+16");
  CHECK(report::number_text(1.2345e+20) == "1.2345e+20");
  CHECK(report::number_text(123.0) == "123.0");
  CHECK(report::number_text(3.0) == "3.0");
  CHECK(report::number_text(0.0) == "0.0");
  CHECK(report::number_text(-0.0) == "-0.0");
  CHECK(report::number_text(-2.5) == "-2.5");
  CHECK(report::number_text(5e-324) == "5e-324");
  CHECK(report::number_text(1.7976931348623157e+308) == "1.7976931348623157e+308");
  CHECK(report::number_text(0.1 + 0.2) == "0.30000000000000004");
  CHECK(report::number_text(100.5) == "100.5");
  CHECK(report::number_text(9999999999999998.0) == "9999999999999998.0");
  CHECK(report::number_text(12345678.9) == "12345678.9");
  CHECK(report::number_text(1e+100) == "1e+100");
  CHECK(report::number_text(-1.25e-100) == "-1.25e-100");
  CHECK(report::number_text(std::numeric_limits<double>::quiet_NaN()) == "null");
  CHECK(report::number_text(-std::numeric_limits<double>::infinity()) == "null");
}

TEST_CASE("other scalars are written as nlohmann's compact dump writes them", "[report]") {
  using Json = nlohmann::ordered_json;
  const std::vector<Json> scalars = {Json(0),
                                     Json(-1),
                                     Json(42),
                                     Json(std::numeric_limits<std::int64_t>::min()),
                                     Json(std::numeric_limits<std::int64_t>::max()),
                                     Json(std::numeric_limits<std::uint64_t>::max()),
                                     Json(std::uint64_t{0}),
                                     Json(true),
                                     Json(false),
                                     Json(nullptr)};
  for (const auto& value : scalars) {
    INFO(value.dump());
    CHECK(report::scalar_text(value) == value.dump());
  }
  CHECK(report::scalar_text(Json(0.1)) == "0.1");
}

TEST_CASE("JSON is laid out as json.dumps(indent=2, ensure_ascii=False)", "[report]") {
  // json.dumps({"a": [1, 2.5, {}], "b": {"c": [], "d": None, "é\t\"": True}, "e": -3},
  //            indent=2, ensure_ascii=False)
  nlohmann::ordered_json value = {
      {"a", {1, 2.5, nlohmann::ordered_json::object()}},
      {"b", {{"c", nlohmann::ordered_json::array()}, {"d", nullptr}, {"\xC3\xA9\t\"", true}}},
      {"e", -3}};
  std::ostringstream out;
  report::write_json(value, out);
  CHECK(out.str() ==
        "{\n  \"a\": [\n    1,\n    2.5,\n    {}\n  ],\n  \"b\": {\n    \"c\": [],\n    \"d\": "
        "null,\n    \"\xC3\xA9\\t\\\"\": true\n  },\n  \"e\": -3\n}\n");
  std::ostringstream scalar;
  report::write_json(0.1, scalar);
  CHECK(scalar.str() == "0.1\n");
}

TEST_CASE("a JSON string literal is what nlohmann writes, on the plain path and off it",
          "[report]") {
  // Plain printable ASCII takes a short path; every other byte (controls, quote, backslash,
  // DEL, UTF-8, invalid UTF-8) the general one. Each byte value, alone and inside text.
  const auto nlohmann_text = [](const std::string& s) {
    return nlohmann::ordered_json(s).dump(-1, ' ', false,
                                          nlohmann::ordered_json::error_handler_t::replace);
  };
  for (int byte = 0; byte < 256; ++byte) {
    for (const std::string& s : {std::string(1, static_cast<char>(byte)),
                                 "a fact " + std::string(1, static_cast<char>(byte)) + " here"}) {
      INFO("byte " << byte);
      CHECK(report::json_string(s) == nlohmann_text(s));
      std::string appended = "x";
      report::append_json_string(appended, s);
      CHECK(appended == "x" + nlohmann_text(s));
    }
  }
  // Plain text is taken eight bytes at a time: each byte value at each place of a word.
  for (int byte = 0; byte < 256; ++byte)
    for (std::size_t at = 0; at < 17; ++at) {
      std::string s(24, 'p');
      s[at] = static_cast<char>(byte);
      INFO("byte " << byte << " at " << at);
      std::string appended;
      report::append_json_string(appended, s);
      CHECK(appended == nlohmann_text(s));
    }
  // Random mixtures of the kinds: plain text, escapes, DEL, valid UTF-8 of every length,
  // and invalid sequences (a lone continuation byte, a truncated lead, an overlong form, a
  // surrogate) anywhere in the text.
  const std::vector<std::string> pieces{"a",
                                        "fact ",
                                        "a longer run of plain text, ",
                                        "\"",
                                        "\\",
                                        "\t",
                                        "\n",
                                        "\x01",
                                        "\x1F",
                                        "\x7F",
                                        "\xC3\xA9",
                                        "\xE2\x82\xAC",
                                        "\xF0\x9F\x98\x80",
                                        "\x80",
                                        "\xC3",
                                        "\xC0\xAF",
                                        "\xED\xA0\x80",
                                        "\xF4\x90\x80\x80",
                                        "/",
                                        "\b\f\r"};
  core::Random random(17);
  for (int trial = 0; trial < 20000; ++trial) {
    std::string s;
    for (std::uint64_t n = random.below(8); n > 0; --n) s += pieces[random.below(pieces.size())];
    INFO("text " << nlohmann_text(s));
    std::string appended = "x";
    report::append_json_string(appended, s);
    CHECK(appended == "x" + nlohmann_text(s));
  }
  CHECK(report::json_string("") == "\"\"");
  CHECK(report::json_string("caf\xC3\xA9 \"q\"") == "\"caf\xC3\xA9 \\\"q\\\"\"");
  CHECK(report::json_string("bad \xFF") == "\"bad \xEF\xBF\xBD\"");  // U+FFFD
  std::ostringstream out;
  report::write_json(nlohmann::ordered_json{{"k", "plain text"}, {"t\tab", "x\"y"}}, out);
  CHECK(out.str() == "{\n  \"k\": \"plain text\",\n  \"t\\tab\": \"x\\\"y\"\n}\n");
}
