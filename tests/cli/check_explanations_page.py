#!/usr/bin/env python3
"""Checks a report folder's Explanations page against an independent selection.

usage: check_explanations_page.py FOLDER MAX_HTML_BYTES EXPLGRAPH CORPUS_OPTION...

Every kept question is drawn with `explgraph show --format json` (whose hops the show test
checks against a BFS), and the page's five groups are chosen again here from those figures
by the rules of README "Explanations": deepest (depth, then facts), widest (facts), around
the most reused facts (reuse.rows.tsv's ranking, the first question citing each), isolated
facts (most first) and Q and A not joined (file order); candidates have text and 1 to 40
facts, ties go to file order. Also: explanations.js holds every question with the facts
and hops show gives; every picture is a well-formed SVG file shown on the page; element ids
are unique; every link of index.html into the page lands on a picture or a findable id; the
page stays under MAX_HTML_BYTES."""
import csv
import html.parser
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

folder, max_bytes, explgraph = sys.argv[1], int(sys.argv[2]), sys.argv[3]
corpus_options = sys.argv[4:]
problems = []
LIMITS = {'deepest': 3, 'widest': 3, 'reused': 3, 'isolated': 8, 'gap': 8}
MAX_FACTS = 40


def unsafe(name):  # file_safe's inverse: "~23" -> "#"
    return re.sub('~([0-9A-F]{2})', lambda m: chr(int(m.group(1), 16)), name)


script = open(os.path.join(folder, 'explanations.js'), encoding='utf-8').read()
assert script.startswith('explgraphCorpus(') and script.endswith(');\n'), script[:40]
data = json.loads(script[len('explgraphCorpus('):-3])
names = [q[0] for q in data['questions']]

# Every question as show draws it (by its name: the second of a repeated id is ID#2).
shown = json.loads(subprocess.run([explgraph, 'show', *names, *corpus_options, '--format', 'json',
                                   '--quiet'], check=True, capture_output=True, text=True).stdout)
pictures = {q['question']: q for q in shown['questions']}
for q in data['questions']:
    p = pictures.get(q[0])
    if p is None:
        continue
    facts = [n for n in p['nodes'] if n['kind'] == 'fact']
    hops = {n['id']: n['hop'] for n in facts}
    mine = {f[0]: f[1] for f in q[4] if f[0] in data['facts']}
    want = {uid: (hop if hop is not None else -1) if p['has_text'] else None
            for uid, hop in hops.items()}
    if mine != want:
        problems.append('%s: explanations.js facts %s, show %s' % (q[0], mine, want))
    if bool(q[3]) == p['has_text']:
        problems.append('%s: explanations.js says missing text %r, show has_text %s'
                        % (q[0], q[3], p['has_text']))

order = {n: i for i, n in enumerate(names)}
candidates = []
for n in names:
    p = pictures[n]
    k = sum(1 for x in p['nodes'] if x['kind'] == 'fact')
    if p['has_text'] and 1 <= k <= MAX_FACTS:
        candidates.append((n, k, p))
expected = {}
expected['deepest'] = [n for n, k, p in sorted(candidates, key=lambda c: (-c[2]['depth'], -c[1],
                                                                       order[c[0]]))][:3]
expected['widest'] = [n for n, k, p in sorted(candidates, key=lambda c: (-c[1], order[c[0]]))][:3]
reused = []
with open(os.path.join(folder, 'reuse.rows.tsv'), encoding='utf-8') as f:
    for row in csv.DictReader(f, delimiter='\t', quoting=csv.QUOTE_NONE):
        if len(reused) == LIMITS['reused']:
            break
        if not row['table']:
            continue
        for n, k, p in candidates:
            if n not in reused and any(x['id'].lower() == row['uid'].lower()
                                       for x in p['nodes'] if x['kind'] == 'fact'):
                reused.append(n)
                break
expected['reused'] = reused
expected['isolated'] = [n for n, k, p in sorted(
    (c for c in candidates if c[2]['isolated_facts'] > 0),
    key=lambda c: (-c[2]['isolated_facts'], order[c[0]]))][:8]
expected['gap'] = [n for n, k, p in candidates if not p['qa_joined']][:8]


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.groups, self.figures, self.svgs = [], [], [], 0

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if 'id' in a:
            self.ids.append(a['id'])
        if tag == 'section' and a.get('id', '').startswith('group-'):
            self.groups.append([])
        elif tag == 'figure' and a.get('id', '').startswith('picture-'):
            self.groups[-1].append(unsafe(a['id'][len('picture-'):]))
            self.figures.append(a['id'])
        elif tag == 'a' and a.get('href', '').startswith('#picture-') and self.groups:
            self.groups[-1].append(unsafe(a['href'][len('#picture-'):]))
        elif tag == 'svg' and a.get('class') == 'picture':
            self.svgs += 1


text = open(os.path.join(folder, 'explanations.html'), encoding='utf-8').read()
page = Page()
page.feed(text)
got = dict(zip(['deepest', 'widest', 'reused', 'isolated', 'gap'], page.groups))
for group, want in expected.items():
    if got.get(group) != want:
        problems.append('group %s: page %s, expected %s' % (group, got.get(group), want))
duplicates = sorted({i for i in page.ids if page.ids.count(i) > 1})
if duplicates:
    problems.append('element ids used twice: %s' % duplicates[:5])
if page.svgs != len(page.figures):
    problems.append('%d figures, %d inline pictures' % (len(page.figures), page.svgs))
files = sorted(os.listdir(os.path.join(folder, 'pictures')))
if len(files) != len(page.figures) or len(files) > sum(LIMITS.values()):
    problems.append('%d picture files for %d figures' % (len(files), len(page.figures)))
for f in files:
    svg = ET.parse(os.path.join(folder, 'pictures', f)).getroot()
    if svg.tag != '{http://www.w3.org/2000/svg}svg':
        problems.append('pictures/%s is not an SVG' % f)
    if 'picture-' + f[:-4] not in page.figures:
        problems.append('pictures/%s is not on the page' % f)
    if ('](pictures/%s)' % f) not in open(os.path.join(folder, 'report.md'), encoding='utf-8').read():
        problems.append('report.md does not show pictures/%s' % f)
if len(text.encode()) > max_bytes:
    problems.append('explanations.html is %d bytes (bound %d)' % (len(text.encode()), max_bytes))

# Links from the report's tables land on a picture or on an id the find box knows.
index = open(os.path.join(folder, 'index.html'), encoding='utf-8').read()
links = re.findall(r'href="explanations\.html#([^"]*)"', index)
for link in set(links):
    if link.startswith('picture-'):
        if link not in page.figures:
            problems.append('index.html links to a missing picture %s' % link)
    elif link.startswith('find='):
        from urllib.parse import unquote
        if unquote(link[5:]) not in names:
            problems.append('index.html links to an unknown id %s' % link)
    else:
        problems.append('index.html links to %s' % link)
for q in data['questions']:
    if q[5] and q[5] not in page.figures:
        problems.append('%s: explanations.js names the missing picture %s' % (q[0], q[5]))

for p in problems:
    print(p)
print('%d question(s), %d picture(s), %d link(s) from index.html; %d problem(s)'
      % (len(names), len(files), len(links), len(problems)))
sys.exit(1 if problems else 0)
