# Writes the man page explgraph.1 from the program's own help (run at build time with -P):
# help2man reads `explgraph --help` and `--version`; a COMMANDS section adds every command's
# `explgraph CMD --help`, so the page says what the program says and never drifts from it.
# Variables: EXPLGRAPH (the built program), HELP2MAN, OUT (the page), WORK (a scratch folder).
execute_process(COMMAND ${EXPLGRAPH} --help OUTPUT_VARIABLE top RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "explgraph --help failed (${code})")
endif()
string(REGEX MATCH "Commands:\n(([ ][ ][a-z][a-z-]*[^\n]*\n)+)" _ "${top}")
string(REGEX MATCHALL "\n  [a-z][a-z-]*" names "\n${CMAKE_MATCH_1}")
set(include "[COMMANDS]\n")
# A command with subcommands lists them as "Subcommands:"; each gets its own section.
set(expanded "")
foreach(name IN LISTS names)
  string(STRIP "${name}" name)
  list(APPEND expanded "${name}")
  execute_process(COMMAND ${EXPLGRAPH} ${name} --help OUTPUT_VARIABLE help RESULT_VARIABLE code)
  if(help MATCHES "Subcommands:\n(([ ][ ][a-z][a-z-]*[^\n]*\n([ ]+[^\n]*\n)*)+)")
    string(REGEX MATCHALL "\n  [a-z][a-z-]*" subcommands "\n${CMAKE_MATCH_1}")
    foreach(sub IN LISTS subcommands)
      string(STRIP "${sub}" sub)
      list(APPEND expanded "${name} ${sub}")
    endforeach()
  endif()
endforeach()
foreach(name IN LISTS expanded)
  string(REPLACE " " ";" words "${name}")
  execute_process(COMMAND ${EXPLGRAPH} ${words} --help OUTPUT_VARIABLE help RESULT_VARIABLE code)
  if(NOT code EQUAL 0)
    message(FATAL_ERROR "explgraph ${name} --help failed (${code})")
  endif()
  # roff: a backslash is \e; a line starting with '.' or ' would be a request.
  string(REPLACE "\\" "\\e" help "${help}")
  string(REGEX REPLACE "(^|\n)([.'])" "\\1\\\\&\\2" help "${help}")
  string(APPEND include ".SS ${name}\n.nf\n${help}.fi\n")
endforeach()
file(WRITE ${WORK}/commands.h2m "${include}")
execute_process(
  # --locale: the help's em dashes and ellipses stay themselves (in the C locale help2man
  # writes each as "???").
  COMMAND ${HELP2MAN} --no-info --no-discard-stderr --section=1 --locale=C.UTF-8
          "--name=analyse explanation-graph corpora (WorldTree and alike)"
          --include=${WORK}/commands.h2m --output=${OUT} ${EXPLGRAPH}
  RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "help2man failed (${code})")
endif()
