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

Result<std::string> read_file(const std::filesystem::path& path, std::size_t max_bytes) {
  auto too_large = [&] {
    return Error{path.string() + ": larger than " + std::to_string(max_bytes) + " bytes, irgate's limit for this file"};
  };
  std::error_code ec;
  auto status = std::filesystem::status(path, ec);
  if (std::filesystem::is_directory(status)) return Error{path.string() + ": is a folder, not a file"};
  // A regular file says its size: refuse a huge one without reading it. The bounded read below
  // still guards pipes, /dev files and a file that grows while it is read.
  if (std::filesystem::is_regular_file(status)) {
    auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > max_bytes) return too_large();
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Error{path.string() + ": cannot open: " + std::strerror(errno)};
  // Chunks, not one read of max_bytes: a small file must not cost a buffer the size of the limit.
  std::string out;
  char chunk[1 << 16];
  while (in.read(chunk, sizeof chunk) || in.gcount() > 0) {
    out.append(chunk, static_cast<std::size_t>(in.gcount()));
    if (out.size() > max_bytes) return too_large();
  }
  if (in.bad()) return Error{path.string() + ": read failed: " + std::strerror(errno)};
  return out;
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

}  // namespace irgate
