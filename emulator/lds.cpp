// emulator/lds.cpp — LDS shadow bookkeeping (race detector, uninitialised reads).
#include "emulator/lds.h"

#include <algorithm>

namespace irgate::emu {

void Lds::apply(Record& r, const LdsAccess& a, uint64_t byte, std::optional<LdsRace>& race) const {
  const uint16_t me = uint16_t(a.wave + 1);
  if (!race) {
    if (r.writer && r.writer != me && !(a.atomic && (r.atomic & 1)))
      race = LdsRace{byte, {uint32_t(r.writer - 1), r.writer_site, true, (r.atomic & 1) != 0}, a};
    else if (a.write && r.reader && r.reader != me && !(a.atomic && (r.atomic & 2)))
      race = LdsRace{byte, {uint32_t(r.reader - 1), r.reader_site, false, (r.atomic & 2) != 0}, a};
    else if (a.write && r.reader2 && r.reader2 != me && !(a.atomic && (r.atomic & 4)))
      race = LdsRace{byte, {uint32_t(r.reader2 - 1), r.reader2_site, false, (r.atomic & 4) != 0}, a};
  }
  if (a.write) {
    r.writer = me;
    r.writer_site = a.site;
    r.atomic = uint8_t((r.atomic & ~1) | (a.atomic ? 1 : 0));
  } else if (r.reader == 0 || r.reader == me) {
    r.reader = me;
    r.reader_site = a.site;
    r.atomic = uint8_t((r.atomic & ~2) | (a.atomic ? 2 : 0));
  } else {
    r.reader2 = me;
    r.reader2_site = a.site;
    r.atomic = uint8_t((r.atomic & ~4) | (a.atomic ? 4 : 0));
  }
}

Lds::Record& Lds::split(uint64_t word) {
  Record& r = words_[word];
  if (bytes_.empty()) bytes_.resize(data_.size());
  for (uint64_t b = 4 * word; b < std::min<uint64_t>(4 * word + 4, data_.size()); ++b) bytes_[b] = r;
  r.split = 1;
  return r;
}

std::optional<LdsRace> Lds::touch(uint64_t addr, uint32_t size, const LdsAccess& a) {
  std::optional<LdsRace> race;
  const uint64_t end = addr + size;
  for (uint64_t w = addr / 4; w * 4 < end; ++w) {
    Record& r = words_[w];
    if (r.epoch != epoch_) r = Record{epoch_};  // everything recorded before the last barrier is ordered
    const uint64_t lo = std::max(addr, 4 * w), hi = std::min(end, 4 * w + 4);
    if (!r.split && lo == 4 * w && hi == 4 * w + 4) {
      apply(r, a, lo, race);
      continue;
    }
    if (!r.split) split(w);
    for (uint64_t b = lo; b < hi; ++b) apply(bytes_[b], a, b, race);
  }
  if (a.write) mark_written(addr, size);
  return race;
}

void Lds::mark_written(uint64_t addr, uint32_t size) {
  std::fill_n(written_.begin() + int64_t(addr), size, init_epoch_);
}

uint32_t Lds::first_uninitialised(uint64_t addr, uint32_t size) const {
  if (init_epoch_ == 0) return 0;
  for (uint32_t k = 0; k < size; ++k)
    if (written_[addr + k] != init_epoch_) return k;
  return size;
}

}  // namespace irgate::emu
