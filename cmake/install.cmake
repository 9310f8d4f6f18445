# `cmake --install`: the program, the library with its public headers, a CMake package
# (find_package(explgraph) -> explgraph::explgraph) and a pkg-config file (SPEC §6 "Package").
include(CMakePackageConfigHelpers)

install(TARGETS explgraph RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS explgraph_lib explgraph_stemmer EXPORT explgraphTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(DIRECTORY include/explgraph DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

set(EXPLGRAPH_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/explgraph)
install(EXPORT explgraphTargets NAMESPACE explgraph:: DESTINATION ${EXPLGRAPH_CMAKE_DIR})
configure_package_config_file(cmake/explgraphConfig.cmake.in ${CMAKE_CURRENT_BINARY_DIR}/explgraphConfig.cmake
  INSTALL_DESTINATION ${EXPLGRAPH_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/explgraphConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/explgraphConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/explgraphConfigVersion.cmake
  DESTINATION ${EXPLGRAPH_CMAKE_DIR})

configure_file(cmake/explgraph.pc.in ${CMAKE_CURRENT_BINARY_DIR}/explgraph.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/explgraph.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
