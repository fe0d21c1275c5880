#!/usr/bin/env python3
"""Checks that one record of the sample log is in the tree its signed checkpoint names.

Usage: python3 verify-proof.py RECORD PROOF CHECKPOINT
  RECORD      the record's line of events.jsonl (a final newline is not hashed)
  PROOF       its inclusion proof, <event_id>.tlog-proof (c2sp.org/tlog-proof@v1)
  CHECKPOINT  the log's signed checkpoint (check its signature with openssl: VERIFY.txt)

Standard library only. The steps are RFC 9162, section 2.1.3.2.
"""
import base64
import hashlib
import sys


def fail(why):
    sys.exit(f"FAILED: {why}")


def read(name):
    # A copy saved on Windows may end its lines in CRLF, or lose the final newline: the log signed LF.
    text = open(name, encoding="utf-8").read().replace("\r\n", "\n")
    return text if text.endswith("\n") else text + "\n"


def signed(note):
    """The note's text and the log's own signature line; other signature lines (a witness's) are set aside."""
    text, _, signatures = note.partition("\n\n")
    origin = text.split("\n")[0]
    return text, [line for line in signatures.split("\n") if line.startswith(f"— {origin} ")][:1]


record_file, proof_file, checkpoint_file = sys.argv[1:4]
record = open(record_file, "rb").read().removesuffix(b"\n").removesuffix(b"\r")
proof, checkpoint = read(proof_file), read(checkpoint_file)

# The proof: its format line, "index N", one base64 hash per line, a blank line, the checkpoint.
head, _, proof_checkpoint = proof.partition("\n\n")
lines = head.split("\n")
if lines[0] != "c2sp.org/tlog-proof@v1" or not lines[1].startswith("index "):
    fail(f"{proof_file} is not a c2sp.org/tlog-proof@v1 proof")
if signed(proof_checkpoint) != signed(checkpoint):
    fail(f"the checkpoint inside {proof_file} differs from {checkpoint_file}")
index, path = int(lines[1][6:]), [base64.b64decode(line) for line in lines[2:]]
origin, size, root = checkpoint.split("\n")[:3]
size, root = int(size), base64.b64decode(root)
print(f"log {origin}, {size} records; this one is at index {index}")


def sha256(*parts):
    return hashlib.sha256(b"".join(parts)).digest()


h = sha256(b"\x00", record)
print(f"SHA-256(0x00 | record) =\n    {h.hex()}")
fn, sn = index, size - 1
if fn > sn:
    fail("the index is outside the tree")
for p in path:
    if sn == 0:
        fail("the proof is longer than the tree is deep")
    if fn % 2 == 1 or fn == sn:
        left, right = p, h
        while fn % 2 == 0 and fn != 0:
            fn, sn = fn >> 1, sn >> 1
    else:
        left, right = h, p
    h = sha256(b"\x01", left, right)
    print(f"SHA-256(0x01 | {left.hex()[:8]}... | {right.hex()[:8]}...) =\n    {h.hex()}")
    fn, sn = fn >> 1, sn >> 1
if sn != 0:
    fail("the proof is shorter than the tree is deep")
print(f"root in {checkpoint_file} =\n    {root.hex()}")
if h != root:
    fail(f"{record_file} is not the record at index {index}, or the proof is another record's")
print(f"OK: {record_file} is record {index + 1} of the {size} the checkpoint names")
