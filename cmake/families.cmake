# cmake/families.cmake — the family names of include/irgate/families.def, for the ctest
# registrations that run once per family (corpus parity per family x flavor, numerics per
# family), so a family added to the .def gets its tests with no edit here. The flavor names come
# from flavors.def the same way. tests/registry/ checks the ctest list against the C++ registry,
# so a row this regex misses fails there.
#
#   irgate_family_names(families)   # direct_wgrad;direct_wgrad_small_c;...
#   irgate_flavor_names(flavors)    # llvm16;llvm19;llvm22

# The quoted name of every `MACRO(` row of include/irgate/<def>, read with `row_regex` (its one
# capture group is the name).
function(irgate_def_names out def macro row_regex)
  set(path ${PROJECT_SOURCE_DIR}/include/irgate/${def})
  file(STRINGS ${path} rows REGEX "^${macro}\\(")
  set(names)
  foreach(row ${rows})
    if(NOT row MATCHES "${row_regex}")
      message(FATAL_ERROR "cmake/families.cmake cannot read this row of ${def}: ${row}")
    endif()
    list(APPEND names ${CMAKE_MATCH_1})
  endforeach()
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${path})
  set(${out} ${names} PARENT_SCOPE)
endfunction()

function(irgate_family_names out)
  irgate_def_names(names families.def IRG_FAMILY "^IRG_FAMILY\\([A-Z0-9_]+, *[0-9]+, *[a-z0-9_]+, *\"([a-z0-9_]+)\"")
  set(${out} ${names} PARENT_SCOPE)
endfunction()

function(irgate_flavor_names out)
  irgate_def_names(names flavors.def IRG_FLAVOR "^IRG_FLAVOR\\([A-Z0-9_]+, *\"([a-z0-9]+)\"")
  set(${out} ${names} PARENT_SCOPE)
endfunction()
