# cmake/irgate.cmake — helpers every component uses: our warning flags for our own code and one
# way to register a GoogleTest program with a ctest label.
#
#   irgate_library(irgate_support SOURCES a.cpp b.cpp DEPS nlohmann_json::nlohmann_json)
#   irgate_gtest(contract_tests LABEL quick SOURCES opcodes_test.cpp DEPS irgate_contract
#                ENV "NAME=value")   # ENV: extra environment entries (';'-separated)
#   irgate_add_subfolders()    # in tests/ and bench/

# Our own targets' warnings: IRGATE_WARNING_FLAGS of cmake/warnings.cmake (always on; -Werror
# only with IRGATE_WERROR=ON).
function(irgate_strict target)
  target_compile_options(${target} PRIVATE ${IRGATE_WARNING_FLAGS})
endfunction()

function(irgate_library name)
  cmake_parse_arguments(A "" "" "SOURCES;DEPS" ${ARGN})
  add_library(${name} STATIC ${A_SOURCES})
  target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR})
  target_link_libraries(${name} PUBLIC irgate_contract ${A_DEPS})
  irgate_strict(${name})
endfunction()

# One gtest binary = one ctest entry carrying LABEL (quick, toolchain, numerics, fuzz, hip).
# gtest_discover_tests is not used: one entry per program keeps ctest start-up cheap on 2 cores.
# IRGATE_WORKER names the tests' worker program (support/worker.h; tests/support_lib/test_worker.cpp):
# a library test that runs irgate code out of process starts it, so it is built first.
function(irgate_gtest name)
  cmake_parse_arguments(A "" "LABEL;TIMEOUT" "SOURCES;DEPS;ARGS;ENV" ${ARGN})
  add_executable(${name} ${A_SOURCES})
  target_link_libraries(${name} PRIVATE ${A_DEPS} GTest::gtest GTest::gmock GTest::gtest_main)
  target_include_directories(${name} PRIVATE ${PROJECT_SOURCE_DIR})
  irgate_strict(${name})
  add_test(NAME ${name} COMMAND ${name} ${A_ARGS})
  if(NOT A_TIMEOUT)
    set(A_TIMEOUT 300)
  endif()
  set(env "IRGATE_ROOT=${PROJECT_SOURCE_DIR}" "IRGATE_BIN=$<TARGET_FILE:irgate>"
      "IRGATE_WORKER=$<TARGET_FILE:irgate_test_worker>" ${A_ENV})
  set_tests_properties(${name} PROPERTIES LABELS ${A_LABEL} TIMEOUT ${A_TIMEOUT}
                       WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                       ENVIRONMENT "${env}"
                       SKIP_RETURN_CODE 77)
  add_dependencies(${name} irgate_test_worker)
endfunction()

# Adds every subfolder of the current source folder that has a CMakeLists.txt (tests/, bench/:
# one folder per component, so a new component needs no edit here).
function(irgate_add_subfolders)
  file(GLOB children LIST_DIRECTORIES true CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/*)
  foreach(dir ${children})
    if(IS_DIRECTORY ${dir} AND EXISTS ${dir}/CMakeLists.txt)
      add_subdirectory(${dir})
    endif()
  endforeach()
endfunction()
