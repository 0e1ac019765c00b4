// support/sha256.h — SHA-256 through OpenSSL EVP, as lowercase hex.
//
//   std::string h = sha256_hex(text);   // 64 hex digits
#pragma once

#include <string>
#include <string_view>

namespace irgate {

std::string sha256_hex(std::string_view bytes);

}  // namespace irgate
