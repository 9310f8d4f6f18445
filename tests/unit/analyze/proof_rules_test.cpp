#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <random>
#include <sstream>

#include "explgraph/analyze/proof_rules.hpp"
#include "explgraph/analyze/treeeval.hpp"
#include "explgraph/core/errors.hpp"

using namespace explgraph;
using namespace explgraph::analyze;

// Expected values are what the official functions return (allenai/entailment_bank:
// angle_utils.decompose_slots, entail_trees_utils.normalize_sentence,
// eval_utils.fix_t5_unk_characters), run on these strings.
TEST_CASE("proof_slot decodes $proof$ as decompose_slots does") {
  CHECK(proof_slot("$proof$ = sent1 & sent2 -> hypothesis; ") == "sent1 & sent2 -> hypothesis");
  CHECK(proof_slot("$answer$ = x ; $proof$ = s1 -> hypothesis;") == "s1 -> hypothesis");
  CHECK_FALSE(proof_slot("no slot here"));
  CHECK_FALSE(
      proof_slot("$PROOF$ = s1 -> hypothesis"));  // matched ignoring case, looked up as written
  CHECK(proof_slot("$proof$ = a ; $proof$ = b ;") == "a ~AND~ b");
  CHECK(proof_slot("pre $proof$=s1 -> int1: x;;") ==
        "s1 -> int1: x;");  // '=' is the dropped character
  CHECK(proof_slot("$proof$ = a;  b ;  ") == "a;  b");
  CHECK(proof_slot("$proof$") == "");
  CHECK(proof_slot("$proof$ = = x") == "= x");
  CHECK(proof_slot("$proof$\xC3\xA9 = x") == "x");  // é: one character dropped, two bytes
}

TEST_CASE("conclusions and BLEURT inputs are normalised as the official code does") {
  CHECK(normalize_conclusion("The Sun  rises.") == "the sun rises");
  CHECK(normalize_conclusion("a   b ( c )") == "a  b c");
  // Text it would leave as it is, and text one character away from that.
  CHECK(normalize_conclusion("an apple is a kind of fruit") == "an apple is a kind of fruit");
  CHECK(normalize_conclusion("") == "");
  CHECK(normalize_conclusion("an apple is a kind of fruit ") == "an apple is a kind of fruit");
  CHECK(normalize_conclusion(" an apple") == "an apple");
  CHECK(normalize_conclusion("an\tapple\n") == "an\tapple");
  CHECK(normalize_conclusion("an Apple") == "an apple");
  CHECK(normalize_conclusion("an (apple)") == "an (apple)");  // as normalize_sentence gives
  CHECK(normalize_conclusion("  \xC3\x9Cn\xC3\xAF"
                             "code Stra\xC3\x9F"
                             "e. ") ==
        "\xC3\xBCn\xC3\xAF"
        "code stra\xC3\x9F"
        "e");
  CHECK(bleurt_text("The Sun  rises.") == "the sun rises.");
  CHECK(bleurt_text("a   b ( c )") == "a b ( c )");
  CHECK(bleurt_text("  \xC3\x9Cn\xC3\xAF"
                    "code Stra\xC3\x9F"
                    "e. ") ==
        " \xC3\xBCn code stra\xC3\x9F"
        "e. ");  // ï is not in T5's vocabulary
}

