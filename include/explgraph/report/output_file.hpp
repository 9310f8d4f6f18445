#pragma once
#include <functional>
#include <ostream>
#include <string>

namespace explgraph::report {

// Writes through `write` to `path` atomically: a temporary file in the same folder, flushed
// and checked, then renamed over the target, so a reader never sees a partial file. Throws
// core::InputError naming the path when the folder is missing, unwritable or full.
void write_file_atomically(const std::string& path, const std::function<void(std::ostream&)>& write);

}  // namespace explgraph::report
