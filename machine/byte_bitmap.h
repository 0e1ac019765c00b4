// machine/byte_bitmap.h — a bitmap with one bit per byte of a memory (the global allocations'
// and the LDS's "was this byte ever written" state): set the bits of a byte range, find the
// first clear one, a 64-byte word at a time.
//
// Used by memory.cpp and lds.cpp.
//
//   std::vector<uint64_t> bits((bytes + 63) / 64);
//   uint64_t fresh = set_bits(bits, 16, 8);          // 8: none of bytes 16..23 was set before
//   first_clear_bit(bits, 16, 12);                   // 8: byte 24 is the first unset one
#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

namespace irgate::emu {

// Bits [from, to) of one 64-bit word (0 <= from < to <= 64).
inline uint64_t bit_range(unsigned from, unsigned to) {
  const uint64_t upto = to == 64 ? ~uint64_t(0) : (uint64_t(1) << to) - 1;
  return upto & ~((uint64_t(1) << from) - 1);
}

// Sets the bits of bytes [off, off + n); returns how many were clear before.
inline uint64_t set_bits(std::vector<uint64_t>& bits, uint64_t off, uint64_t n) {
  uint64_t fresh = 0;
  for (uint64_t b = off, end = off + n; b < end;) {
    const unsigned from = unsigned(b % 64), to = unsigned(std::min<uint64_t>(64, from + (end - b)));
    const uint64_t clear = ~bits[b / 64] & bit_range(from, to);
    bits[b / 64] |= clear;
    fresh += uint64_t(std::popcount(clear));
    b += to - from;
  }
  return fresh;
}

// The offset within [off, off + n) of the first byte whose bit is clear, or n.
inline uint64_t first_clear_bit(const std::vector<uint64_t>& bits, uint64_t off, uint64_t n) {
  for (uint64_t b = off, end = off + n; b < end;) {
    const unsigned from = unsigned(b % 64), to = unsigned(std::min<uint64_t>(64, from + (end - b)));
    if (const uint64_t clear = ~bits[b / 64] & bit_range(from, to))
      return b / 64 * 64 + unsigned(std::countr_zero(clear)) - off;
    b += to - from;
  }
  return n;
}

}  // namespace irgate::emu
