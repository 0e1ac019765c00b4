# cmake/build_speed.cmake — what makes a fresh build of irgate fast: unity builds (several .cpp
# files of a target compiled as one translation unit), lld for linking, ccache when it is
# installed, and (optional) precompiled headers.
#
# Used by the top-level CMakeLists.txt: include() it before the add_subdirectory() calls (the
# launcher and link options must exist before targets do), call irgate_speed_up_targets() after.
# Why: most of a fresh build was the same header-only libraries compiled again in every file
# (nlohmann/json, CLI11, GoogleTest, LLVM IR headers), and GCC spends more time generating code
# for their inline templates than parsing them, so a unity batch (which does both once) beats a
# precompiled header (which saves only the parsing). Measured numbers: docs/building.md.
# Each switch can be turned off; tests/builds/build_matrix.sh builds Debug without unity
# batches, so a file that forgets an #include (and leans on a batch-mate's) still fails there.
#
#   cmake -S . -B out -DIRGATE_UNITY=OFF -DIRGATE_CCACHE=OFF -DIRGATE_LLD=OFF   # as before
#   irgate_speed_up_targets()     # at the end of the top-level CMakeLists.txt

option(IRGATE_CCACHE "Compile through ccache when it is installed" ON)
option(IRGATE_UNITY "Unity builds of irgate's own targets (batches of IRGATE_UNITY_BATCH files)" ON)
# 16: most test targets then compile GoogleTest and nlohmann/json once. A fresh RelWithDebInfo
# build on the quiet 2-core machine took 373 s with batches of 8 and 359 s with 16, against 712 s
# file by file (docs/building.md §Build time).
set(IRGATE_UNITY_BATCH 16 CACHE STRING "Source files per unity translation unit")
# Off by default: measured on top of unity batches, the three precompiled headers that qualify
# cost more to build than they save (docs/building.md). With IRGATE_UNITY=OFF they do pay.
option(IRGATE_PCH "Precompiled headers (std, nlohmann/json, GoogleTest, CLI11, {fmt}, LLVM IR)" OFF)
option(IRGATE_LLD "Link with LLVM's lld when it is installed (GNU ld took 5x longer here)" ON)

# Targets never built as unity batches. The two engines are kept file by file: they include no
# heavy header (a batch would save little), and they are written by other hands in their own
# styles, where a file-local helper may reuse a name another file of the engine uses.
set(IRGATE_UNITY_SKIP irgate_reference_engine irgate_twin_engine)

if(IRGATE_CCACHE AND NOT CMAKE_CXX_COMPILER_LAUNCHER)
  find_program(IRGATE_CCACHE_PROGRAM ccache)
  if(IRGATE_CCACHE_PROGRAM)
    # ccache caches files compiled against a precompiled header only with this sloppiness (ccache
    # manual, "Precompiled headers"); set per call so no user's ccache.conf needs editing.
    set(IRGATE_LAUNCHER ${CMAKE_COMMAND} -E env
        CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
        ${IRGATE_CCACHE_PROGRAM})
    set(CMAKE_CXX_COMPILER_LAUNCHER ${IRGATE_LAUNCHER})
    set(CMAKE_C_COMPILER_LAUNCHER ${IRGATE_LAUNCHER})
    message(STATUS "irgate: compiling through ${IRGATE_CCACHE_PROGRAM}")
  endif()
endif()

if(IRGATE_LLD)
  # lld-22 comes with the toolchains irgate.sh installs; Debian's plain `lld` package may not.
  find_program(IRGATE_LLD_PROGRAM ld.lld PATHS /usr/lib/llvm-22/bin NO_DEFAULT_PATH)
  find_program(IRGATE_LLD_PROGRAM ld.lld)
  if(IRGATE_LLD_PROGRAM)
    include(CheckCXXSourceCompiles)
    if(CMAKE_CXX_COMPILER_ID MATCHES "Clang")
      set(IRGATE_LLD_FLAGS --ld-path=${IRGATE_LLD_PROGRAM})
    else()
      # GCC's -fuse-ld=lld runs the `ld.lld` it finds first in its -B folders, then in PATH.
      get_filename_component(IRGATE_LLD_DIR ${IRGATE_LLD_PROGRAM} DIRECTORY)
      set(IRGATE_LLD_FLAGS -fuse-ld=lld -B${IRGATE_LLD_DIR})
    endif()
    set(CMAKE_REQUIRED_LINK_OPTIONS ${IRGATE_LLD_FLAGS})
    check_cxx_source_compiles("int main() { return 0; }" IRGATE_LLD_WORKS)  # links a program
    unset(CMAKE_REQUIRED_LINK_OPTIONS)
    if(IRGATE_LLD_WORKS)
      add_link_options(${IRGATE_LLD_FLAGS})
      message(STATUS "irgate: linking with ${IRGATE_LLD_PROGRAM}")
    endif()
  endif()
