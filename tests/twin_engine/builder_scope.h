// tests/twin_engine/builder_scope.h — a twin kernel, its arena and a builder writing into it, for
// the twin tests that build instructions by hand (a lane map, one atomic, an scf.if_else) instead
// of through a family's recipe. The arena is released when the scope ends, also when an ASSERT
// returns early.
//
//   twin_test::BuilderScope s;
//   int tid = tw_b_nullary(&s.b, TW_OP_GPU_THREAD_ID_X, "tid");
//   ASSERT_EQ(s.fail.status, IRG_STATUS_OK) << s.fail.text;
//   for (int o = s.k.regions[s.k.entry_region].first_op; o >= 0; o = s.k.ops[o].next) { ... }
#ifndef IRGATE_TESTS_TWIN_ENGINE_BUILDER_SCOPE_H
#define IRGATE_TESTS_TWIN_ENGINE_BUILDER_SCOPE_H

#include "twin_engine/builder.h"

namespace twin_test {

struct BuilderScope {
  BuilderScope() {
    tw_kernel_init(&k, &arena);
    tw_builder_init(&b, &k, &fail);
  }
  ~BuilderScope() { tw_arena_release(&arena); }
  BuilderScope(const BuilderScope&) = delete;
  BuilderScope& operator=(const BuilderScope&) = delete;

  tw_arena arena{};
  tw_fail fail{};
  tw_kernel k;
  tw_builder b;
};

}  // namespace twin_test

#endif
