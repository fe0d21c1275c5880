#!/usr/bin/env python3
"""Checks that the log only grew: the tree of an older checkpoint is the start of the current one's.

Usage: python3 verify-consistency.py OLD PROOF CHECKPOINT
  OLD         the older checkpoint you kept (check its signatures with openssl: VERIFY.txt)
  PROOF       the consistency proof, as a log sends it to a witness (c2sp.org/tlog-witness):
              "old N", one base64 hash per line, a blank line, then the current checkpoint
  CHECKPOINT  the log's current checkpoint

Standard library only. The steps are RFC 9162, section 2.1.4.2.
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


old_file, proof_file, checkpoint_file = sys.argv[1:4]
old, proof, checkpoint = read(old_file), read(proof_file), read(checkpoint_file)
head, _, proof_checkpoint = proof.partition("\n\n")
lines = head.split("\n")
if not lines[0].startswith("old ") or len(lines) < 2:
    fail(f"{proof_file} is not a consistency proof (old N, then the hashes)")
if signed(proof_checkpoint) != signed(checkpoint):
    fail(f"the checkpoint inside {proof_file} differs from {checkpoint_file}")
(origin1, first, r1), (origin2, second, r2) = [note.split("\n")[:3] for note in (old, checkpoint)]
first, second, r1, r2 = int(first), int(second), base64.b64decode(r1), base64.b64decode(r2)
if origin1 != origin2 or int(lines[0][4:]) != first:
    fail(f"{proof_file} is not from {old_file}'s log and size")
if not 0 < first < second:
    fail("the old tree must be smaller than the current one")
print(f"log {origin2}: was {first} records ({old_file}), now {second} ({checkpoint_file})")


def node(left, right):
    return hashlib.sha256(b"\x01" + left + right).digest()


path = [base64.b64decode(line) for line in lines[1:]]
if first & (first - 1) == 0:
    path = [r1] + path
fn, sn = first - 1, second - 1
while fn % 2 == 1:
    fn, sn = fn >> 1, sn >> 1
fr = sr = path[0]
for c in path[1:]:
    if sn == 0:
        fail("the proof is longer than the trees are deep")
    if fn % 2 == 1 or fn == sn:
        fr, sr = node(c, fr), node(c, sr)
        while fn % 2 == 0 and fn != 0:
            fn, sn = fn >> 1, sn >> 1
    else:
        sr = node(sr, c)
    fn, sn = fn >> 1, sn >> 1
    print(f"fr = {fr.hex()[:16]}...  sr = {sr.hex()[:16]}...")
if sn != 0:
    fail("the proof is shorter than the trees are deep")
print(f"old root {r1.hex()}\n  fr     {fr.hex()}\nnew root {r2.hex()}\n  sr     {sr.hex()}")
if fr != r1:
    fail(f"the proof does not lead to {old_file}'s root: the first {first} records or the proof were changed")
if sr != r2:
    fail(f"the proof does not lead to {checkpoint_file}'s root")
print(f"OK: the {first} records of {old_file} are unchanged at the start of {checkpoint_file}; {second - first} were appended")
