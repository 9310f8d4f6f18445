#!/usr/bin/env bash
# explgraph show: nodes and edges worked out by hand (tests/fixtures/show, below), hops equal
# to a BFS over the drawn edges on the sample corpus and WorldTree V1, DOT that Graphviz's dot
# reads, well-formed SVG naming every fact's UID, and the errors.
set -u
root=$1
fixtures="$root/tests/fixtures/show"
v1="$root/../shared/corpora/worldtree-v1"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
py=/usr/bin/python3
fail=0
show() { "$EXPLGRAPH" show "$@" --tables "$fixtures/tables" --questions "$fixtures/questions.tsv" \
  --types "$fixtures/types.tsv" --quiet; }

# By hand. S1: Q "What does a rose need?" {rose, need}; A "sunlight"; facts in citation
# order k-rose {rose, kind, flower}, k-flower {flower, kind, plant}, p-sun {plant, need,
# sunlight}, p-water {rose, need, water}, p-magnet {magnet, attract, iron}; 'gone' is dangling.
# Edges: Q-k-rose rose, Q-p-sun need, Q-p-water rose need, A-p-sun sunlight, k-rose-k-flower
# kind flower, k-rose-p-water rose, k-flower-p-sun plant, p-sun-p-water need. Hops: k-rose,
# p-sun, p-water 1; k-flower 2; p-magnet none (isolated; 2 components). S2's answer key E
# names no choice: no Q and A, facts without hops, the one edge rose.
show S1 S2 --format json > "$tmp/hand.json" || fail=$((fail + 1))
"$py" - "$tmp/hand.json" <<'PY' || fail=$((fail + 1))
import json, sys
d = json.load(open(sys.argv[1]))
s1, s2 = d["questions"]
nodes = [(n["id"], n["kind"], n["hop"], n["role"], n["category"], n["table"]) for n in s1["nodes"]]
assert nodes == [("Q", "question", 0, None, None, None), ("A", "answer", 0, None, None, None),
                 ("k-rose", "fact", 1, "CENTRAL", "RET", "KINDOF"),
                 ("k-flower", "fact", 2, "GROUNDING", "RET", "KINDOF"),
                 ("p-sun", "fact", 1, "CENTRAL", "INSUPP", "PROPERTIES"),
                 ("p-water", "fact", 1, "BACKGROUND", "INSUPP", "PROPERTIES"),
                 ("p-magnet", "fact", None, "NEG", "INSUPP", "PROPERTIES")], nodes
edges = [(e["source"], e["target"], e["shared"]) for e in s1["edges"]]
assert edges == [("Q", "k-rose", ["rose"]), ("Q", "p-sun", ["need"]),
                 ("Q", "p-water", ["rose", "need"]), ("A", "p-sun", ["sunlight"]),
                 ("k-rose", "k-flower", ["kind", "flower"]), ("k-rose", "p-water", ["rose"]),
                 ("k-flower", "p-sun", ["plant"]), ("p-sun", "p-water", ["need"])], edges
assert s1["nodes"][0]["text"] == "What does a rose need?" and s1["nodes"][1]["text"] == "sunlight"
assert (s1["depth"], s1["isolated_facts"], s1["components"], s1["qa_joined"],
        s1["dangling_uids"]) == (2, 1, 2, True, 1), s1
assert s1["dangling"] == [{"id": "gone", "role": "LEXGLUE"}], s1["dangling"]
assert s2["has_text"] is False
assert s2["missing_text"] == "the answer key 'E' names a choice the question does not have"
assert [(n["id"], n["hop"]) for n in s2["nodes"]] == [("k-rose", None), ("p-water", None)]
assert [(e["source"], e["target"], e["shared"]) for e in s2["edges"]] == [("k-rose", "p-water", ["rose"])]
assert (s2["depth"], s2["isolated_facts"], s2["components"], s2["qa_joined"]) == (None,) * 4
PY

