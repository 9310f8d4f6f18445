"""Loads every explgraph TSV in the given folders with pandas and checks that it is one tidy
table that agrees with the JSON of the same run.

A folder holds PREFIX.json and PREFIX.TABLE.tsv files (a command's JSON and its tables, or a
report section's). Each TSV must:
- parse as one rectangle (csv module, tab-separated, '"' quoting): every row as wide as the
  header; pandas.read_csv(sep="\\t") must load it with the same shape;
- have unique, non-empty column names;
- hold numbers as plain numbers: no object column whose values all read as numbers, no cell
  like "12%", "35 of 35", "0.79 (R² 0.94)" or "[0.1, 0.2]";
- agree with the JSON: a table named after a top-level list of records has one row per
  record and, in each column that is a scalar field of the records, the same values; the
  summary table holds the top-level scalars. Each top-level list of records has its table.
"""
import csv
import glob
import json
import math
import os
import re
import sys

import pandas

HUMAN = re.compile(r"^-?\d[\d.,]*\s*(%|\(|of\s)|^\[-?\d")
failures = []
tables_checked = 0


def fail(path, message):
    failures.append(f"{path}: {message}")


def same(cell, value):
    if value is None:
        return cell is None or (isinstance(cell, float) and math.isnan(cell))
    if isinstance(value, bool):
        return cell is value or cell == value or str(cell).lower() == str(value).lower()
    if isinstance(value, (int, float)):
        try:
            c = float(cell)
        except (TypeError, ValueError):
            return False
        return c == value or abs(c - value) <= 1e-12 * max(1.0, abs(value))
    if isinstance(value, list):  # a list of scalars: one space-separated cell
        text = "" if cell is None or (isinstance(cell, float) and math.isnan(cell)) else str(cell)
        return text == " ".join(str(v) for v in value)
    text = re.sub(r"[\t\r\n]", " ", value)
    if text == "":
        return cell is None or (isinstance(cell, float) and math.isnan(cell))
    return str(cell) == text


def scalar(value):
    return not isinstance(value, (dict, list)) or (
        isinstance(value, list) and all(not isinstance(v, (dict, list)) for v in value))


def check_table(path, data, name):
    global tables_checked
    tables_checked += 1
    with open(path, newline="", encoding="utf-8") as f:
        rows = list(csv.reader(f, delimiter="\t", quotechar='"'))
    if not rows:
        fail(path, "empty file: no header")
        return
    header = rows[0]
    for i, row in enumerate(rows[1:], start=2):
        if len(row) != len(header):
            fail(path, f"line {i} has {len(row)} fields, the header {len(header)}")
    if len(set(header)) != len(header) or any(not h for h in header):
        fail(path, f"column names not unique and non-empty: {header}")
    frame = pandas.read_csv(path, sep="\t", keep_default_na=False, na_values=[""])
    if frame.shape != (len(rows) - 1, len(header)):
        fail(path, f"pandas shape {frame.shape}, expected {(len(rows) - 1, len(header))}")
        return
    if any(str(c).startswith("Unnamed") for c in frame.columns):
        fail(path, f"pandas invented column names: {list(frame.columns)}")
    for column in frame.columns:
        values = frame[column].dropna()
        if frame[column].dtype == object and len(values):
            if all(re.fullmatch(r"-?\d+(\.\d+)?([eE][-+]?\d+)?", str(v)) for v in values):
                fail(path, f"column {column} holds numbers but loads as text")
            human = [v for v in values if isinstance(v, str) and HUMAN.match(v)]
            if human:
                fail(path, f"column {column} holds formatted numbers, e.g. {human[0]!r}")
    records = data.get(name) if isinstance(data, dict) else None
    if name == "summary":
        for column in frame.columns:
            if column in data and scalar(data[column]):
                if not same(frame[column].iloc[0], data[column]):
                    fail(path, f"summary {column}: {frame[column].iloc[0]!r}, JSON {data[column]!r}")
    elif isinstance(records, list) and records and isinstance(records[0], dict):
        keys = [k for k in records[0] if scalar(records[0][k])]
        if not set(keys) <= set(frame.columns):
            return  # unpivoted from the records: not one row each
        if len(frame) != len(records):
            fail(path, f"{len(frame)} rows, the JSON list {name} has {len(records)}")
            return
        for i, record in enumerate(records):
            for key in keys:
                if not same(frame[key].iloc[i], record.get(key)):
                    fail(path, f"row {i + 1} {key}: {frame[key].iloc[i]!r}, JSON {record.get(key)!r}")


def check_folder(folder):
    for json_path in sorted(glob.glob(os.path.join(folder, "*.json"))):
        prefix = json_path[:-len(".json")]
        with open(json_path, encoding="utf-8") as f:
            data = json.load(f)
        tsvs = sorted(glob.glob(glob.escape(prefix) + ".*.tsv"))
        names = [p[len(prefix) + 1:-len(".tsv")] for p in tsvs]
        names_here = [n for n in names if "." not in n]
        if not names_here:
            fail(json_path, "no table beside it")
        for path, name in zip(tsvs, names):
            if "." not in name:
                check_table(path, data, name)
        for key, value in data.items():
            if isinstance(value, list) and value and isinstance(value[0], dict):
                nested = {k for k, v in value[0].items() if isinstance(v, list)}
                if key not in names_here and not nested & set(names_here):
                    fail(json_path, f"the JSON list {key} has no table")


for folder in sys.argv[1:]:
    check_folder(folder)
for failure in failures:
    print("FAIL", failure)
print(f"{tables_checked} tables checked, {len(failures)} failures")
sys.exit(1 if failures or tables_checked == 0 else 0)
