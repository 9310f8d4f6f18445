#pragma once

namespace explgraph::cli {

// Whether one of the program's allocations (operator new, allocation_failure.cpp) has
// failed. When memory is that short, the std::bad_alloc it throws may not be made at all
// (the exception itself needs memory) and the run ends in std::terminate with no exception
// to name the cause; this names it. Always false without mimalloc, where libstdc++'s own
// operator new throws.
bool allocation_failed() noexcept;

}  // namespace explgraph::cli
