#pragma once
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "explgraph/core/ids.hpp"
#include "explgraph/core/vocabulary.hpp"
#include "explgraph/text/ascii_words.hpp"
#include "explgraph/text/lemma_table.hpp"

struct sb_stemmer;  // libstemmer

namespace explgraph::text {

struct NormalizerOptions {
  bool drop_stop_words = true;
  bool stem = true;                    // Snowball English after the lemma look-up
  const LemmaTable* lemmas = nullptr;  // optional look-up lemmatiser (not owned)
  const std::unordered_set<std::string>* stop_words = nullptr;  // nullptr = the shipped list
};

// Text -> content lemmas (SPEC §2): ICU word-break tokens over NFC text, case-folded;
// tokens without a letter or digit dropped; stop words dropped; each word reduced by the
// look-up list (if any) and then the Snowball English stemmer. ICU and stemmer objects are
// created once per Normalizer; one Normalizer is not safe to share between threads.
class Normalizer {
 public:
  explicit Normalizer(NormalizerOptions options = {});
  ~Normalizer();
  Normalizer(const Normalizer&) = delete;
  Normalizer& operator=(const Normalizer&) = delete;
  // A normaliser with the same options and its own ICU objects and memo, for another thread:
  // it reduces every text to the same lemmas.
  std::unique_ptr<Normalizer> clone() const;

  // Case-folded word tokens that contain a letter or digit, in text order. All-ASCII text
  // (nearly every WorldTree text) takes ascii_word_tokens, ten times faster; the rest ICU.
  std::vector<std::string> tokens(std::string_view utf8) const;
  // The same by ICU whatever the text: the reference ascii_word_tokens is tested against.
  std::vector<std::string> icu_tokens(std::string_view utf8) const;
  // Content lemmas in text order (duplicates kept).
  std::vector<std::string> lemmas(std::string_view utf8) const;

  // The content words of a text with their lemmas, in text order (duplicates kept): what a
  // reader recognises ("rivers") beside what the graph compares ("river").
  struct Word {
    std::string folded;  // the case-folded token
    std::string lemma;
  };
  std::vector<Word> content_words(std::string_view utf8) const;
  // The text's content lemmas interned, in text order, repeats kept.
  std::vector<core::WordId> lemma_sequence(std::string_view utf8,
                                           core::Vocabulary<core::WordId>& vocabulary) const;
  // The content words of a text (stop words dropped) in text order as ids of this
  // normaliser's memo: one id per distinct case-folded word for the normaliser's life, its
  // lemma lemma_of(id). A caller interning many texts interns each word's lemma once, by id,
  // rather than hashing every use (lemma_sequences). Replaces `out`'s contents.
  using FoldedId = core::StrongId<struct FoldedTag>;
  void content_word_ids(std::string_view utf8, std::vector<FoldedId>& out) const;
  // The reference holds until the normaliser next meets a new word (its memo may grow).
  const std::string& lemma_of(FoldedId word) const { return reduced_[word.value].lemma; }
  // Sorted, de-duplicated interned lemma ids.
  std::vector<core::WordId> lemma_ids(std::string_view utf8,
                                      core::Vocabulary<core::WordId>& vocabulary) const;

 private:
  // What a case-folded word reduces to: whether it is a stop word, else its lemma (list
  // lemma, then Snowball stem). Memoised per distinct word: texts repeat their words.
  struct Reduced {
    bool stop = false;
    std::string lemma;
  };
  // The text's case-folded tokens into tokens_ (ascii_word_tokens, else ICU).
  void cut(std::string_view utf8) const;
  // The memo id of a case-folded word, reduced on its first sight.
  FoldedId reduce(std::string_view folded) const;

  struct Icu;
  NormalizerOptions options_;
  std::unique_ptr<Icu> icu_;
  ::sb_stemmer* stemmer_ = nullptr;
  mutable core::Vocabulary<FoldedId> folded_;  // distinct folded words met so far
  mutable std::vector<Reduced> reduced_;       // by folded_ id
  mutable WordTokens tokens_;                  // the current text's, reused from text to text
};

}  // namespace explgraph::text
