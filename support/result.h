// support/result.h — errors as values: Result<T> holds a T or an Error (message + exit code).
//
// Every library boundary in irgate returns Result or a status; no exception crosses one.
// Exit code 2 = usage or bad input (a malformed file names file:line:col), 1 = a check failed.
//
//   Result<Config> c = load_config(path);
//   if (!c) { std::cerr << c.error().message << "\n"; return c.error().exit_code; }
//   use(*c);
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace irgate {

struct Error {
  std::string message;
  int exit_code = 2;
};

template <class T>
class [[nodiscard]] Result {
 public:
  Result(T value) : v_(std::move(value)) {}
  Result(Error e) : v_(std::move(e)) {}
  explicit operator bool() const { return v_.index() == 0; }
  T& operator*() { return std::get<0>(v_); }
  const T& operator*() const { return std::get<0>(v_); }
  T* operator->() { return &std::get<0>(v_); }
  const T* operator->() const { return &std::get<0>(v_); }
  const Error& error() const { return std::get<1>(v_); }

 private:
  std::variant<T, Error> v_;
};

struct Unit {};
using Status = Result<Unit>;
inline Status ok() { return Unit{}; }

}  // namespace irgate