// ASCII texts normalised sixteen bytes at a time where they are kept as they are, byte by
// byte elsewhere: the same text as the rule read byte by byte (lower-cased; what T5's
// vocabulary lacks made a space; runs of spaces made one), at every length and offset.
TEST_CASE("BLEURT inputs in ASCII are normalised as the rule reads them byte by byte") {
  const std::string unknown = std::string("<\\^`{}~\x7f\t\n\x01\x1f", 13);  // not in T5's
  auto expected = [&](const std::string& text) {
    std::string out;
    for (char c : text) {
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      if (c != ' ' && unknown.find(c) == std::string::npos)
        out += c;
      else if (out.empty() || out.back() != ' ')
        out += ' ';
    }
    return out;
  };
  const std::string alphabet = "abz09.,;:!?()[]|_-'\"AZ  " + unknown;
  std::mt19937 random(5);
  for (int round = 0; round < 3000; ++round) {
    std::string text(random() % 70, 'x');
    const auto rare = random() % 4;  // texts with none, few or many bytes that change
    for (char& c : text)
      c = random() % 8 < rare ? alphabet[random() % alphabet.size()]
                              : "thesun rises."[random() % 13];
    INFO(text);
    CHECK(bleurt_text(text) == expected(text));
    CHECK(is_bleurt_text(text) == (expected(text) == text));
    CHECK(is_bleurt_text(expected(text)));
    std::string out = "kept ";  // appended after what is there, its runs of spaces its own
    append_bleurt_text(out, " " + text);
    CHECK(out == "kept " + expected(" " + text));
  }
}

// Leaves are sorted as Python sorts str (by code point: UTF-8's bytes unsigned), heads of
// eight bytes alike or not, shorter or longer than eight, with NUL and non-ASCII bytes.
// Two spaces in a row, or a byte that changes, at every offset of the first blocks of
// sixteen and across their borders.
TEST_CASE("a text is already as BLEURT reads it unless some byte or space pair changes") {
  for (std::size_t at = 0; at < 50; ++at) {
    const std::string plain(at, 'a');
    INFO(at);
    CHECK(is_bleurt_text(plain + " b" + std::string(30, 'c')));
    CHECK_FALSE(is_bleurt_text(plain + "  " + std::string(30, 'c')));
    CHECK_FALSE(is_bleurt_text(plain + "  "));
    CHECK_FALSE(is_bleurt_text(plain + "B" + std::string(30, 'c')));
    CHECK_FALSE(is_bleurt_text(plain + "{" + std::string(30, 'c')));
    CHECK(is_bleurt_text(plain + "9-," + std::string(30, 'c')));
    CHECK(bleurt_text(plain + "  " + std::string(30, 'c')) == plain + " " + std::string(30, 'c'));
  }
}

TEST_CASE("a proof's leaves are distinct and in std::string_view's order") {
  std::mt19937 random(3);
  const std::string bytes = std::string("sent1 \0\x7f\x80\xc3\xa9\xff", 12);
  for (int round = 0; round < 300; ++round) {
    std::vector<std::string> ids;
    std::string proof;
    for (int k = 0, n = 1 + static_cast<int>(random() % 12); k < n; ++k) {
      std::string id = "sent";
      for (int j = 0, m = static_cast<int>(random() % 9); j < m; ++j)
        id += bytes[random() % bytes.size()];
      if (id.find(' ') != std::string::npos || id.back() == ' ') continue;
      ids.push_back(id);
      proof += (proof.empty() ? "" : " & ") + id;
    }
    if (ids.empty()) continue;
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    proof += " -> hypothesis";  // the leaves view it
    const auto parsed = parse_proof(proof, "h");
    CHECK(parsed.leaves == std::vector<std::string_view>(ids.begin(), ids.end()));
  }
}

TEST_CASE("a proof is read as parse_entailment_step_proof reads it") {
  const auto p = parse_proof(
      "sent2 & sent1 -> int1: Plants need light.; int1, sent3 -> hypothesis; bad piece; ",
      "A plant needs sunlight.");
  CHECK(p.steps == std::vector<std::string>{"sent1 & sent2 -> int1", "int1 & sent3 -> hypothesis"});
  CHECK(p.leaves == std::vector<std::string_view>{"sent1", "sent2", "sent3"});
  CHECK(p.texts.at("int1") == "plants need light");
  CHECK(p.texts.at("hypothesis") == "a plant needs sunlight");
  REQUIRE(p.conclusions.size() == 2);
  CHECK(p.conclusions[1].ancestors == std::vector<std::string_view>{"sent1", "sent2", "sent3"});
  CHECK(p.skipped_pieces == 1);
  CHECK(p.first_skipped == "bad piece");
  CHECK(p.depth == 2);
  // A colon inside a conclusion leaves it without text, as the official split(":") does.
  CHECK(parse_proof("sent1 -> int1: a: b", "h").texts.at("int1").empty());
}

