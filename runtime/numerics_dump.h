// runtime/numerics_dump.h — one numerics check's tensors as NumPy .npy files plus problem.json,
// so a user can check a case against NumPy or PyTorch without irgate (`irgate run --dump DIR`).
//
// Files (each written atomically: temp file in DIR + rename):
//   x.npy       X   NHWC  [n, hi, wi, groups·cpg]        problem.dtype
//   dy.npy      dY  NHWK  [n, ho, wo, groups·kpg]        problem.dtype
//   dw.npy      dW  KRSC  [groups·kpg, fh, fw, cpg]      problem.dw_dtype, the kernel's bytes
//   dw_ref.npy  dW  KRSC  (same shape)                   '<f4', the host reference (fp32 math)
//   ws.npy      WS  [ws_replicas, count]                 '<f4', Stage 2's input (only when a reduce ran)
//   problem.json  schema irgate.numerics_dump/v2: config, family, arch, flavor, engine, spec, the
//                 problem, files {name: {dtype, descr, shape, layout}}, verdict, inputs, tolerance,
//                 and the plan as it ran: its buffers (bytes, how each is filled before launch 0) and
//                 each launch (kernel, grid, block, slice, kernargs as values or buffer + offset;
//                 from the ISA executor also its code object and the kernarg segment's bytes with
//                 their pointer slots). `irgate rerun DIR` runs it again from the folder alone
//                 (runtime/dump_rerun.h).
//   objects/<sha256>.hsaco  the linked code object of each launch the ISA executor ran
// dtypes: fp32 '<f4', fp16 '<f2'; bf16 has no NumPy dtype, so a bf16 tensor is written as its
// raw bits, '<u2', and problem.json marks it "dtype": "bf16" with "bf16_as": "uint16 bits"
// (widen with `(a.astype(np.uint32) << 16).view(np.float32)`). The kernel's bytes are never
// re-rounded. A helper family run on its own (the reduce: no X/dY) writes ws.npy, dw.npy, dw_ref.npy.
//
//   NumericsOptions o; o.keep_tensors = true;
//   NumericsResult r = check_numerics(*engine, request, o);
//   if (auto s = write_numerics_dump("out/case1", r, info); !s) report(s.error());
#pragma once

#include <filesystem>
#include <string>

#include "registry/spec_fields.h"
#include "runtime/numerics.h"
#include "support/result.h"

namespace irgate::runtime {

struct DumpInfo {
  int config = 0;
  std::string family, arch, flavor, engine;
  registry::SpecValues spec;  // the config's non-default fields
  uint64_t seed = 1;
  std::string wmma_model = "c_last";  // the arithmetic inside WMMAs the run used (a rerun uses it too)
};

// Creates dir if needed. An Error when the result holds no tensors (a refusal, an error, a
// finding: nothing was compared) or a write fails.
Status write_numerics_dump(const std::filesystem::path& dir, const NumericsResult& result, const DumpInfo& info);

}  // namespace irgate::runtime
