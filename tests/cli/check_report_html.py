#!/usr/bin/env python3
"""Checks an explgraph index.html: well-formed (parsed as XML), every expected section with
its charts, and no reference to a network address. usage: check_report_html.py FILE SECTION..."""
import re
import sys
import xml.etree.ElementTree as ET

path, expected = sys.argv[1], sys.argv[2:]
text = open(path, encoding='utf-8').read()
problems = []
if not text.startswith('<!DOCTYPE html>'):
    problems.append('missing <!DOCTYPE html>')
try:
    root = ET.fromstring(text[len('<!DOCTYPE html>'):])
except ET.ParseError as e:
    sys.exit('not well-formed: %s' % e)
SVG = '{http://www.w3.org/2000/svg}svg'  # inline charts carry their namespace (standalone files too)
sections = {s.get('id'): s for s in root.iter('section')}
for name in expected:
    if name not in sections:
        problems.append('missing section %s' % name)
    elif sections[name].find('.//' + SVG) is None and name != 'stats-no-chart':
        problems.append('section %s has no chart' % name)
for s in root.iter(SVG):
    if not list(s):
        problems.append('an empty <svg>')
# Links that would load something: src/href to another host, CSS url(), scripts, imports.
# (Text that merely mentions an address, like WorldTree's withheld-question placeholder, is fine.)
for pattern in (r'(src|href)\s*=\s*"(https?:)?//', r'url\(', r'<script', r'@import', r'<link\b', r'<iframe'):
    if re.search(pattern, text, re.I):
        problems.append('network or script reference: %s' % pattern)
if problems:
    sys.exit('\n'.join(problems))
print('ok: %d sections, %d charts' % (len(sections), len(list(root.iter(SVG)))))