TEST_CASE("one tree scored by hand") {
  const auto gold = parse_proof(
      "sent1 & sent3 -> int1: the moon is not a light source; sent2 & sent4 -> int2: the sun is "
      "a source of light; int1 & int2 -> hypothesis; ",
      "The Moon reflects light from the Sun.");
  const auto s = score_tree(
      "sent1 & sent3 -> int1: the moon is not a source of light; int1 & sent2 & sent4 -> "
      "hypothesis",
      gold, "The Moon reflects light from the Sun.");
  CHECK(s.leaves.f1 == 1);
  CHECK(s.leaves.all_correct);
  // Rewritten: "sent1 & sent3 -> int1", "int1 & sent2 & sent4 -> hypothesis": one of two
  // predicted steps is among the three gold ones.
  CHECK(s.steps.precision == Approx(0.5));
  CHECK(s.steps.recall == Approx(1.0 / 3));
  CHECK(s.steps.f1 == Approx(0.4));
  CHECK(s.predicted_conclusions == 2);
  CHECK(s.gold_conclusions == 3);
  REQUIRE(s.pairs.size() == 2);
  CHECK(s.pairs[0].second == "the moon is not a light source");
  const auto table = [](const std::string&, const std::string&) -> std::optional<double> {
    return 0.5;
  };
  const auto i = score_intermediates(s, table);
  REQUIRE(i);
  CHECK(i->precision == 1);
  CHECK(i->recall == Approx(2.0 / 3));
  CHECK_FALSE(i->all_correct);
  const auto unknown = [](const std::string&, const std::string&) -> std::optional<double> {
    return std::nullopt;
  };
  CHECK_FALSE(score_intermediates(s, unknown));
}

// Task 3 (score_aligned_entail_tree_proof_onlyIR), worked by hand: the system numbers the
// sentences it retrieved its own way (its sent1 is the gold's sent3), so trees meet by text.
TEST_CASE("Task 3: a tree over the system's own sentences is scored by text") {
  SentenceTexts gold_sentences{{"sent1", "a"}, {"sent2", "b"}, {"sent3", "c"}};
  const auto gold = parse_proof_texts("sent1 & sent2 -> int1: x; int1 & sent3 -> hypothesis;", "H",
                                      gold_sentences);
  CHECK(gold.steps == std::vector<std::string>{"a & b -> x", "c & x -> H"});
  CHECK(gold.leaves == std::vector<std::string_view>{"a", "b", "c"});
  const std::vector<std::pair<std::string, std::string>> intermediates{{"int1", "x"}};
  const GoldTexts texts{"H", &intermediates};
  SentenceTexts own{{"sent1", "c"}, {"sent2", "a"}, {"sent3", "b"}, {"sent4", "d"}};
  // Leaves a, b, c, d against a, b, c; int2 (on d) aligns nowhere; int1 takes the gold text x,
  // so the steps read "a & b -> x", "d -> NULL", "c & x -> H": two of three are gold's.
  const auto first =
      score_tree_texts("sent2 & sent3 -> int1: y; sent4 -> int2: x; int1 & sent1 -> hypothesis",
                       "H", own, gold, texts);
  CHECK(first.leaves.precision == Approx(0.75));
  CHECK(first.leaves.f1 == Approx(6.0 / 7));
  CHECK(first.steps.precision == Approx(2.0 / 3));
  CHECK(first.steps.f1 == Approx(0.8));
  REQUIRE(first.pairs.size() == 3);
  CHECK(first.pairs[0] == std::pair<std::string, std::string>{"y", "x"});
  CHECK(first.pairs[1] == std::pair<std::string, std::string>{"x", ""});
  // The same record scored again keeps what the first scoring added (int2 → "x"), as the
  // official dict does: "sent1 & int2 -> hypothesis" reads "c & x -> H", a gold step.
  const auto again = score_tree_texts("sent1 & int2 -> hypothesis", "H", own, gold, texts);
  CHECK(again.leaves.f1 == Approx(0.5));
  CHECK(again.steps.f1 == Approx(2.0 / 3));
  SentenceTexts fresh{{"sent1", "c"}, {"sent2", "a"}, {"sent3", "b"}, {"sent4", "d"}};
  CHECK(score_tree_texts("sent1 & int2 -> hypothesis", "H", fresh, gold, texts).steps.f1 == 0);
}

