#!/usr/bin/env python3
"""Checks a report folder's charts and its bounds: every chart of index.html is also a
standalone SVG file under charts/ (well-formed, with the SVG namespace, a viewBox, its own
<title>, a visible title and axis labels, no font or link from elsewhere), linked from the
page and shown as an image by report.md; every page table has at most MAX_ROWS rows and
every chart at most MAX_MARKS marks. usage: check_report_charts.py FOLDER [MAX_ROWS MAX_MARKS]"""
import os
import re
import sys
import xml.etree.ElementTree as ET

NS = '{http://www.w3.org/2000/svg}'
folder = sys.argv[1]
max_rows = int(sys.argv[2]) if len(sys.argv) > 2 else 101
max_marks = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
problems = []
html = open(os.path.join(folder, 'index.html'), encoding='utf-8').read()
markdown = open(os.path.join(folder, 'report.md'), encoding='utf-8').read()
page = ET.fromstring(html[len('<!DOCTYPE html>'):])

linked = [a.get('href') for a in page.iter('a') if (a.get('href') or '').startswith('charts/')]
files = sorted('charts/' + f for f in os.listdir(os.path.join(folder, 'charts')))
inline = list(page.iter(NS + 'svg'))
inline = [s for s in inline if s.get('class') == 'chart']
if sorted(linked) != files:
    problems.append('page links %s, folder holds %s' % (sorted(linked), files))
if len(files) != len(inline):
    problems.append('%d inline charts, %d chart files' % (len(inline), len(files)))
for f in files:
    if '](%s)' % f not in markdown:
        problems.append('report.md does not show %s' % f)
    text = open(os.path.join(folder, f), encoding='utf-8').read()
    try:
        svg = ET.fromstring(text.split('?>', 1)[1] if text.startswith('<?xml') else text)
    except ET.ParseError as e:
        problems.append('%s: not well-formed: %s' % (f, e))
        continue
    if svg.tag != NS + 'svg' or not svg.get('viewBox'):
        problems.append('%s: not an <svg> with the SVG namespace and a viewBox' % f)
    title = svg.find(NS + 'title')
    labels = [t.text for t in svg.iter(NS + 'text') if t.text]
    if title is None or not title.text or title.text not in labels:
        problems.append('%s: no <title> shown as its heading' % f)
    if len(labels) < 4:
        problems.append('%s: %d text labels, expected a title, axis labels and ticks' % (f, len(labels)))
    if 'font-family' not in text or re.search(r'@font-face|url\(|href=', text):
        problems.append('%s: fonts must be generic families, with no link' % f)
for s in inline:
    marks = sum(1 for e in s.iter() if e.tag in (NS + 'circle', NS + 'line', NS + 'rect'))
    if marks > max_marks:
        title = s.find(NS + 'title')
        problems.append('chart %s draws %d marks' % (title.text if title is not None else '?', marks))
for table in page.iter('table'):
    rows = len(list(table.iter('tr')))
    if rows > max_rows + 1:  # the header row
        caption = table.find('caption')
        problems.append('table %s shows %d rows' % (caption.text if caption is not None else '?', rows))
if problems:
    sys.exit('\n'.join(problems))
print('ok: %d chart files, %d page tables within %d rows' % (len(files), len(list(page.iter('table'))), max_rows))
