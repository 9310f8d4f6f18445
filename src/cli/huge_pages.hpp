#pragma once

namespace explgraph::cli {

// Large corpora allocate hundreds of MB in small pieces; on kernels where transparent huge
// pages are opt-in (madvise mode, Debian's default) every 4 KiB page then costs a page fault,
// a third of the load time at 100x WorldTree. glibc backs its heap with huge pages only when
// the GLIBC_TUNABLES variable says so at start-up, so the CLI sets it and re-executes itself
// once — only when the files its arguments name add up to 48 MB or more, since on small
// inputs the second start-up costs more than it saves (half of `stats` on V1).
// EXPLGRAPH_NO_HUGE_PAGES=1 turns this off; any failure is ignored. Only for glibc's malloc:
// the program is linked with mimalloc (faster at 100x without huge pages than glibc with them)
// except in sanitizer builds and with -DEXPLGRAPH_MIMALLOC=OFF.
void use_huge_pages(char** argv);

// Whether huge pages are turned off (EXPLGRAPH_NO_HUGE_PAGES set, and not to 0).
bool huge_pages_off();

// Whether the files the arguments name (corpus, tables, questions, predictions, …) add up to
// 48 MB or more; the output (--out, -o) is not counted.
bool large_input(char** argv);

}  // namespace explgraph::cli
