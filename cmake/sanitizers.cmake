add_library(explgraph_sanitizers INTERFACE)
if(EXPLGRAPH_SANITIZE)
  target_compile_options(explgraph_sanitizers INTERFACE
    -fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined)
  target_link_options(explgraph_sanitizers INTERFACE -fsanitize=address,undefined)
endif()
