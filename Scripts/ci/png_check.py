#!/usr/bin/env python3
"""Usage: png_check.py FILE MIN_COLOURS

Exits 0 when the PNG shows a picture: at least MIN_COLOURS distinct colours and more than 2% of
pixels away from the most common one (a blank or single-colour page fails). Standard library
only: decodes 8-bit RGB/RGBA PNGs (what chromium writes)."""
import struct
import sys
import zlib


def pixels(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    offset, chunks, header = 8, [], None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            chunks.append(body)
        offset += 12 + length
    width, height, depth, colour_type = header[:4]
    if depth != 8 or colour_type not in (2, 6):
        sys.exit(f"{path}: only 8-bit RGB/RGBA PNGs are checked (depth {depth}, colour type {colour_type})")
    channels = 3 if colour_type == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    position = 0
    for _ in range(height):
        kind = raw[position]
        line = bytearray(raw[position + 1:position + 1 + stride])
        position += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                distances = (abs(estimate - left), abs(estimate - up), abs(estimate - corner))
                line[i] = (line[i] + (left, up, corner)[distances.index(min(distances))]) & 0xFF
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def main():
    path, minimum = sys.argv[1], int(sys.argv[2])
    width, height, channels, rows = pixels(path)
    counts = {}
    for row in rows[::4]:
        for x in range(0, width * channels, channels * 4):
            colour = row[x:x + 3]
            counts[colour] = counts.get(colour, 0) + 1
    total = sum(counts.values())
    dominant = max(counts.values())
    print(f"{path}: {width}x{height}, {len(counts)} colours, {100 * (total - dominant) / total:.1f}% away from the background")
    if len(counts) < minimum or (total - dominant) < total * 0.02:
        sys.exit(f"{path}: the picture looks blank")


main()
