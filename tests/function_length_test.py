#!/usr/bin/env python3
"""No function of src/ or python/src longer than 60 lines (issue 66: small functions).

A function is a '{' whose statement before it ends in ')' (with const, noexcept, override,
final or a trailing return type after it) and is no control statement, lambda or
initialiser; its length runs from its signature's first line to its closing '}'. Comments,
string and character literals (raw ones too) are blanked first, so braces in them do not
count. Member functions defined in a class count like any other.
Usage: function_length_test.py PROJECT_ROOT [LIMIT]
"""
import glob
import os
import re
import sys

root = sys.argv[1]
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 60
RAW = re.compile(r'R"([^(\s]{0,16})\(')
SIGNATURE_END = re.compile(r'\)\s*((const|noexcept|override|final)\s*|->\s*[\w:<>,\s*&]+)*$')
CONTROL = re.compile(r'\b(if|for|while|switch|catch)\s*\(|^(else|do|try)\b')


def blanked(text):
    """The text with comments and literals replaced by spaces (line breaks kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
        elif text.startswith('/*', i):
            j = text.find('*/', i) + 2
        elif RAW.match(text, i) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == '_')):
            end = ')' + RAW.match(text, i).group(1) + '"'
            j = text.find(end, i) + len(end)
        elif text[i] == '"' or (text[i] == "'" and not (i > 0 and text[i - 1].isalnum())):
            j = i + 1
            while j < n and text[j] != text[i]:
                j += 2 if text[j] == '\\' else 1
            j += 1
        else:
            out.append(text[i])
            i += 1
            continue
        out.append(re.sub(r'[^\n]', ' ', text[i:j]))
        i = j
    return ''.join(out)


def long_functions(path):
    text = blanked(open(path, encoding='utf-8').read())
    opened = []  # (position of '{', the statement before it, whether it opens a function)
    for match in re.finditer(r'[{}]', text):
        at = match.start()
        if match.group() == '{':
            start = max(text.rfind(';', 0, at), text.rfind('}', 0, at), text.rfind('{', 0, at))
            head = text[start + 1:at].strip()
            function = (bool(SIGNATURE_END.search(head)) and not CONTROL.search(head)
                        and not re.search(r'\]\s*(\(|mutable|->|$)', head)
                        and not re.search(r'=\s*$', head))
            opened.append((at, head, function))
        elif opened:
            begin, head, function = opened.pop()
            if function:
                first = text.count('\n', 0, begin - len(head)) + 1
                last = text.count('\n', 0, at) + 1
                if last - first + 1 > limit:
                    yield last - first + 1, first, ' '.join(head.split())[:80]


found = []
for folder in ('src', 'python/src'):
    for path in sorted(glob.glob(os.path.join(root, folder, '**', '*.[ch]pp'), recursive=True)):
        for length, line, head in long_functions(path):
            found.append(f'{os.path.relpath(path, root)}:{line}: {length} lines: {head}')
print('\n'.join(found))
print(f'function length: {len(found)} function(s) over {limit} lines in src/ and python/src')
sys.exit(1 if found else 0)
