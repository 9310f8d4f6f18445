#include <unicode/uclean.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <cstdlib>
#include <new>
#include <sstream>

#include "explgraph/load/lemma_list.hpp"
#include "explgraph/text/normalizer.hpp"
#include "explgraph/text/stop_words.hpp"

using namespace explgraph;
using Words = std::vector<std::string>;

TEST_CASE("normaliser: word-break tokens and case folded and punctuation dropped", "[text]") {
  text::Normalizer n;
  CHECK(n.tokens("The Sun's LIGHT, (2) plants!") == Words{"the", "sun's", "light", "2", "plants"});
  CHECK(n.tokens("ice-cream  3.5 kg") == Words{"ice", "cream", "3.5", "kg"});
  CHECK(n.tokens("") == Words{});
  CHECK(n.tokens("... -- !!") == Words{});
}

TEST_CASE("normaliser: NFC makes composed and decomposed forms equal", "[text]") {
  text::Normalizer n;
  CHECK(n.tokens("caf\xC3\xA9") == n.tokens("cafe\xCC\x81"));  // é vs e + combining acute
}

namespace {

// ICU's heap, the system's, except that it fails while `icu_out_of_memory` is set.
std::atomic<bool> icu_out_of_memory{false};
void* icu_alloc(const void*, size_t size) {
  return icu_out_of_memory ? nullptr : std::malloc(size);
}
void* icu_realloc(const void*, void* p, size_t size) {
  return icu_out_of_memory ? nullptr : std::realloc(p, size);
}
void icu_free(const void*, void* p) {
  std::free(p);
}

}  // namespace

TEST_CASE("normaliser: ICU's failed allocation is std::bad_alloc, never words cut from nothing",
          "[text]") {
  UErrorCode status = U_ZERO_ERROR;
  u_setMemoryFunctions(nullptr, icu_alloc, icu_realloc, icu_free, &status);
  REQUIRE(U_SUCCESS(status));
  text::Normalizer n;  // its NFC data and word breaker made while memory lasts
  // Longer than a UnicodeString holds without its heap (27 UTF-16 units), and not ASCII, so
  // that ICU reads it.
  const std::string french = "Les \xC3\xA9l\xC3\xA8ves \xC3\xA9tudient la photosynth\xC3\xA8se";
  const Words expected = n.tokens(french);
  CHECK(expected ==
        Words{"les", "\xC3\xA9l\xC3\xA8ves", "\xC3\xA9tudient", "la", "photosynth\xC3\xA8se"});
  icu_out_of_memory = true;
  CHECK_THROWS_AS(n.tokens(french), std::bad_alloc);  // was: no exception
  icu_out_of_memory = false;
  CHECK(n.tokens(french) == expected);
}

TEST_CASE("normaliser: drops stop words and stems with Snowball English", "[text]") {
  text::Normalizer n;
  CHECK(n.lemmas("A dog is a kind of animal") == Words{"dog", "kind", "anim"});
  CHECK(n.lemmas("Plants are growing in the sunlight") == Words{"plant", "grow", "sunlight"});
  CHECK(n.lemmas("the mineral\xE2\x80\x99s streak") == n.lemmas("the mineral's streak"));
}

TEST_CASE("normaliser: the lemma list applies before stemming", "[text]") {
  std::istringstream in("\xEF\xBB\xBFgo\twent\r\nmouse\tmice\r\n");
  core::Diagnostics d;
  core::InputAccount account;
  text::LemmaTable table;
  for (const auto& e : load::read_lemma_list(in, "lemmas.txt", d, account))
    table.add(e.word, e.lemma);
  CHECK(table.size() == 2);
  CHECK(account.loaded == 2);
  text::NormalizerOptions options;
  options.lemmas = &table;
  text::Normalizer n(options);
  CHECK(n.lemmas("Mice went") == Words{"mous", "go"});
  CHECK(d.items().empty());
}

TEST_CASE("normaliser: lemma ids are interned and sorted and unique", "[text]") {
  text::Normalizer n;
  core::Vocabulary<core::WordId> vocabulary;
  auto a = n.lemma_ids("dogs chase dogs", vocabulary);
  CHECK(vocabulary.size() == 2);
  CHECK(a == std::vector<core::WordId>{core::WordId(0), core::WordId(1)});
  CHECK(vocabulary.text(core::WordId(0)) == "dog");
  auto b = n.lemma_ids("chasing a dog", vocabulary);
  CHECK(b == a);
}

TEST_CASE("normaliser: options turn stop words and stemming off", "[text]") {
  text::NormalizerOptions options;
  options.drop_stop_words = false;
  options.stem = false;
  text::Normalizer n(options);
  CHECK(n.lemmas("The plants") == Words{"the", "plants"});
}

TEST_CASE("stop words: the shipped list has closed-class words only", "[text]") {
  const auto& words = text::default_stop_words();
  CHECK(words.count("the") == 1);
  CHECK(words.count("of") == 1);
  CHECK(words.count("kind") == 0);
  CHECK(words.count("not") == 0);
  CHECK(words.count("#") == 0);
}
