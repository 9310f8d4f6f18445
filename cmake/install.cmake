# `cmake --install`: the program, the library with its public headers, a CMake package
# (find_package(explgraph) -> explgraph::explgraph) and a pkg-config file (SPEC §6 "Package").
include(CMakePackageConfigHelpers)

install(TARGETS explgraph RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS explgraph_lib EXPORT explgraphTargets
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

# The man page, written from the program's own --help by help2man (cmake/manpage.cmake), and
# bash completion (completion/explgraph.bash, which asks the program for its options).
find_program(HELP2MAN help2man REQUIRED)
set(EXPLGRAPH_MANPAGE ${CMAKE_CURRENT_BINARY_DIR}/explgraph.1)
add_custom_command(OUTPUT ${EXPLGRAPH_MANPAGE}
  COMMAND ${CMAKE_COMMAND} -DEXPLGRAPH=$<TARGET_FILE:explgraph> -DHELP2MAN=${HELP2MAN}
          -DOUT=${EXPLGRAPH_MANPAGE} -DWORK=${CMAKE_CURRENT_BINARY_DIR}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/manpage.cmake
  DEPENDS explgraph ${CMAKE_CURRENT_SOURCE_DIR}/cmake/manpage.cmake
  COMMENT "Writing the man page explgraph.1 with help2man")
add_custom_target(explgraph_manpage ALL DEPENDS ${EXPLGRAPH_MANPAGE})
install(FILES ${EXPLGRAPH_MANPAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES completion/explgraph.bash DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions
  RENAME explgraph)
