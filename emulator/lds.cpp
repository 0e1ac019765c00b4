// emulator/lds.cpp — LDS shadow bookkeeping (race detector, uninitialised reads).
#include "emulator/lds.h"

namespace irgate::emu {

std::optional<LdsRace> Lds::touch(uint64_t addr, uint32_t size, const LdsAccess& a) {
  std::optional<LdsRace> race;
  const uint32_t me = a.wave + 1;
  for (uint64_t b = addr; b < addr + size; ++b) {
    Shadow& s = shadow_[b];
    if (s.epoch != epoch_) {  // everything recorded before the last barrier is ordered
      s.epoch = epoch_;
      s.writer = s.reader = s.reader2 = 0;
    }
    if (!race) {
      if (s.writer && s.writer != me && !(a.atomic && s.writer_atomic))
        race = LdsRace{b, {s.writer - 1, s.writer_site, true, s.writer_atomic}, a};
      else if (a.write && s.reader && s.reader != me && !(a.atomic && s.reader_atomic))
        race = LdsRace{b, {s.reader - 1, s.reader_site, false, s.reader_atomic}, a};
      else if (a.write && s.reader2 && s.reader2 != me && !(a.atomic && s.reader2_atomic))
        race = LdsRace{b, {s.reader2 - 1, s.reader2_site, false, s.reader2_atomic}, a};
    }
    if (a.write) {
      s.writer = me;
      s.writer_site = a.site;
      s.writer_atomic = a.atomic;
      s.init_epoch = init_epoch_;
    } else {
      if (s.reader == 0 || s.reader == me) {
        s.reader = me;
        s.reader_site = a.site;
        s.reader_atomic = a.atomic;
      } else {
        s.reader2 = me;
        s.reader2_site = a.site;
        s.reader2_atomic = a.atomic;
      }
    }
  }
  return race;
}

bool Lds::uninitialised(uint64_t addr, uint32_t size) const {
  for (uint64_t b = addr; b < addr + size; ++b)
    if (shadow_[b].init_epoch != init_epoch_ || init_epoch_ == 0) return true;
  return false;
}

}  // namespace irgate::emu
