// machine/lds.cpp — LDS shadow bookkeeping (race detector, uninitialised reads).
#include "machine/lds.h"

#include <algorithm>
#include <bit>

#include "machine/byte_bitmap.h"

namespace irgate::emu {

// The earlier access of this epoch that `a` (by wave `me`, 1-based) conflicts with in `r`, as the
// first half of an LdsRace, or false.
[[gnu::always_inline]] inline bool conflicts(const auto& r, const LdsAccess& a, uint16_t me, LdsAccess& earlier) {
  if (r.writer && r.writer != me && !(a.atomic && (r.atomic & 1))) {
    earlier = {uint32_t(r.writer - 1), r.writer_site, true, (r.atomic & 1) != 0};
    return true;
  }
  if (!a.write) return false;
  if (r.reader && r.reader != me && !(a.atomic && (r.atomic & 2))) {
    earlier = {uint32_t(r.reader - 1), r.reader_site, false, (r.atomic & 2) != 0};
    return true;
  }
  if (r.reader2 && r.reader2 != me && !(a.atomic && (r.atomic & 4))) {
    earlier = {uint32_t(r.reader2 - 1), r.reader2_site, false, (r.atomic & 4) != 0};
    return true;
  }
  return false;
}

// Records access `a` (by wave `me`, 1-based) in `r`; true, with the earlier access, when it
// conflicts with one of this epoch.
template <class Record>
[[gnu::always_inline]] inline bool record(Record& r, const LdsAccess& a, uint16_t me, LdsAccess& earlier) {
  const bool conflict = conflicts(r, a, me, earlier);
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
  return conflict;
}

Lds::Record& Lds::split(uint64_t word) {
  Record& r = words_[word];
  if (bytes_.empty()) bytes_.resize(data_.size());
  for (uint64_t b = 4 * word; b < std::min<uint64_t>(4 * word + 4, data_.size()); ++b) bytes_[b] = r;
  r.split = 1;
  return r;
}

std::optional<LdsRace> Lds::touch(uint64_t addr, uint32_t size, const LdsAccess& a) {
  replay_reads();
  return record_touch(addr, size, a);
}

std::optional<LdsRace> Lds::record_touch(uint64_t addr, uint32_t size, const LdsAccess& a) {
  epoch_written_ |= a.write;
  std::optional<LdsRace> race;
  const uint16_t me = uint16_t(a.wave + 1);
  const uint64_t end = addr + size;
  LdsAccess earlier;
  for (uint64_t w = addr / 4; w * 4 < end; ++w) {
    Record& r = words_[w];
    if (r.epoch != epoch_) r = Record{epoch_};  // everything recorded before the last barrier is ordered
    if (!r.split && addr <= 4 * w && 4 * w + 4 <= end) {
      if (record(r, a, me, earlier) && !race) [[unlikely]]
        race = LdsRace{4 * w, earlier, a};
      continue;
    }
    if (!r.split) split(w);
    for (uint64_t b = std::max(addr, 4 * w); b < std::min(end, 4 * w + 4); ++b)
      if (record(bytes_[b], a, me, earlier) && !race) race = LdsRace{b, earlier, a};
  }
  if (a.write) mark_written(addr, size);
  return race;
}

// touch_lanes for a read or a write known at compile time, of `Dwords` whole dwords a lane when
// that is not 0 (the 4-, 8- and 16-byte accesses kernels make: the dword loop unrolls), of `size`
// bytes otherwise. The access it records is the non-atomic one, so record() folds to the few
// compares that kind needs, and a record of an earlier epoch, which nothing can conflict with, is
// written whole in one go.
template <bool Write, unsigned Dwords>
void Lds::touch_lanes_as(const uint64_t* addrs, uint64_t lanes, uint32_t size, const LdsAccess& access,
                         std::vector<LdsRace>& races) {
  const LdsAccess a{access.wave, access.site, Write, false};
  const uint16_t me = uint16_t(a.wave + 1);
  Record fresh{epoch_};
  if (Write) fresh.writer = me, fresh.writer_site = a.site;
  else fresh.reader = me, fresh.reader_site = a.site;
  // In locals: a record's byte fields are stored through char-typed lvalues, which may alias
  // anything, so words_.data() and epoch_ would be reloaded after every record.
  Record* const words = words_.data();
  const uint32_t epoch = epoch_;
  const uint64_t dwords = Dwords ? Dwords : size / 4;
  for (uint64_t m = lanes; m; m &= m - 1) {
    const uint64_t addr = addrs[std::countr_zero(m)] & 0xFFFFFFFFu;
    if ((addr | size) % 4 != 0) {  // part of a dword: record_touch() splits it
      if (auto race = record_touch(addr, size, a)) races.push_back(*race);
      continue;
    }
    bool raced = false;
    LdsRace race{};
    for (uint64_t w = addr / 4, k = 0; k < dwords; ++w, ++k) {
      Record& r = words[w];
      if (r.epoch != epoch) {
        r = fresh;
        continue;
      }
      if (r.split) [[unlikely]] {  // its bytes have their own records in this epoch
        if (auto byte_race = record_touch(4 * w, 4, a); byte_race && !raced) raced = true, race = *byte_race;
        continue;
      }
      LdsAccess earlier;
      if (record(r, a, me, earlier) && !raced) [[unlikely]]
        raced = true, race = LdsRace{4 * w, earlier, a};
    }
    if (Write) mark_written(addr, size);
    if (raced) [[unlikely]] races.push_back(race);
  }
}

void Lds::touch_lanes(const uint64_t* addrs, uint64_t lanes, uint32_t size, const LdsAccess& a,
                      std::vector<LdsRace>& races) {
  if (!a.write && !epoch_written_) {  // nothing to conflict with yet: log it
    read_log_.push_back({read_log_addrs_.size(), uint32_t(std::popcount(lanes)), size, a});
    for (uint64_t m = lanes; m; m &= m - 1) read_log_addrs_.push_back(addrs[std::countr_zero(m)]);
    return;
  }
  replay_reads();
  record_lanes(addrs, lanes, size, a, races);
}

void Lds::record_lanes(const uint64_t* addrs, uint64_t lanes, uint32_t size, const LdsAccess& a,
                       std::vector<LdsRace>& races) {
  epoch_written_ |= a.write;
  auto as = [&]<bool Write>() {
    switch (size) {
      case 4: return touch_lanes_as<Write, 1>(addrs, lanes, size, a, races);
      case 8: return touch_lanes_as<Write, 2>(addrs, lanes, size, a, races);
      case 16: return touch_lanes_as<Write, 4>(addrs, lanes, size, a, races);
      default: return touch_lanes_as<Write, 0>(addrs, lanes, size, a, races);
    }
  };
  if (a.write) as.template operator()<true>();
  else as.template operator()<false>();
}

// Records the logged reads as touch_lanes would have when they happened. They cannot race: the
// log only holds reads of an epoch without writes before them.
void Lds::replay_reads() {
  if (read_log_.empty()) return;
  std::vector<LdsRace> none;
  for (const LoggedRead& r : read_log_) {
    record_lanes(read_log_addrs_.data() + r.first, r.lanes == 64 ? ~uint64_t(0) : (uint64_t(1) << r.lanes) - 1,
                 r.size, r.access, none);
  }
  read_log_.clear();
  read_log_addrs_.clear();
}

void Lds::mark_written(uint64_t addr, uint32_t size) { set_bits(written_, addr, size); }

uint32_t Lds::first_uninitialised(uint64_t addr, uint32_t size) const {
  return uint32_t(first_clear_bit(written_, addr, size));
}

}  // namespace irgate::emu
