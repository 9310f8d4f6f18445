#include <catch2/catch.hpp>

#include <cstring>
#include <string>

#include "explgraph/core/errors.hpp"
#include "explgraph/core/shared_library.hpp"

using explgraph::core::InputError;
using explgraph::core::SharedLibrary;

TEST_CASE("a shared library's function is found when first asked for", "[core][shared_library]") {
  SharedLibrary libc("libc.so.6", "testing", "libc6");
  const auto length = libc.function<decltype(std::strlen)>("strlen");
  REQUIRE(length != nullptr);
  CHECK(length("explgraph") == 9);
  CHECK(libc.function<decltype(std::strlen)>("strlen") == length);  // opened once
}

TEST_CASE("a library that cannot be opened says which, what needs it and the package",
          "[core][shared_library]") {
  SharedLibrary missing("libexplgraph-no-such-library.so.0", "drawing SVG pictures", "libno-such0");
  const auto message = [&] {
    try {
      missing.function<int()>("anything");
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  const std::string first = message();
  CHECK(first.rfind("explgraph: error: drawing SVG pictures needs "
                    "libexplgraph-no-such-library.so.0, which cannot be loaded: ",
                    0) == 0);
  CHECK(first.find("(install Debian's libno-such0)") != std::string::npos);
  CHECK(message() == first);  // the same error every time, not a crash on a null handle
}

TEST_CASE("a function the library lacks is an error naming it", "[core][shared_library]") {
  SharedLibrary libc("libc.so.6", "testing", "libc6");
  CHECK_THROWS_WITH(libc.function<int()>("explgraph_no_such_function"),
                    Catch::StartsWith("explgraph: error: testing needs libc.so.6, which lacks "
                                      "explgraph_no_such_function: "));
}
