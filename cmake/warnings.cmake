add_library(explgraph_warnings INTERFACE)
target_compile_options(explgraph_warnings INTERFACE
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wno-sign-conversion)
if(EXPLGRAPH_WERROR)
  target_compile_options(explgraph_warnings INTERFACE -Werror)
endif()
