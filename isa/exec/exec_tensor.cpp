// isa/exec/exec_tensor.cpp — gfx1250 tensor_load_to_lds (the tensor data mover) on the ISA
// executor. Not modelled yet: tensor_load_to_lds has no row in ops.def, so a kernel that uses
// it faults as unsupported at that instruction and no tensor operation is ever queued.
#include "isa/exec/memory_queue.h"

namespace irgate::isa::exec {

void retire_tensor(Wave& w, PendingOp& op) { w.fault_at(op.site, "unsupported: tensor_load_to_lds"); }

}  // namespace irgate::isa::exec
