// support/files.cpp — see files.h.
#include "support/files.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace irgate {

Result<std::string> read_file(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path.string() + ": cannot open: " + std::strerror(errno)};
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

Status write_atomic(const std::filesystem::path& path, std::string_view bytes) {
  std::filesystem::path dir = path.parent_path().empty() ? "." : path.parent_path();
  std::string tmpl = (dir / ("." + path.filename().string() + ".tmp.XXXXXX")).string();
  int fd = mkstemp(tmpl.data());
  if (fd < 0) return Error{path.string() + ": cannot create a temp file: " + std::strerror(errno)};
  const char* p = bytes.data();
  size_t left = bytes.size();
  while (left > 0) {
    ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      std::string why = std::strerror(errno);
      ::close(fd);
      ::unlink(tmpl.c_str());
      return Error{path.string() + ": write failed: " + why};
    }
    p += n;
    left -= static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(tmpl.c_str());
    return Error{path.string() + ": cannot flush: " + std::strerror(errno)};
  }
  ::chmod(tmpl.c_str(), 0644);
  if (::rename(tmpl.c_str(), path.c_str()) != 0) {
    std::string why = std::strerror(errno);
    ::unlink(tmpl.c_str());
    return Error{path.string() + ": rename failed: " + why};
  }
  return ok();
}

Result<nlohmann::json> parse_json(std::string_view text, const std::string& origin) {
  try {
    return nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based and points just past the offending character.
    size_t at = e.byte == 0 ? 0 : std::min(text.size(), static_cast<size_t>(e.byte - 1));
    int line = 1, col = 1;
    for (size_t i = 0; i < at; ++i) {
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    std::string what = e.what();
    auto cut = what.find("syntax error");
    if (cut != std::string::npos) what = what.substr(cut);
    return Error{origin + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + what};
  }
}

Result<nlohmann::json> load_json(const std::filesystem::path& path) {
  auto text = read_file(path);
  if (!text) return text.error();
  return parse_json(*text, path.string());
}

std::string dump_json(const nlohmann::json& j) { return j.dump(2) + "\n"; }

}  // namespace irgate
