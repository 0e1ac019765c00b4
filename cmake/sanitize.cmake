# cmake/sanitize.cmake — IRGATE_SANITIZE: build every irgate target with sanitizers.
#
# Used by the top-level CMakeLists.txt (include() before the add_subdirectory() calls, so the
# flags reach every target) and by `./irgate.sh test --sanitize`, which configures build-sanitize/
# with IRGATE_SANITIZE=address,undefined and runs the quick, numerics and fuzz labels there.
# With `undefined` in the list, UB is not recovered from: the first report ends the program
# (non-zero exit), so it fails the test instead of scrolling past in its log.
#
#   cmake -S . -B out -DIRGATE_SANITIZE=address,undefined    # ASan + UBSan (what irgate.sh uses)
#   cmake -S . -B out -DIRGATE_SANITIZE=                     # none (the default)

set(IRGATE_SANITIZE "" CACHE STRING "Sanitizers for every target (-fsanitize=...), e.g. address,undefined")

if(IRGATE_SANITIZE)
  add_compile_options(-fsanitize=${IRGATE_SANITIZE} -fno-omit-frame-pointer)
  if(IRGATE_SANITIZE MATCHES "undefined")
    add_compile_options(-fno-sanitize-recover=undefined)
  endif()
  add_link_options(-fsanitize=${IRGATE_SANITIZE})
  message(STATUS "irgate: sanitizers ${IRGATE_SANITIZE}")
endif()
