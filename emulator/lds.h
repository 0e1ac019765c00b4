// emulator/lds.h — one workgroup's LDS with a shadow per byte for the race detector and the
// uninitialised-read check.
//
// Used by the executor. Race rule: within one barrier epoch, two lanes of *different waves*
// touching the same byte with at least one write (atomics against atomics excepted) is a race;
// a completed s.barrier starts a new epoch. Stamps make a new epoch O(1): no clearing.
//
//   Lds lds(kernel_lds_bytes);
//   lds.begin_workgroup();                  // contents undefined again, new epoch
//   Access a{wave, site, is_write, is_atomic};
//   if (auto race = lds.touch(addr, 4, a)) report(*race);
#pragma once

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
  explicit Lds(uint64_t bytes) : data_(bytes), shadow_(bytes) {}
  uint64_t size() const { return data_.size(); }
  uint8_t* data() { return data_.data(); }
  void begin_workgroup() { epoch_ += 1; init_epoch_ = epoch_; }
  void barrier() { epoch_ += 1; }
  // Records the access of [addr, addr + size) (in range: the caller checked). Returns the first
  // conflicting earlier access of this epoch, if any.
  std::optional<LdsRace> touch(uint64_t addr, uint32_t size, const LdsAccess& a);
  // True if any byte of [addr, addr + size) was never written in this workgroup.
  bool uninitialised(uint64_t addr, uint32_t size) const;

 private:
  struct Shadow {
    uint32_t epoch = 0;       // epoch of the accesses recorded below
    uint32_t init_epoch = 0;  // workgroup stamp of the last write
    uint32_t writer = 0;      // wave + 1, 0 = none
    uint32_t reader = 0;      // first reading wave + 1, 0 = none
    uint32_t reader2 = 0;     // latest reading wave other than `reader`, + 1
    uint32_t writer_site = 0, reader_site = 0, reader2_site = 0;
    bool writer_atomic = false, reader_atomic = false, reader2_atomic = false;
  };
  std::vector<uint8_t> data_;
  std::vector<Shadow> shadow_;
  uint32_t epoch_ = 0;
  uint32_t init_epoch_ = 0;
};

}  // namespace irgate::emu
