#pragma once
#include <vector>

#include "explgraph/analyze/audit.hpp"
#include "explgraph/load/tree_corpus.hpp"
#include "explgraph/text/normalizer.hpp"

// `audit` of EntailmentBank trees a person wrote (`--corpus` of trees): each tree's proof
// checked like a compiler checks a program. Definitions: docs/DEFINITIONS.md, "trees".
namespace explgraph::analyze {

// Every tree of every file: the proof parses, every premise is a context sentence or a
// conclusion, no conclusion is reached twice or depends on itself, every intermediate is
// used, the hypothesis is concluded, no premise is a listed distractor, and each conclusion
// shares a content word with its premises. Findings name the file and line of the tree,
// the tree's id and the sentence or conclusion id concerned (as the finding's `uid`).
AuditResult audit_trees(const load::TreeCorpus& corpus, const text::Normalizer& normalizer,
                        const AuditOptions& options);

}  // namespace explgraph::analyze
