# cmake/build_graph.cmake — the build graph as data, for the rule "no source file is compiled into
# two targets" (tests/independence/build_graph_test.cpp) and for reading which target links what.
#
# irgate_record_build_graph() walks every directory of the project after all targets exist and
# writes ${IRGATE_BUILD_GRAPH} (build/build_graph.txt), one line per compiled source and per
# target's link libraries:
#
#   source<TAB>irgate_serve<TAB>/abs/path/serve/serve.cpp
#   links<TAB>irgate_serve<TAB>irgate_cache_index;irgate_registry;...
#
# Called at the end of the top-level CMakeLists.txt, so it sees the targets of every folder. The
# SOURCES property is what CMake compiles (unity batches are made from it), so two targets listing
# one file is exactly one file compiled twice.

set(IRGATE_BUILD_GRAPH ${PROJECT_BINARY_DIR}/build_graph.txt)

function(irgate_collect_targets dir out_var)
  get_property(targets DIRECTORY ${dir} PROPERTY BUILDSYSTEM_TARGETS)
  get_property(subdirs DIRECTORY ${dir} PROPERTY SUBDIRECTORIES)
  foreach(sub IN LISTS subdirs)
    irgate_collect_targets(${sub} sub_targets)
    list(APPEND targets ${sub_targets})
  endforeach()
  set(${out_var} ${targets} PARENT_SCOPE)
endfunction()

function(irgate_record_build_graph)
  set(file ${IRGATE_BUILD_GRAPH})
  irgate_collect_targets(${PROJECT_SOURCE_DIR} targets)
  set(text "")
  foreach(target IN LISTS targets)
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "INTERFACE_LIBRARY" OR type STREQUAL "UTILITY")
      continue()
    endif()
    get_target_property(source_dir ${target} SOURCE_DIR)
    get_target_property(sources ${target} SOURCES)
    foreach(source IN LISTS sources)
      # Generator expressions and generated files (unity batches, test shims) are not sources of
      # the checkout; only files a compiler reads as a translation unit count.
      if(source MATCHES "\\$<" OR NOT source MATCHES "\\.(c|cc|cpp|cxx)$")
        continue()
      endif()
      get_filename_component(path ${source} ABSOLUTE BASE_DIR ${source_dir})
      string(FIND "${path}" "${PROJECT_BINARY_DIR}/" in_build_tree)
      string(FIND "${path}" "${PROJECT_SOURCE_DIR}/" in_checkout)
      if(in_checkout EQUAL 0 AND NOT in_build_tree EQUAL 0)
        string(APPEND text "source\t${target}\t${path}\n")
      endif()
    endforeach()
    get_target_property(links ${target} LINK_LIBRARIES)
    if(links)
      string(APPEND text "links\t${target}\t${links}\n")
    endif()
  endforeach()
  file(WRITE ${file}.tmp "${text}")
  file(RENAME ${file}.tmp ${file})
endfunction()
