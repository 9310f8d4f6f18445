#pragma once

namespace explgraph::core {

// Removes `folder` and what it holds, down to `depth` levels of folders below it, with
// system calls only: no allocation and no lock, so that a signal handler may call it, and
// no path walked twice, so that it is quick. A symbolic link is removed, never followed.
// It reads each folder again until it finds it empty, so that files another thread adds
// meanwhile go too. True when `folder` is gone.
bool remove_folder(const char* folder, int depth = 4);

}  // namespace explgraph::core
