#pragma once
#include <functional>
#include <ostream>
#include <string>

namespace explgraph::core {

// Writes through `write` to `path` safely (SPEC §6 "Output safety"):
//  - a device or FIFO (/dev/null, a named pipe) is written through, never replaced;
//  - a symlink is followed (to its final target, however many links) and that target is
//    replaced, so the link stays a link;
//  - otherwise the bytes go to a temporary file created exclusively (mkstemp: it never
//    follows a planted link) beside the real target, with the mode of the file it replaces
//    (or 0666 less the umask), which is then renamed over the target: a reader never sees a
//    partial file, and a failure (a full disk, a file-size limit) leaves the old file as it
//    was and no temporary file behind.
// Throws core::InputError naming the path on any failure (missing folder, a directory, a
// symlink loop, a failed write or rename).
// What write_file_atomically would refuse before writing a byte (a folder, a missing parent
// folder), so that a command can refuse before its work: core::InputError naming `path`.
void check_output_path(const std::string& path);

void write_file_atomically(const std::string& path,
                           const std::function<void(std::ostream&)>& write);

// Writes through `write` to a new file at `path`, created exclusively (O_EXCL: never over
// an existing file or a planted link) with 0666 less the umask: for files in a folder the
// caller has just made for itself (the report's temporary folder), where a temporary file
// and a rename per file would only add work. A failed write removes the file and throws
// core::InputError naming `shown` (the path the user asked for; `path` when empty), as
// write_file_atomically does.
void write_new_file(const std::string& path, const std::function<void(std::ostream&)>& write,
                    const std::string& shown = "");

// Where a path finally points: symlinks followed, however many; the path itself when it is
// not a link (or does not exist). Throws core::InputError on a loop or an unreadable link.
std::string resolve_output_path(const std::string& path);

}  // namespace explgraph::core
