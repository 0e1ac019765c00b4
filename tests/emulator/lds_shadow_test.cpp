// tests/emulator/lds_shadow_test.cpp — the LDS race detector's shadow (machine/lds.h) against a
// plain per-byte model of its rule, on long random access sequences: every access's answer (the
// race it reports, at which byte, naming which earlier access) and the never-written state must
// be the model's. The shadow keeps one record per dword until an access covers part of one, and
// packs a record's hot fields into one word; the model keeps one record per byte, unpacked, so a
// slip in either economy shows up as a different answer.
#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <vector>

#include "machine/lds.h"

namespace irgate::emu {
namespace {

// The rule of lds.h, byte by byte: within an epoch, a byte remembers its last writer and up to
// two reading waves (the first, and the latest other one); an access conflicts with an earlier
// access of another wave when one of them writes, unless both are atomic.
class ByteModel {
 public:
  explicit ByteModel(uint64_t bytes) : bytes_(bytes), written_(bytes) {}
  void begin_workgroup() {
    ++epoch_;
    std::fill(written_.begin(), written_.end(), false);
  }
  void barrier() { ++epoch_; }
  std::optional<LdsRace> touch(uint64_t addr, uint32_t size, const LdsAccess& a) {
    std::optional<LdsRace> race;
    for (uint64_t b = addr; b < addr + size; ++b) {
      Byte& r = bytes_[b];
      if (r.epoch != epoch_) r = Byte{epoch_};
      std::optional<LdsAccess> earlier;
      auto against = [&](const std::optional<LdsAccess>& e, bool needs_write) {
        if (!earlier && e && e->wave != a.wave && (!needs_write || a.write) && !(a.atomic && e->atomic)) earlier = e;
      };
      against(r.writer, false);
      against(r.reader, true);
      against(r.reader2, true);
      if (earlier && !race) race = LdsRace{b, *earlier, a};
      if (a.write) r.writer = a;
      else if (!r.reader || r.reader->wave == a.wave) r.reader = a;
      else r.reader2 = a;
      if (a.write) written_[b] = true;
    }
    return race;
  }
  uint32_t first_uninitialised(uint64_t addr, uint32_t size) const {
    for (uint32_t i = 0; i < size; ++i)
      if (!written_[addr + i]) return i;
    return size;
  }

