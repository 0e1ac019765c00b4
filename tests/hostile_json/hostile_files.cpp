// tests/hostile_json/hostile_files.cpp — see hostile_files.h.
#include "tests/hostile_json/hostile_files.h"

#include <unistd.h>

#include <gtest/gtest.h>

#include <fstream>

namespace irgate::testing {

namespace fs = std::filesystem;

ScratchDir::ScratchDir(const std::string& tag)
    : path_(fs::temp_directory_path() / ("irgate-hostile-" + tag + "-" + std::to_string(::getpid()))) {
  fs::remove_all(path_);
  fs::create_directories(path_);
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

std::string nested_arrays(std::size_t depth) { return std::string(depth, '[') + std::string(depth, ']'); }

void write_deep_spec(const fs::path& path, std::size_t depth) {
  write_text(path,
             "{\"schema\": \"irgate.parity_configs/v1\", \"family\": \"direct_depthwise_wgrad\",\n"
             " \"configs\": [{\"id\": 9001, \"arch\": \"gfx1100\", \"purpose\": \"hostile\",\n"
             "   \"spec\": {\"waves\": " +
                 nested_arrays(depth) + "}}]}\n");
}

void make_sparse(const fs::path& path, std::size_t bytes) {
  { std::ofstream(path, std::ios::binary | std::ios::trunc); }
  fs::resize_file(path, bytes);
}

void write_text(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  if (!out) ADD_FAILURE() << "cannot write " << path;
}

}  // namespace irgate::testing