TEST_CASE("an empty prediction scores 0, two empty lists 1") {
  const auto gold = parse_proof("sent1 -> hypothesis;", "h");
  const auto s = score_tree("", gold, "h");
  CHECK(s.leaves.f1 == 0);
  CHECK(s.steps.f1 == 0);
  const Overlap both_empty = sentence_overlap({}, {});
  CHECK(both_empty.f1 == 1);
  CHECK(both_empty.all_correct);
}

TEST_CASE("trees read from JSONL; a line without the fields is an error naming it") {
  core::Diagnostics warnings;
  std::istringstream good(
      R"({"id": "A", "hypothesis": "h", "proof": "sent1 -> hypothesis;", "meta": {"triples": {"sent1": "s"}, "distractors": ["sent2"], "worldtree_provenance": {"sent7": {"uuid": "u-1", "original_text": "s"}, "sent1": {"uuid": "u-2", "original_text": "t"}}}})"
      "\n");
  const auto bank = load::read_entailment_bank(good, "g.jsonl", warnings);
  REQUIRE(bank.trees.size() == 1);
  CHECK(bank.trees[0].sentences.at(0).second == "s");
  CHECK(bank.trees[0].distractors == std::vector<std::string>{"sent2"});
  // The UID of the entry whose original_text is the sentence's, whatever its key.
  REQUIRE(bank.trees[0].provenance.size() == 1);
  CHECK(bank.trees[0].provenance.at(0) == std::pair<std::string, std::string>("sent1", "u-1"));
  std::istringstream bad("{\"id\": \"A\", \"proof\": 3}\n");
  CHECK_THROWS_WITH(load::read_entailment_bank(bad, "g.jsonl", warnings),
                    "g.jsonl:1: error: expected an EntailmentBank tree (a JSON object with id, "
                    "hypothesis and proof), found an object without a string 'hypothesis', "
                    "'proof'");
}

TEST_CASE("conclusions aligned as the official all-pairs loop aligns them, on random proofs") {
  // The reference is the official loop itself: every predicted conclusion against every gold
  // one in order, the first strictly best Jaccard of leaf sets winning, none at 0.
  std::mt19937 random(7);
  const auto proof = [&](std::size_t steps) {
    std::string text;
    for (std::size_t s = 1; s <= steps; ++s) {
      std::string premises;
      const std::size_t n = 1 + random() % 3;
      for (std::size_t p = 0; p < n; ++p) {
        const bool earlier = s > 1 && random() % 3 == 0;
        premises += (p ? " & " : "") +
                    (earlier ? "int" + std::to_string(1 + random() % (s - 1))
                             : "sent" + std::to_string(1 + random() % (steps > 20 ? 30 : 6)));
      }
      text += premises + " -> " +
              (s == steps ? std::string("hypothesis") : "int" + std::to_string(s)) + ": c" +
              std::to_string(random() % 4) + "; ";
    }
    return text;
  };
  // Small proofs are aligned by the official loop itself, large ones (over 1,024 pairs of
  // conclusions) through an index: the last 100 rounds are of those.
  for (int round = 0; round < 400; ++round) {
    const std::size_t most = round < 300 ? 6 : 60, fewest = round < 300 ? 1 : 40;
    const std::string gold_proof = proof(fewest + random() % (most - fewest + 1)),
                      predicted_proof = proof(fewest + random() % (most - fewest + 1));
    const auto gold = analyze::parse_proof(gold_proof, "h");  // views of the proofs
    const auto predicted = analyze::parse_proof(predicted_proof, "h");
    const auto got = analyze::align_conclusions(predicted, gold);
    for (const auto& c : predicted.conclusions) {
      double best = 0;
      std::string expected = "NO_MATCH";
      for (const auto& g : gold.conclusions) {
        std::vector<std::string_view> shared;
        std::set_intersection(c.ancestors.begin(), c.ancestors.end(), g.ancestors.begin(),
                              g.ancestors.end(), std::back_inserter(shared));
        const double j = static_cast<double>(shared.size()) /
                         static_cast<double>(std::max<std::size_t>(
                             1, c.ancestors.size() + g.ancestors.size() - shared.size()));
        if (j > best) best = j, expected = g.id;
      }
      // A predicted id concluded twice keeps its last step's alignment (a dict), as officially.
      if (&c == &*std::find_if(predicted.conclusions.rbegin(), predicted.conclusions.rend(),
                               [&](const auto& x) { return x.id == c.id; }))
        CHECK(got.gold_of.at(c.id) == expected);
    }
  }
}

