// machine/lds.h — one workgroup's LDS with the shadow state of the race detector and the
// uninitialised-read check.
//
// Used by the executors. Race rule: within one barrier epoch, two lanes of *different waves*
// touching the same byte with at least one write (atomics against atomics excepted) is a race;
// a completed s.barrier starts a new epoch. Stamps make a new epoch O(1): no clearing.
//
// The rule is per byte, but the shadow is kept per dword: while every access of this epoch to a
// dword covered all of its four bytes, those bytes have had the same history and one record
// stands for them. The first access that covers part of a dword (a 16-bit store, an unaligned
// range) splits it into four byte records, copies of the dword's, for the rest of the epoch. So a
// kernel's 4- and 16-byte accesses cost a quarter of the per-byte bookkeeping, and the answers
// (which access races with which, at which byte) are those of a per-byte shadow.
//
// Reads before an epoch's first write are only logged: a read conflicts with nothing but an
// earlier write of the epoch, so until one happens there is nothing to check, and a kernel's
// read-only phases (every wave loading what the others stored before the barrier) never need
// the records. The first write (or any access other than a whole-instruction read) replays the
// log into the records, in order, before it is recorded itself; a barrier drops the log.
//
//   Lds lds(kernel_lds_bytes);
//   lds.begin_workgroup();                  // contents undefined again, new epoch
//   Access a{wave, site, is_write, is_atomic};
//   if (auto race = lds.touch(addr, 4, a)) report(*race);
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

namespace irgate::emu {

struct LdsAccess {
  uint32_t wave;
  uint32_t site;
  bool write;
  bool atomic;
};

struct LdsRace {
  uint64_t address;
  LdsAccess first, second;
};

class Lds {
 public:
  explicit Lds(uint64_t bytes) : data_(bytes), written_((bytes + 63) / 64), words_((bytes + 3) / 4) {}
  uint64_t size() const { return data_.size(); }
  uint8_t* data() { return data_.data(); }
  void begin_workgroup() {
    barrier();
    std::fill(written_.begin(), written_.end(), 0);
  }
  void barrier() {
    epoch_ += 1;
    epoch_written_ = false;
    read_log_.clear();
    read_log_addrs_.clear();
  }
  // Records the access of [addr, addr + size) (in range: the caller checked). Returns the first
  // conflicting earlier access of this epoch, if any, at the lowest byte where one conflicts.
  std::optional<LdsRace> touch(uint64_t addr, uint32_t size, const LdsAccess& a);
  // touch() for the non-atomic access `a` (a.atomic is ignored) of every lane of `lanes`, in lane
  // order: lane l accesses [addrs[l] mod 2^32, + size) (in range: the caller checked). Appends to
  // `races` what touch() would have returned for each lane, in lane order; records what it would.
  // One call per instruction instead of one per lane, with whole-dword accesses inline.
  void touch_lanes(const uint64_t* addrs, uint64_t lanes, uint32_t size, const LdsAccess& a,
                   std::vector<LdsRace>& races);
  // Records a write of [addr, addr + size) for the uninitialised check only (the race detector
  // is off).
  void mark_written(uint64_t addr, uint32_t size);
  // True if any byte of [addr, addr + size) was never written in this workgroup.
  bool uninitialised(uint64_t addr, uint32_t size) const {
    if (addr % 64 + size <= 64 && size > 0) {  // one word of the bitmap: one mask test
      const uint64_t bits = size == 64 ? ~uint64_t(0) : ((uint64_t(1) << size) - 1) << (addr % 64);
      return (~written_[addr / 64] & bits) != 0;
    }
    return first_uninitialised(addr, size) < size;
  }
  // Offset in [addr, addr + size) of the first byte never written in this workgroup, or size.
  uint32_t first_uninitialised(uint64_t addr, uint32_t size) const;

 private:
  // The accesses of the current epoch to one dword (or, once split, one byte).
  struct Record {
    uint32_t epoch = 0;  // epoch of the accesses recorded below
    uint16_t writer = 0, reader = 0, reader2 = 0;  // wave + 1, 0 = none
    uint8_t atomic = 0;  // bit 0: the writer's access was atomic, bit 1: the reader's, bit 2: reader2's
    uint8_t split = 0;   // a dword whose bytes have their own records (bytes_) in this epoch
    uint32_t writer_site = 0, reader_site = 0, reader2_site = 0;
  };
  // A whole-instruction read of an epoch with no write yet: its lanes' addresses, in lane order,
  // are read_log_addrs_[first, first + lanes).
  struct LoggedRead {
    size_t first;
    uint32_t lanes, size;
    LdsAccess access;
  };
  Record& split(uint64_t word);
  std::optional<LdsRace> record_touch(uint64_t addr, uint32_t size, const LdsAccess& a);
  template <bool Write, unsigned Dwords>
  void touch_lanes_as(const uint64_t* addrs, uint64_t lanes, uint32_t size, const LdsAccess& a,
                      std::vector<LdsRace>& races);
  void record_lanes(const uint64_t* addrs, uint64_t lanes, uint32_t size, const LdsAccess& a,
                    std::vector<LdsRace>& races);
  void replay_reads();

  std::vector<uint8_t> data_;
  std::vector<uint64_t> written_;  // bit b of word w: byte 64w + b was written in this workgroup
  std::vector<Record> words_;      // per dword
  std::vector<Record> bytes_;      // per byte, valid for the dwords split in this epoch (lazily sized)
  uint32_t epoch_ = 0;
  bool epoch_written_ = false;  // a write was recorded in this epoch
  std::vector<LoggedRead> read_log_;
  std::vector<uint64_t> read_log_addrs_;
};

}  // namespace irgate::emu