 private:
  struct Byte {
    uint32_t epoch = 0;
    std::optional<LdsAccess> writer, reader, reader2;
  };
  std::vector<Byte> bytes_;
  std::vector<bool> written_;
  uint32_t epoch_ = 1;
};

bool same(const LdsAccess& x, const LdsAccess& y) {
  return x.wave == y.wave && x.site == y.site && x.write == y.write && x.atomic == y.atomic;
}

std::string describe(const std::optional<LdsRace>& r) {
  if (!r) return "no race";
  auto side = [](const LdsAccess& a) {
    return "wave " + std::to_string(a.wave) + " site " + std::to_string(a.site) + (a.write ? " write" : " read") +
           (a.atomic ? " atomic" : "");
  };
  return "race at byte " + std::to_string(r->address) + ": " + side(r->first) + " then " + side(r->second);
}

bool same(const std::optional<LdsRace>& x, const std::optional<LdsRace>& y) {
  if (!x || !y) return !x && !y;
  return x->address == y->address && same(x->first, y->first) && same(x->second, y->second);
}

// A random size and an address of the 256-byte LDS that fits it: mostly aligned, sometimes not
// (a part of a dword splits it into byte records).
struct Span {
  uint64_t addr;
  uint32_t size;
};
Span draw_span(std::mt19937& rng, bool dword_multiple) {
  static constexpr uint32_t kSizes[] = {1, 2, 4, 8, 16};
  const uint32_t size = dword_multiple ? kSizes[2 + rng() % 3] : kSizes[rng() % 5];
  uint64_t addr = rng() % (256 - size + 1);
  if (rng() % 4 != 0) addr -= addr % size;  // three in four aligned to their size
  return {addr, size};
}

// Seeds 21-40 write rarely (one access in 16), so that epochs have long read-only stretches: the
// reads the shadow only logs until a write (or another access) replays them.
TEST(LdsShadow, AnswersAsAPerByteModelOnRandomSequences) {
  constexpr uint64_t kBytes = 256;
  int races = 0, lane_calls = 0, splits_forced = 0, races_after_read_only = 0;
  for (unsigned seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed);
    const bool rare_writes = seed > 20;
    bool read_only_so_far = true;  // no write since the epoch began
    Lds lds(kBytes);
    ByteModel model(kBytes);
    lds.begin_workgroup();
    model.begin_workgroup();
    for (int step = 0; step < 3000; ++step) {
      const unsigned roll = rng() % 100;
      const uint32_t wave = rng() % 3, site = rng() % 1000;
      if (roll < 2) {
        lds.begin_workgroup();
        model.begin_workgroup();
        read_only_so_far = true;
      } else if (roll < 8) {
        lds.barrier();
        model.barrier();
        read_only_so_far = true;
      } else if (roll < 55) {  // one access, possibly atomic, possibly part of a dword
        const Span s = draw_span(rng, false);
        const LdsAccess a{wave, site, rng() % (rare_writes ? 16 : 2) == 0, rng() % 4 == 0};
        splits_forced += (s.addr | s.size) % 4 != 0;
        const auto got = lds.touch(s.addr, s.size, a), want = model.touch(s.addr, s.size, a);
        ASSERT_TRUE(same(got, want)) << "seed " << seed << " step " << step << ": touch(" << s.addr << ", " << s.size
                                     << ") gave " << describe(got) << ", the model " << describe(want);
        races += bool(want);
        races_after_read_only += want && read_only_so_far;
        read_only_so_far &= !a.write;
      } else if (roll < 90) {  // one wave instruction: lanes in lane order, non-atomic
        const uint32_t size = rng() % 5 == 0 ? 2 : draw_span(rng, true).size;
        const bool write = rng() % (rare_writes ? 16 : 3) == 0;
        uint64_t addrs[32];
        const uint64_t lanes = rng() | uint64_t(1);
        for (uint64_t& addr : addrs) {
          addr = rng() % (kBytes - size + 1);
          if (rng() % 8 != 0) addr -= addr % 4;
          addr |= uint64_t(rng() % 4) << 32;  // bits above 31 are not part of an LDS address
        }
        std::vector<LdsRace> got;
        lds.touch_lanes(addrs, lanes, size, {wave, site, write, false}, got);
        std::vector<std::optional<LdsRace>> want;
        for (int l = 0; l < 32; ++l)
          if (lanes >> l & 1)
            if (auto r = model.touch(addrs[l] & 0xFFFFFFFFu, size, {wave, site, write, false})) want.push_back(r);
        ASSERT_EQ(got.size(), want.size()) << "seed " << seed << " step " << step << ": touch_lanes races";
        for (size_t i = 0; i < got.size(); ++i)
          ASSERT_TRUE(same(got[i], want[i])) << "seed " << seed << " step " << step << " race " << i << ": "
                                             << describe(got[i]) << ", the model " << describe(want[i]);
        races += int(want.size());
        races_after_read_only += !want.empty() && read_only_so_far;
        read_only_so_far &= !write;
        ++lane_calls;
      } else {  // the never-written check
        const Span s = draw_span(rng, false);
        ASSERT_EQ(lds.first_uninitialised(s.addr, s.size), model.first_uninitialised(s.addr, s.size))
            << "seed " << seed << " step " << step;
        ASSERT_EQ(lds.uninitialised(s.addr, s.size), model.first_uninitialised(s.addr, s.size) < s.size);
      }
    }
  }
  // The sequences exercised what they are for.
  EXPECT_GT(races, 1000);
  EXPECT_GT(lane_calls, 10000);
  EXPECT_GT(splits_forced, 5000);
  EXPECT_GT(races_after_read_only, 100);  // a write that races with reads of a read-only stretch
}

}  // namespace
}  // namespace irgate::emu