show S1 > "$tmp/s1.txt"
cat > "$tmp/s1.expected" <<'TXT'
Question S1: 5 facts, 8 edges, depth 2, 1 isolated, 1 dangling UID(s)
  hop 0:
    Q What does a rose need?
    A sunlight
  hop 1:
    k-rose [KINDOF, RET, CENTRAL] a rose is a kind of flower
      joined to Q by 'rose'
    p-sun [PROPERTIES, INSUPP, CENTRAL] plants need sunlight
      joined to Q by 'need'; A by 'sunlight'
    p-water [PROPERTIES, INSUPP, BACKGROUND] roses need water
      joined to Q by 'rose', 'need'
  hop 2:
    k-flower [KINDOF, RET, GROUNDING] a flower is a kind of plant
      joined to k-rose by 'kind', 'flower'; p-sun by 'plant'
  reached by no path:
    p-magnet [PROPERTIES, INSUPP, NEG] magnets attract iron
      shares no word with Q, A or another fact
  dangling (cited, but no table defines them):
    gone [LEXGLUE]
TXT
diff -u "$tmp/s1.expected" "$tmp/s1.txt" || fail=$((fail + 1))

# Errors: an unknown id names the closest; no id at all; --format dot elsewhere.
out=$(show S3 2>&1); rc=$?
[ $rc -eq 2 ] && grep -qF "no kept question has the id 'S3'; the closest are 'S1', 'S2'" <<< "$out" \
  || { echo "unknown id: rc $rc, got: $out"; fail=$((fail + 1)); }
out=$("$EXPLGRAPH" show --tables "$fixtures/tables" --questions "$fixtures/questions.tsv" --quiet 2>&1); rc=$?
[ $rc -eq 2 ] && grep -qF "no question given" <<< "$out" || { echo "no id: rc $rc, $out"; fail=$((fail + 1)); }
out=$("$EXPLGRAPH" stats --tables "$fixtures/tables" --questions "$fixtures/questions.tsv" --format dot --quiet 2>&1); rc=$?
[ $rc -eq 2 ] && grep -qF "found 'dot' (only show draws graphs)" <<< "$out" || { echo "dot on stats: rc $rc, $out"; fail=$((fail + 1)); }

# Pictures: --out x.svg draws SVG, --out x.dot writes DOT; dot reads the DOT; the SVG is
# well-formed and names each fact's UID.
show S1 S2 --out "$tmp/both.svg" || fail=$((fail + 1))
show S1 S2 --out "$tmp/both.dot" || fail=$((fail + 1))
dot -Tsvg "$tmp/both.dot" > /dev/null || { echo "dot rejected the DOT"; fail=$((fail + 1)); }
"$py" - "$tmp/both.svg" <<'PY' || fail=$((fail + 1))
import sys, xml.etree.ElementTree as ET
root = ET.parse(sys.argv[1]).getroot()  # well-formed
assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
titles = [v for e in root.iter() for k, v in e.attrib.items() if k.endswith("}title")]
for uid in ["k-rose", "k-flower", "p-sun", "p-water", "p-magnet"]:
    assert any(t.startswith(uid + ": ") for t in titles), (uid, titles)
# The dangling UID is marked too, with its id and role (issue 66: it had no mark at all).
assert "gone: cited, but no table defines it" in titles, titles
texts = [e.text for e in root.iter() if e.text]
assert "gone" in texts and "no table defines it · LEXGLUE" in texts, texts
assert texts.count("Question S1") == 1 and texts.count("Question S2") == 1, texts
PY

# The words Q and A share are a node between them on the top rank, joined to each by an
# edge, so no edge runs through them (issue 66: "earth" was an xlabel on the Q-A edge).
"$EXPLGRAPH" show --corpus "$root/corpus" EG_2026_5_34 --format svg --quiet > "$tmp/qa.svg" ||
  fail=$((fail + 1))
