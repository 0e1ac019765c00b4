// toolchain/tempdir.cpp — see tempdir.h.
#include "toolchain/tempdir.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <system_error>
#include <vector>

namespace irgate::toolchain {

Result<TempDir> TempDir::create(const std::string& prefix) {
  std::error_code ec;
  std::filesystem::path base = std::filesystem::temp_directory_path(ec);
  if (ec) base = "/tmp";
  std::string pattern = (base / (prefix + "-XXXXXX")).string();
  std::vector<char> buf(pattern.begin(), pattern.end());
  buf.push_back('\0');
  if (::mkdtemp(buf.data()) == nullptr)
    return Error{"cannot create a temporary folder " + pattern + ": " + std::strerror(errno)};
  return TempDir(std::filesystem::path(buf.data()));
}

TempDir::~TempDir() {
  if (path_.empty()) return;
  std::error_code ec;
  std::filesystem::remove_all(path_, ec);
}

Status write_scratch(const std::filesystem::path& path, const std::string& bytes) {
  // POSIX calls, so the error says why (a full disk, a file-size limit: grid compile stops on it).
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  size_t done = 0;
  while (fd >= 0 && done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    done += static_cast<size_t>(n);
  }
  const int why = errno;
  if (fd < 0 || done < bytes.size() || ::close(fd) != 0) {
    if (fd >= 0 && done < bytes.size()) ::close(fd);
    return Error{"cannot write " + path.string() + ": " + std::strerror(done < bytes.size() ? why : errno)};
  }
  return ok();
}

}  // namespace irgate::toolchain
