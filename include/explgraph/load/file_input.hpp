#pragma once
#include <filesystem>
#include <fstream>

namespace explgraph::load {

// Opens a file for reading, or throws core::InputError saying why not (missing, a
// directory, unreadable).
std::ifstream open_input(const std::filesystem::path& path);

}  // namespace explgraph::load
