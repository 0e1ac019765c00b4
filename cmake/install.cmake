# cmake/install.cmake — `cmake --install` (GNUInstallDirs) and the Debian package (CPack DEB):
#   bin/irgate                      the command line (its workers are itself: docs/processes.md)
#   lib/libirgate_serve.so          the C serving API (include/irgate/serve.h)
#   lib/libirgate_hipemu.so         the emulated HIP device; lib/irgate/hipemu/libamdhip64.so.5 -> it
#   bin/irgate-hip-run              a HIP program on a GPU, or on the emulated device
#   include/irgate/                 serve.h and the C contract it includes (abi.h, the .def rows)
#   share/irgate/                   the data root: every folder of support/data_dirs.def
#   lib/cmake/irgate/               find_package(irgate CONFIG): irgate::serve, irgate::irgate,
#                                   irgate::hipemu, irgate::hip_run
# Used by the top-level CMakeLists.txt after every component is added. docs/installing.md.
#
#   cmake --install build --prefix /opt/irgate
#   cpack --config build/CPackConfig.cmake -B build/package     # build/package/irgate_<v>_<arch>.deb
include(CMakePackageConfigHelpers)

set(IRGATE_INSTALL_CMAKEDIR ${CMAKE_INSTALL_LIBDIR}/cmake/irgate)
set(IRGATE_INSTALL_DATADIR ${CMAKE_INSTALL_DATADIR}/irgate)

set_target_properties(irgate PROPERTIES EXPORT_NAME irgate)
set_target_properties(irgate_serve_api PROPERTIES EXPORT_NAME serve)
install(TARGETS irgate irgate_serve_api EXPORT irgateTargets
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/include/irgate DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

# The emulated HIP device (hip_emu/, built with the HIP headers): the library, irgate-hip-run, and
# lib/irgate/hipemu/libamdhip64.so.5 -> the library, the folder irgate-hip-run puts first on
# LD_LIBRARY_PATH (docs/hip-emulated-device.md).
if(TARGET irgate_hipemu)
  set_target_properties(irgate_hipemu PROPERTIES EXPORT_NAME hipemu)
  set_target_properties(irgate_hip_run PROPERTIES EXPORT_NAME hip_run)
  install(TARGETS irgate_hipemu irgate_hip_run EXPORT irgateTargets
    RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR}
    LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
  install(CODE "
    set(dir \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/irgate/hipemu\")
    file(MAKE_DIRECTORY \"\${dir}\")
    file(CREATE_LINK ../../libirgate_hipemu.so.${PROJECT_VERSION_MAJOR} \"\${dir}/libamdhip64.so.5\" SYMBOLIC)")
endif()

# The data folders, read from the rows support/data_root.cpp reads them from.
file(STRINGS ${PROJECT_SOURCE_DIR}/support/data_dirs.def rows REGEX "^IRG_DATA_DIR\\(")
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/support/data_dirs.def)
foreach(row ${rows})
  if(NOT row MATCHES "^IRG_DATA_DIR\\([a-z_]+, *\"([^\"]+)\"")
    message(FATAL_ERROR "cmake/install.cmake cannot read this row of support/data_dirs.def: ${row}")
  endif()
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${CMAKE_MATCH_1}/ DESTINATION ${IRGATE_INSTALL_DATADIR}/${CMAKE_MATCH_1})
endforeach()

install(EXPORT irgateTargets NAMESPACE irgate:: DESTINATION ${IRGATE_INSTALL_CMAKEDIR})
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/irgateConfig.cmake.in
  ${PROJECT_BINARY_DIR}/irgateConfig.cmake INSTALL_DESTINATION ${IRGATE_INSTALL_CMAKEDIR}
  PATH_VARS IRGATE_INSTALL_DATADIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/irgateConfigVersion.cmake COMPATIBILITY SameMinorVersion)
install(FILES ${PROJECT_BINARY_DIR}/irgateConfig.cmake ${PROJECT_BINARY_DIR}/irgateConfigVersion.cmake
  DESTINATION ${IRGATE_INSTALL_CMAKEDIR})

# The Debian package: the same files under /usr. dpkg-shlibdeps derives the library dependencies
# (libLLVM 22, OpenSSL, libstdc++); the LLVM toolchains the toolchain lane runs are recommended.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME irgate)
set(CPACK_PACKAGE_VENDOR "the irgate team")
set(CPACK_PACKAGE_CONTACT "the irgate team")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "pre-merge gate and AOT kernel cache server for AMDGPU wgrad kernels")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "llvm-16, llvm-19, llvm-22, lld-16, lld-19, lld-22")
set(CPACK_PACKAGE_DIRECTORY ${PROJECT_BINARY_DIR}/package)
include(CPack)
