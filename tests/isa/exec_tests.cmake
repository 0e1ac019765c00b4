# tests/isa/exec_tests.cmake — the ISA executor's tests (isa/exec/), included from
# tests/isa/CMakeLists.txt. They compile corpus kernels with llc-22 + ld.lld-22 (the numerics
# label needs the llvm22 toolchain) and run the code objects on the ISA executor.
set(IRGATE_ISA_EXEC_TEST_DEPS irgate_runtime irgate_isa_exec irgate_isa irgate_parity irgate_arch_domain
    irgate_reference_engine)
add_executable(isa_exec_numerics_test exec_numerics_test.cpp)
target_link_libraries(isa_exec_numerics_test PRIVATE ${IRGATE_ISA_EXEC_TEST_DEPS} GTest::gtest)
target_include_directories(isa_exec_numerics_test PRIVATE ${PROJECT_SOURCE_DIR})
irgate_strict(isa_exec_numerics_test)
irgate_family_names(irgate_isa_exec_families)  # every families.def row: a new family gets its test
foreach(family ${irgate_isa_exec_families})
  add_test(NAME isa_exec_numerics_${family} COMMAND isa_exec_numerics_test ${family})
  # 900 s: the sanitizer build runs the executor 2 to 3 x slower, and the implicit-GEMM corpus
  # grew with issue 42's fp32 and large-filter configs (74 s in a normal build on an idle machine).
  set_tests_properties(isa_exec_numerics_${family} PROPERTIES LABELS numerics TIMEOUT 900
                       WORKING_DIRECTORY ${PROJECT_SOURCE_DIR} ENVIRONMENT "IRGATE_ROOT=${PROJECT_SOURCE_DIR}")
endforeach()
irgate_gtest(isa_exec_broken_code_object_tests LABEL numerics TIMEOUT 300
  SOURCES exec_broken_code_object_test.cpp
  DEPS irgate_test_corpus_objects ${IRGATE_ISA_EXEC_TEST_DEPS} irgate_grid irgate_parity_corpus irgate_toolchain)
irgate_gtest(isa_exec_decode_fields_tests LABEL quick TIMEOUT 60
  SOURCES exec_decode_fields_test.cpp
  DEPS irgate_isa)
# gfx1250's fp32 WMMA from a hand-written kernel compiled by llc-22: the ISA executor bit for bit
# against the fma chain and against the IR interpreter (exec_wmma_f32_test.cpp).
irgate_gtest(isa_exec_wmma_f32_tests LABEL numerics TIMEOUT 120
  SOURCES exec_wmma_f32_test.cpp
  DEPS irgate_runtime irgate_isa_exec irgate_isa irgate_emulator irgate_toolchain)
# gfx11/gfx12 implicit GEMM instructions (docs/implicit-gemm-gfx11-gfx12.md §10):
# the 16x16x16 WMMA fed by 16-bit LDS loads (ds_load_u16, _d16, _d16_hi), v_fmac_f32 and
# v_dual_fmac_f32, from hand-written kernels llc-22 compiles for gfx1100, gfx1151, gfx1200 and
# gfx1201, on the ISA executor and the IR emulator (exec_gfx11_gfx12_test.cpp: the WMMA kernels;
# exec_gfx11_gfx12_valu_test.cpp: the FMA, LDS-load and s_load kernels; shared: exec_gfx11_gfx12_fixture.h).
irgate_gtest(isa_exec_gfx11_gfx12_tests LABEL numerics TIMEOUT 300
  SOURCES exec_gfx11_gfx12_test.cpp exec_gfx11_gfx12_valu_test.cpp
  DEPS irgate_runtime irgate_isa_exec irgate_isa irgate_emulator irgate_toolchain)
