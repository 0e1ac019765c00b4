// engine/kernels/direct_wgrad_tdm.h — the issue side of direct_wgrad's Tensor Data Mover ring
// (docs/kernels/direct_wgrad.md §The TDM ring: ISSUE, COPY, FILL). The builder owns the loop, the waits and
// the WMMAs; this emits, for one sync step u, wave 0's M two-dimensional copies into the step's
// slot and the zero fill of the slot rows no copy covers.
//
//   TdmRing ring(b, spec, shape, block);        // block: the prologue values the recipe names
//   ring.issue(u);                              // ISSUE(u): u is a step index (i32)
#pragma once

#include <functional>

#include "engine/ir/builder.h"
#include "engine/kernels/direct_wgrad.h"
#include "irgate/abi.h"

namespace irgate::engine {

// The prologue values ISSUE reads (their recipe names), and the kernarg lookup.
struct TdmBlockValues {
  Value *tid, *lds, *issuer, *ncols, *ho_lo, *ho_hi;
  Value *dy_img, *x_img, *dy_ch, *x_ch, *dy_dummy, *x_dummy;
  std::function<Value*(const char*)> param;
};

class TdmRing {
 public:
  TdmRing(Builder& b, const irg_direct_wgrad_spec_t& spec, const DirectWgradShape& shape, TdmBlockValues block)
      : b_(b), s_(spec), d_(shape), v_(std::move(block)) {}

  // ISSUE(u): the copies and the fill of sync step u, into slot u mod tdm_stages.
  void issue(Value* u);

 private:
  // One region of a step: the dY rows of sync row q (no lead) or the X strip of (q, r).
  struct Region {
    Value* rows;        // n: rows in range
    Value* lead;        // X: strip rows left of the image; nullptr for dY
    Value* cover_end;   // X: lead + n (set by fill)
    Value* source;      // el: element offset of the first row in range
    Value* dummy;       // the junk copy's source
    const char* tensor, *row_stride;
    int cols, pitch, base, region_rows, chunks_per_row, chunks, per_thread;
  };

  void copy(const Region& g, Value* dst_a);
  void fill(Region g, Value* slot_off);

  Builder& b_;
  const irg_direct_wgrad_spec_t& s_;
  const DirectWgradShape& d_;
  TdmBlockValues v_;
};

}  // namespace irgate::engine