// A gold tree scored only by text has its by-id reading cut to its shape: the same steps,
// depth, leaves and skipped pieces as the whole reading, on odd proofs and random ones.
TEST_CASE("a proof's shape is read as the whole proof is") {
  std::mt19937 random(11);
  std::vector<std::string> proofs{
      "",
      "; ;",
      "sent1 -> hypothesis",
      "sent1 & sent2 -> int1: a; int1 -> hypothesis;",
      "sent1 & int9 -> int1: x; int1 & int1 -> int1: y; int1, sent3 -> hypothesis; junk; a -> b -> "
      "c",
      "[STEP] 1: sent1 & sent2 -> int1: a [STEP] 2: int1 & sent3 -> hypothesis"};
  for (int round = 0; round < 300; ++round) {
    std::string text;
    const std::size_t steps = 1 + random() % 12;
    for (std::size_t s = 1; s <= steps; ++s) {
      const std::size_t n = 1 + random() % 3;
      for (std::size_t p = 0; p < n; ++p)
        text += (p ? " & " : "") + (s > 1 && random() % 3 == 0
                                        ? "int" + std::to_string(1 + random() % (s - 1))
                                        : "sent" + std::to_string(1 + random() % 8));
      text += std::string(random() % 20 == 0 ? " => " : " -> ") + "int" +
              std::to_string(1 + random() % s) + ": c; ";
    }
    proofs.push_back(text);
  }
  // Worked by hand: two steps (the junk piece skipped), int1 one deep, the hypothesis two.
  const auto hand = analyze::parse_proof_shape(
      "sent2 & sent1 -> int1: a; junk; int1 & sent3 & sent1 -> hypothesis;");
  REQUIRE(hand.conclusions.size() == 2);
  CHECK(hand.conclusions[0].id == "int1");
  CHECK(hand.conclusions[1].id == "hypothesis");
  CHECK(hand.depth == 2);
  CHECK(hand.leaves == std::vector<std::string_view>{"sent1", "sent2", "sent3"});
  CHECK(hand.skipped_pieces == 1);
  CHECK(hand.first_skipped == "junk");
  for (const auto& proof : proofs) {
    const auto whole = analyze::parse_proof(proof, "h");
    const auto shape = analyze::parse_proof_shape(proof);
    REQUIRE(shape.conclusions.size() == whole.steps.size());
    for (std::size_t i = 0; i < whole.conclusions.size(); ++i)
      CHECK(shape.conclusions[i].id == whole.conclusions[i].id);
    CHECK(shape.depth == whole.depth);
    CHECK(shape.leaves == whole.leaves);
    CHECK(shape.skipped_pieces == whole.skipped_pieces);
    CHECK(shape.first_skipped == whole.first_skipped);
    CHECK(shape.steps.empty());
    CHECK(shape.texts.empty());
  }
}
