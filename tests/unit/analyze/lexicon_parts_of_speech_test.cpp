#include <catch2/catch.hpp>

#include <sstream>
#include <string>

#include "explgraph/analyze/lexicon.hpp"
#include "explgraph/core/diagnostics.hpp"
#include "explgraph/core/errors.hpp"
#include "explgraph/load/taxonomy.hpp"

// WordNet's parts of speech beside its nouns (docs/DEFINITIONS.md, probe: a synonym question's
// distractors share a part of speech with its answer when WordNet lists both).
using namespace explgraph;

namespace {

// Nouns: solid, gas, and movement with its lemma motion.
load::Taxonomy nouns() {
  std::istringstream in(
      "  1 licence line\n"
      "00000100 03 n 01 state 0 000 | the way something is\n"
      "00000200 03 n 01 Solid 0 001 @ 00000100 n 0000 | matter that keeps its shape\n"
      "00000300 03 n 01 gas 0 001 @ 00000100 n 0000 | a fluid\n"
      "00000400 03 n 02 movement 0 motion 0 000 | a change of place\n");
  core::Diagnostics warnings;
  return load::read_wordnet_nouns(in, "data.noun", warnings);
}

load::PartsOfSpeech indexed(const std::string& text, load::PartOfSpeech part,
                            load::PartsOfSpeech parts = {}) {
  std::istringstream in(text);
  load::read_wordnet_index(in, "index", part, parts);
  return parts;
}

}  // namespace

TEST_CASE("wordnet index: each line's lemma, underscores as spaces, lower-cased", "[load]") {
  auto parts = indexed(
      "  1 This software and database is being provided (a licence line: skipped)\n"
      "  2 more licence\n"
      "freeze v 2 2 @ ~ 2 1 01999999 01888888\n"
      "spread_out v 1 1 @ 1 0 02000000\r\n"
      "Run v 1 0 1 0 02100000\n"
      "\n",
      load::kVerb);
  CHECK(parts.size() == 3);
  CHECK(parts.at("freeze") == load::kVerb);
  CHECK(parts.at("spread out") == load::kVerb);
  CHECK(parts.at("run") == load::kVerb);
  CHECK(parts.count("licence") == 0);
  // A second index adds its part to the words both list.
  parts = indexed("run a 1 0 1 0 00100000\nshiny a 1 0 1 0 00200000\n", load::kAdjective, parts);
  CHECK(parts.at("run") == (load::kVerb | load::kAdjective));
  CHECK(parts.at("shiny") == load::kAdjective);
}

TEST_CASE("wordnet index: a line not naming its part of speech second is refused", "[load]") {
  const auto message = [](const std::string& text, load::PartOfSpeech part) {
    try {
      indexed(text, part);
    } catch (const core::InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  // index.noun's line read as index.verb's; data.verb's line; a line of one word.
  CHECK(message("  1 licence\nfreeze v 1 0 1 0 01\nrock n 1 0 1 0 02\n", load::kVerb) ==
        "index:3:6: error: expected WordNet's index line (a lemma, then 'v'), found 'n'; is "
        "this WordNet's index file?");
  CHECK(message("00001740 29 v 04 breathe 0\n", load::kVerb) ==
        "index:1:10: error: expected WordNet's index line (a lemma, then 'v'), found '29'; is "
        "this WordNet's index file?");
  CHECK(message("able a 1 0\nshiny\n", load::kAdjective) ==
        "index:2:6: error: expected WordNet's index line (a lemma, then 'a'), found the line's "
        "end; is this WordNet's index file?");
  CHECK(message("fast r 1 0 1 0 01\n", load::kAdverb) == "no error");
}

TEST_CASE("lexicon: a word's parts of speech, nouns from data.noun", "[analyze]") {
  auto parts = indexed("solid a 1 0 1 0 00100000\nfrozen a 1 0 1 0 00200000\n", load::kAdjective);
  parts = indexed("freeze v 1 0 1 0 00300000\n", load::kVerb, parts);
  const analyze::Lexicon lexicon(nouns(), parts);
  CHECK(lexicon.parts_of_speech("solid") == (load::kNoun | load::kAdjective));
  CHECK(lexicon.parts_of_speech("Solid") == (load::kNoun | load::kAdjective));  // case aside
  CHECK(lexicon.parts_of_speech("motion") == load::kNoun);  // a second lemma is a noun too
  CHECK(lexicon.parts_of_speech("frozen") == load::kAdjective);
  CHECK(lexicon.parts_of_speech("freeze") == load::kVerb);
  CHECK(lexicon.parts_of_speech("ice cube") == 0);  // not in WordNet
  CHECK(lexicon.parts_of_speech("gases") == 0);     // inflected forms are not lemmas

  // Told apart by form only when WordNet lists both, under no part in common.
  CHECK(lexicon.other_parts_of_speech("frozen", "gas"));
  CHECK(lexicon.other_parts_of_speech("gas", "frozen"));
  CHECK(lexicon.other_parts_of_speech("frozen", "freeze"));
  CHECK_FALSE(lexicon.other_parts_of_speech("frozen", "solid"));  // both adjectives
  CHECK_FALSE(lexicon.other_parts_of_speech("gas", "solid"));     // both nouns
  CHECK_FALSE(lexicon.other_parts_of_speech("frozen", "ice cube"));
  CHECK_FALSE(lexicon.other_parts_of_speech("ice cube", "gas"));
}

TEST_CASE("lexicon: without the other indexes every WordNet word is a noun", "[analyze]") {
  const analyze::Lexicon lexicon(nouns());
  CHECK(lexicon.parts_of_speech("solid") == load::kNoun);
  CHECK(lexicon.parts_of_speech("frozen") == 0);
  CHECK_FALSE(lexicon.other_parts_of_speech("solid", "gas"));
}
