// runtime/npy.h — NumPy .npy files (format version 1.0), written and read back by irgate itself.
//
// Used by `irgate run --dump DIR` (runtime/numerics_dump.cpp) and its tests. Debian 12 ships no
// maintained C++ .npy writer (no libcnpy package), and the format is a 10-byte preamble plus a
// Python-literal header, so it is written here. The header is padded with spaces to a multiple
// of 64 bytes (NumPy's own alignment) and ends in '\n'; data is C order, little endian.
//
//   std::string bytes = npy::encode("<f2", {2, 9, 9, 32}, data, 2 * 2 * 9 * 9 * 32);
//   auto header = npy::parse_header(bytes);     // descr "<f2", shape {2, 9, 9, 32}, data_offset
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "support/result.h"

namespace irgate::npy {

struct Header {
  std::string descr;            // "<f2", "<f4", "<u2"
  bool fortran_order = false;
  std::vector<int64_t> shape;
  size_t data_offset = 0;       // bytes before the first element
};

// Bytes of a whole .npy file. `bytes` must equal the product of shape times the element size of
// descr (checked: an Error otherwise).
Result<std::string> encode(const std::string& descr, const std::vector<int64_t>& shape, const void* data, size_t bytes);
// Parses the preamble and header of a version 1.0 file (what encode writes; also NumPy's).
Result<Header> parse_header(std::string_view file);
// Element size of a descr this writer knows ("<f2" 2, "<f4" 4, "<u2" 2), 0 otherwise.
int element_bytes(const std::string& descr);

}  // namespace irgate::npy
