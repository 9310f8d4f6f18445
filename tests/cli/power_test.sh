#!/usr/bin/env bash
# power as a user plans with it: the primer's charts as one standalone SVG (well-formed XML,
# a viewBox, one titled panel per test-set size with both axis labels), the JSON's sweep
# complete and equal to single-point runs, and accuracy's per-group smallest gain equal to
# power's minimum detectable effect for the group's size.
set -euo pipefail
fixtures=$1
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
"$EXPLGRAPH" power --n 100,500,2000,10000 --effect 0:0.1 --hurt 0,0.01,0.02,0.05 \
  --format svg --out "$tmp/power.svg"
"$EXPLGRAPH" power --n 100,500,2000,10000 --effect 0:0.1 --hurt 0,0.01,0.02,0.05 \
  --format json --out "$tmp/power.json"
"$EXPLGRAPH" power --n 500 --effect 0.03 --hurt 0.02 --format json --out "$tmp/one.json"
"$EXPLGRAPH" power --n 500 --hurt 0.02 --alternative greater --format svg --out "$tmp/mde.svg"
(cd "$fixtures" && "$EXPLGRAPH" accuracy --corpus accuracy --predictions predictions/a.tsv \
  --predictions predictions/b.jsonl --baseline a --resamples 100 --format json --quiet) > "$tmp/accuracy.json"
python3 - "$tmp" "$EXPLGRAPH" <<'PY'
import json, subprocess, sys, xml.etree.ElementTree as ET
tmp, explgraph = sys.argv[1], sys.argv[2]
ns = {"s": "http://www.w3.org/2000/svg"}
root = ET.parse(f"{tmp}/power.svg").getroot()
assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 960 640", root.attrib
panels = root.findall("s:svg", ns)
assert [p.find("s:title", ns).text for p in panels] == ["n = 100", "n = 500", "n = 2000", "n = 10000"]
for p in panels:
    texts = [t.text for t in p.iter("{http://www.w3.org/2000/svg}text")]
    assert "accuracy gain (effect)" in texts and "expected p (two-sided)" in texts, texts
    assert len(p.findall("s:path", ns)) == 5  # four hurt shares and the alpha line
mde = ET.parse(f"{tmp}/mde.svg").getroot()
assert mde.find("s:svg/s:title", ns).text.startswith("Minimum detectable effect")

sweep = json.load(open(f"{tmp}/power.json"))
assert len(sweep["points"]) == 4 * 4 * 11 and len(sweep["detectable"]) == 16
one = json.load(open(f"{tmp}/one.json"))
match = [p for p in sweep["points"] if p["n"] == 500 and p["hurt"] == 0.02 and p["effect"] == 0.03]
assert len(match) == 1 and match[0]["p_one_sided"] == one["p_one_sided"] == one["points"][0]["p_one_sided"]
assert one["points"][0]["helped_items"] == 25 and one["points"][0]["hurt_items"] == 10

accuracy = json.load(open(f"{tmp}/accuracy.json"))
for n in sorted({g["n"] for g in accuracy["groups"]}):
    planned = json.loads(subprocess.run([explgraph, "power", "--n", str(n), "--format", "json"],
                                        check=True, capture_output=True, text=True).stdout)
    for g in accuracy["groups"]:
        if g["n"] == n:
            assert g["minimum_detectable_effect"] == planned["minimum_detectable_effect"], (g, planned)
print("power: svg, sweep and accuracy's smallest gains agree")
PY
