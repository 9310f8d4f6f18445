#!/usr/bin/env python3
"""Fails when a PNG screenshot is blank: decodes it with zlib (8-bit RGB/RGBA, no filters
needed beyond the standard five) and requires that more than 2% of pixels are not near-white."""
import struct
import sys
import zlib

data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
pos, idat, width, height, ctype = 8, b'', 0, 0, 0
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    chunk = data[pos + 8:pos + 8 + length]
    if kind == b'IHDR':
        width, height, depth, ctype = struct.unpack('>IIBB', chunk[:10])
        assert depth == 8 and ctype in (2, 6), 'unsupported PNG'
    elif kind == b'IDAT':
        idat += chunk
    pos += 12 + length
bpp = 3 if ctype == 2 else 4
raw, stride = zlib.decompress(idat), width * bpp
prev, inked = bytearray(stride), 0
for y in range(height):
    f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
    for i in range(stride):
        a = line[i - bpp] if i >= bpp else 0
        b, c = prev[i], prev[i - bpp] if i >= bpp else 0
        if f == 1: line[i] = (line[i] + a) & 255
        elif f == 2: line[i] = (line[i] + b) & 255
        elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
        elif f == 4:
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    inked += sum(1 for x in range(0, stride, bpp) if min(line[x], line[x + 1], line[x + 2]) < 200)
    prev = line
share = inked / float(width * height)
if share < 0.02:
    sys.exit('blank page: only %.2f%% of pixels carry ink' % (100 * share))
print('ok: %dx%d, %.1f%% inked' % (width, height, 100 * share))