"$py" - "$tmp/qa.svg" <<'PY' || fail=$((fail + 1))
import re, sys, xml.etree.ElementTree as ET
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(sys.argv[1]).getroot()
nodes = {g.find("s:title", ns).text: g for g in root.iterfind(".//s:g[@class='node']", ns)}
words = nodes["qa"].find("s:text", ns)
assert words.text == "earth", words.text
x = float(words.get("x"))
def centre(name):
    e = nodes[name].find(".//s:ellipse", ns)  # inside its tooltip link
    return float(e.get("cx")), float(e.get("rx"))
(qx, qr), (ax, ar) = centre("n0"), centre("n1")
left, right = sorted([(qx, qr), (ax, ar)])
assert left[0] + left[1] < x < right[0] - right[1], (x, left, right)  # between, clear of both
edges = [g.find("s:title", ns).text for g in root.iterfind(".//s:g[@class='edge']", ns)]
assert "n0&#45;&#45;qa" in edges or "n0--qa" in edges, edges
assert not any(t in ("n0--n1", "n0&#45;&#45;n1") for t in edges), edges
PY

# Hops equal a BFS over the drawn edges, and isolated facts are those without an edge, on
# every question of the sample and of V1 with an explanation.
bfs_check() {  # corpus folder
  local ids
  ids=$(cut -f1 <("$EXPLGRAPH" rank --corpus "$1" --top 1 --quiet 2>/dev/null) | sort -u)
  [ -n "$ids" ] || { echo "no ids in $1"; return 1; }
  # shellcheck disable=SC2086
  "$EXPLGRAPH" show --corpus "$1" $ids --format json --quiet > "$tmp/all.json" || return 1
  "$py" - "$tmp/all.json" <<'PY'
import json, sys
from collections import deque
d = json.load(open(sys.argv[1]))
checked = 0
for q in d["questions"]:
    if not q["has_text"]:
        continue
    adjacent = {n["id"]: set() for n in q["nodes"]}
    for e in q["edges"]:
        assert e["shared"], e
        adjacent[e["source"]].add(e["target"]); adjacent[e["target"]].add(e["source"])
    hop = {"Q": 0, "A": 0}
    queue = deque(["Q", "A"])
    while queue:
        v = queue.popleft()
        for w in adjacent[v]:
            if w not in hop:
                hop[w] = hop[v] + 1; queue.append(w)
    for n in q["nodes"]:
        assert n["hop"] == hop.get(n["id"]), (q["question"], n["id"], n["hop"], hop.get(n["id"]))
    isolated = sum(1 for n in q["nodes"] if n["kind"] == "fact" and not adjacent[n["id"]])
    assert isolated == q["isolated_facts"], q["question"]
    assert q["depth"] == max([h for h in hop.values()] + [0]), q["question"]
    checked += 1
assert checked > 0
print("show: hops equal a BFS over the edges on %d questions" % checked)
PY
}
bfs_check "$root/corpus" || fail=$((fail + 1))
if [ -d "$v1" ]; then bfs_check "$v1" || fail=$((fail + 1)); fi

# Written to --out, the picture is said on standard error, as report and probe say theirs;
# --quiet and standard output say nothing.
said=$("$EXPLGRAPH" show S1 S2 --tables "$fixtures/tables" --questions "$fixtures/questions.tsv" \
  --types "$fixtures/types.tsv" --out "$tmp/two.svg" 2>&1 > /dev/null | grep '^show:')
[ "$said" = "show: wrote $tmp/two.svg (svg, 2 question(s))" ] || { echo "show --out said: $said"; fail=$((fail + 1)); }
quiet=$(show S1 --out "$tmp/one.dot" 2>&1; show S1 2>&1 > /dev/null)
[ -z "$quiet" ] || { echo "show --quiet or to standard output said: $quiet"; fail=$((fail + 1)); }

[ $fail -eq 0 ] && echo "show: all checks passed"
exit $fail
