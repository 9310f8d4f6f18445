# bash completion for explgraph: commands, each command's options (read from its own
# --help, so they never drift), and the values of the options that take a fixed set.
_explgraph() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
  local program=${COMP_WORDS[0]}
  if [[ $COMP_CWORD -eq 1 ]]; then
    local commands
    commands=$("$program" --help 2>/dev/null | awk '/^Commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {exit}')
    COMPREPLY=($(compgen -W "$commands help --help --version" -- "$cur"))
    return
  fi
  local command=${COMP_WORDS[1]}
  if [[ $command == help ]]; then
    COMPREPLY=($("$program" --help 2>/dev/null | awk '/^Commands:/ {on = 1; next} on && /^  [a-z]/ {print $1} on && /^$/ {exit}' | grep -- "^$cur"))
    return
  fi
  case $prev in
    -f|--format) COMPREPLY=($(compgen -W "text json tsv md svg" -- "$cur")); return ;;
    --flags) COMPREPLY=($(compgen -W "success any" -- "$cur")); return ;;
    --split|--pool) COMPREPLY=($(compgen -W "Train Dev Test" -- "$cur")); return ;;
    --scorer) COMPREPLY=($(compgen -W "tg2020 tg2019 tg2021" -- "$cur")); return ;;
    --alternative) COMPREPLY=($(compgen -W "two-sided greater less" -- "$cur")); return ;;
    --method) COMPREPLY=($(compgen -W "tfidf textgraphs" -- "$cur")); return ;;
    --query) COMPREPLY=($(compgen -W "question+answer full" -- "$cur")); return ;;
    --table) COMPREPLY=($(compgen -W "list" -- "$cur")); return ;;
    -c|--corpus|--tables|-o|--out|--questions|--types|--lemmas|--predictions|--ranking|--ratings|--baseline|--dot|--graphml)
      COMPREPLY=($(compgen -f -- "$cur")); return ;;
  esac
  if [[ $cur == -* ]]; then
    local options
    options=$("$program" "$command" --help 2>/dev/null | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    return
  fi
  COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _explgraph explgraph
