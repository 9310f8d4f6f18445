#include "explgraph/text/normalizer.hpp"

#include <libstemmer.h>
#include <unicode/brkiter.h>
#include <unicode/normalizer2.h>
#include <unicode/uchar.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <new>
#include <stdexcept>

#include "explgraph/core/shared_library.hpp"
#include "explgraph/text/ascii_words.hpp"
#include "explgraph/text/stop_words.hpp"

namespace explgraph::text {

namespace {

// The Snowball stemmer's functions, opened when the first stemming normaliser is made
// (core::SharedLibrary says why).
struct Snowball {
  decltype(&::sb_stemmer_new) sb_stemmer_new;
  decltype(&::sb_stemmer_delete) sb_stemmer_delete;
  decltype(&::sb_stemmer_stem) sb_stemmer_stem;
  decltype(&::sb_stemmer_length) sb_stemmer_length;
};

const Snowball& snowball() {
  static core::SharedLibrary library(EXPLGRAPH_STEMMER_SONAME, "stemming words", "libstemmer0d");
  static const Snowball functions{EXPLGRAPH_LIBRARY_FUNCTION(library, sb_stemmer_new),
                                  EXPLGRAPH_LIBRARY_FUNCTION(library, sb_stemmer_delete),
                                  EXPLGRAPH_LIBRARY_FUNCTION(library, sb_stemmer_stem),
                                  EXPLGRAPH_LIBRARY_FUNCTION(library, sb_stemmer_length)};
  return functions;
}

}  // namespace

struct Normalizer::Icu {
  std::unique_ptr<icu::BreakIterator> words;
  const icu::Normalizer2* nfc = nullptr;
};

namespace {

bool has_letter_or_digit(const icu::UnicodeString& s, int32_t start, int32_t end) {
  for (int32_t i = start; i < end;) {
    UChar32 c = s.char32At(i);
    if (u_isalnum(c)) return true;
    i += U16_LENGTH(c);
  }
  return false;
}

// Typographic apostrophes become ASCII so "mineral’s" and "mineral's" reduce alike.
void ascii_apostrophes(icu::UnicodeString& s) {
  s.findAndReplace(icu::UnicodeString(static_cast<UChar32>(0x2019)),
                   icu::UnicodeString(static_cast<UChar32>('\'')));
}

// ICU reports a failed allocation by a status or a bogus string, not an exception; a word
// cut or folded from it would be silently wrong, so it is out of memory like any other.
void allocated(UErrorCode status) {
  if (status == U_MEMORY_ALLOCATION_ERROR) throw std::bad_alloc();
}
const icu::UnicodeString& allocated(const icu::UnicodeString& s) {
  if (s.isBogus()) throw std::bad_alloc();
  return s;
}

}  // namespace

Normalizer::Normalizer(NormalizerOptions options)
    : options_(options), icu_(std::make_unique<Icu>()) {
  UErrorCode status = U_ZERO_ERROR;
  icu_->nfc = icu::Normalizer2::getNFCInstance(status);
  icu_->words.reset(icu::BreakIterator::createWordInstance(icu::Locale::getRoot(), status));
  allocated(status);
  if (U_FAILURE(status))
    throw std::runtime_error(std::string("ICU initialisation failed: ") + u_errorName(status));
  if (options_.stop_words == nullptr) options_.stop_words = &default_stop_words();
  if (options_.stem) {
    stemmer_ = snowball().sb_stemmer_new("english", "UTF_8");
    // English in UTF-8 is always there: a null stemmer is one memory could not hold.
    if (stemmer_ == nullptr) throw std::bad_alloc();
  }
}

std::unique_ptr<Normalizer> Normalizer::clone() const {
  return std::make_unique<Normalizer>(options_);
}

Normalizer::~Normalizer() {
  if (stemmer_ != nullptr) snowball().sb_stemmer_delete(stemmer_);
}

void Normalizer::cut(std::string_view utf8) const {
  if (ascii_word_tokens(utf8, tokens_)) return;
  for (const auto& token : icu_tokens(utf8)) tokens_.push_back(token);
}

std::vector<std::string> Normalizer::tokens(std::string_view utf8) const {
  cut(utf8);
  std::vector<std::string> out;
  out.reserve(tokens_.size());
  for (std::size_t i = 0; i < tokens_.size(); ++i) out.emplace_back(tokens_[i]);
  return out;
}

std::vector<std::string> Normalizer::icu_tokens(std::string_view utf8) const {
  UErrorCode status = U_ZERO_ERROR;
  icu::UnicodeString raw = icu::UnicodeString::fromUTF8(
      icu::StringPiece(utf8.data(), static_cast<int32_t>(utf8.size())));
  allocated(raw);
  icu::UnicodeString text = icu_->nfc->normalize(raw, status);
  allocated(status);
  if (U_FAILURE(status)) text = raw;
  ascii_apostrophes(text);
  allocated(text);
  std::vector<std::string> out;
  icu_->words->setText(text);
  int32_t start = icu_->words->first();
  for (int32_t end = icu_->words->next(); end != icu::BreakIterator::DONE;
       start = end, end = icu_->words->next()) {
    if (!has_letter_or_digit(text, start, end)) continue;
    icu::UnicodeString word(text, start, end - start);
    allocated(word.foldCase());
    std::string folded;
    word.toUTF8String(folded);
    out.push_back(std::move(folded));
  }
  return out;
}

Normalizer::FoldedId Normalizer::reduce(std::string_view folded) const {
  if (const FoldedId known = folded_.find(folded); known.valid()) return known;
  Reduced r;
  r.stop = options_.drop_stop_words && options_.stop_words->count(std::string(folded)) > 0;
  r.lemma = options_.lemmas != nullptr ? options_.lemmas->lemma(folded) : folded;
  if (stemmer_ != nullptr) {
    const Snowball& stemmer = snowball();
    const sb_symbol* stemmed =
        stemmer.sb_stemmer_stem(stemmer_, reinterpret_cast<const sb_symbol*>(r.lemma.data()),
                                static_cast<int>(r.lemma.size()));
    if (stemmed == nullptr) throw std::bad_alloc();  // its one failure (libstemmer.h)
    r.lemma.assign(reinterpret_cast<const char*>(stemmed),
                   static_cast<std::size_t>(stemmer.sb_stemmer_length(stemmer_)));
  }
  // Interned only once reduced: a failure while reducing leaves the memo as it was.
  reduced_.push_back(std::move(r));
  return folded_.intern(folded);
}

void Normalizer::content_word_ids(std::string_view utf8, std::vector<FoldedId>& out) const {
  out.clear();
  cut(utf8);
  for (std::size_t i = 0; i < tokens_.size(); ++i) {
    const FoldedId id = reduce(tokens_[i]);
    if (!reduced_[id.value].stop) out.push_back(id);
  }
}

std::vector<std::string> Normalizer::lemmas(std::string_view utf8) const {
  std::vector<FoldedId> ids;
  content_word_ids(utf8, ids);
  std::vector<std::string> out;
  out.reserve(ids.size());
  for (const FoldedId id : ids) out.push_back(lemma_of(id));
  return out;
}

std::vector<Normalizer::Word> Normalizer::content_words(std::string_view utf8) const {
  std::vector<FoldedId> ids;
  content_word_ids(utf8, ids);
  std::vector<Word> out;
  out.reserve(ids.size());
  for (const FoldedId id : ids) out.push_back({folded_.text(id), lemma_of(id)});
  return out;
}

std::vector<core::WordId> Normalizer::lemma_sequence(
    std::string_view utf8, core::Vocabulary<core::WordId>& vocabulary) const {
  std::vector<FoldedId> ids;
  content_word_ids(utf8, ids);
  std::vector<core::WordId> out;
  out.reserve(ids.size());
  for (const FoldedId id : ids) out.push_back(vocabulary.intern(lemma_of(id)));
  return out;
}

std::vector<core::WordId> Normalizer::lemma_ids(std::string_view utf8,
                                                core::Vocabulary<core::WordId>& vocabulary) const {
  std::vector<core::WordId> ids = lemma_sequence(utf8, vocabulary);
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

}  // namespace explgraph::text