endif()

set(IRGATE_PCH_STD <algorithm> <array> <cstdint> <cstdlib> <filesystem> <functional> <iostream> <map>
    <memory> <optional> <set> <sstream> <string> <string_view> <unordered_map> <utility> <variant> <vector>)
set(IRGATE_PCH_JSON <nlohmann/json.hpp>)
set(IRGATE_PCH_GTEST <gtest/gtest.h> <gmock/gmock.h>)
set(IRGATE_PCH_CLI <CLI/CLI.hpp> <fmt/format.h>)
set(IRGATE_PCH_LLVM <llvm/IR/Constants.h> <llvm/IR/Instructions.h> <llvm/IR/LLVMContext.h> <llvm/IR/Module.h>)

# Every target defined in `dir` and below.
function(irgate_targets_below dir out)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub ${subdirs})
    irgate_targets_below(${sub} more)
    list(APPEND targets ${more})
  endforeach()
  set(${out} ${targets} PARENT_SCOPE)
endfunction()

# The headers worth precompiling for `target`: picked from what it links directly (a test links
# GTest, the command line CLI11, the emulator LLVM; everything else of ours reads JSON).
function(irgate_pch_headers target out)
  get_target_property(links ${target} LINK_LIBRARIES)
  if(NOT links)
    set(links "")
  endif()
  set(headers ${IRGATE_PCH_STD} ${IRGATE_PCH_JSON})
  if(GTest::gtest IN_LIST links)
    list(APPEND headers ${IRGATE_PCH_GTEST})
  endif()
  if(CLI11::CLI11 IN_LIST links)
    list(APPEND headers ${IRGATE_PCH_CLI})
  endif()
  if(LLVM IN_LIST links)
    list(APPEND headers ${IRGATE_PCH_LLVM})
  endif()
  set(${out} ${headers} PARENT_SCOPE)
endfunction()

function(irgate_speed_up_targets)
  irgate_targets_below(${PROJECT_SOURCE_DIR} targets)
  foreach(target ${targets})
    get_target_property(type ${target} TYPE)
    if(NOT type STREQUAL "STATIC_LIBRARY" AND NOT type STREQUAL "EXECUTABLE")
      continue()
    endif()
    if(target IN_LIST IRGATE_UNITY_SKIP)
      continue()  # the engines: see IRGATE_UNITY_SKIP; they include no heavy header either
    endif()
    if(IRGATE_UNITY)
      set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${IRGATE_UNITY_BATCH})
    endif()
    # A precompiled header pays when its headers would otherwise be compiled several times in
    # the target: three files or more, or more than one unity batch. Below that it only costs.
    get_target_property(sources ${target} SOURCES)
    list(FILTER sources INCLUDE REGEX "\\.cpp$")
    list(LENGTH sources files)
    set(compiled_units ${files})
    if(IRGATE_UNITY)
      math(EXPR compiled_units "(${files} + ${IRGATE_UNITY_BATCH} - 1) / ${IRGATE_UNITY_BATCH}")
    endif()
    if(IRGATE_PCH AND files GREATER_EQUAL 3 AND compiled_units GREATER_EQUAL 2)
      irgate_pch_headers(${target} headers)
      target_precompile_headers(${target} PRIVATE ${headers})
      if(CMAKE_CXX_COMPILER_ID MATCHES "Clang" AND IRGATE_CCACHE_PROGRAM)
        # ccache refuses a clang PCH that carries its build time (ccache manual).
        target_compile_options(${target} PRIVATE "SHELL:-Xclang -fno-pch-timestamp")
      endif()
    endif()
  endforeach()
endfunction()
