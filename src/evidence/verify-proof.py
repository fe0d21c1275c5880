#!/usr/bin/env python3
"""Checks a proof of the sample log against its signed checkpoint, step by step. Two kinds:

  python3 verify-proof.py RECORD PROOF CHECKPOINT [POLICY]
    RECORD is in the tree CHECKPOINT names: RECORD is its line of events.jsonl (a final
    newline is not hashed), PROOF its inclusion proof, <event_id>.tlog-proof
    (c2sp.org/tlog-proof@v1). RFC 9162, section 2.1.3.2.

  python3 verify-proof.py OLD PROOF CHECKPOINT [POLICY]
    The log only grew: the tree of OLD, an older checkpoint you kept, is the start of
    CHECKPOINT's. PROOF is the consistency proof as a log sends it to a witness
    (c2sp.org/tlog-witness): "old N", one base64 hash per line, a blank line, then the
    current checkpoint. RFC 9162, section 2.1.4.2.

CHECKPOINT is the log's current checkpoint. POLICY (c2sp.org/tlog-policy, log/policy) names the
log's key and the witnesses whose cosignatures a checkpoint needs: given it, the script first checks
that CHECKPOINT carries a line by that key and by enough of those witnesses, each found by its name
and key ID. It does not check the signatures themselves: openssl does (VERIFY.txt).
Standard library only.
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


def note_text(note):
    """What a signed note signs: its lines up to the blank one. A copy of the checkpoint is the same checkpoint
    whatever signature lines it carries (c2sp.org/signed-note)."""
    text, blank, _ = note.partition("\n\n")
    return text if blank else None


def has_line(note, vkey):
    """Whether the note carries a signature line by this C2SP verifier key: its name, and its key ID first."""
    name, key_id = vkey.split("+")[:2]
    for line in note.partition("\n\n")[2].split("\n"):
        if line.startswith(f"— {name} "):
            try:
                if base64.b64decode(line[len(name) + 3:], validate=True)[:4].hex() == key_id:
                    return True
            except ValueError:
                pass
    return False


def check_policy(policy_file, note):
    logs, witnesses, groups, quorum = [], {}, {}, None
    for raw in read(policy_file).split("\n"):
        words = raw.split("#")[0].split()
        if not words:
            continue
        kind, args = words[0], words[1:]
        if kind == "log" and args:
            logs.append(args[0])
        elif kind == "witness" and len(args) >= 2:
            witnesses[args[0]] = args[1]
        elif kind == "group" and len(args) >= 3:
            groups[args[0]] = (args[1], args[2:])
        elif kind == "quorum" and len(args) == 1 and quorum is None:
            quorum = args[0]
        else:
            fail(f"{policy_file}: cannot read {raw!r}")

    def met(name):
        if name == "none":
            return True
        if name in groups:
            threshold, members = groups[name]
            needs = len(members) if threshold == "all" else 1 if threshold == "any" else int(threshold)
            return sum(met(member) for member in members) >= needs
        return name in witnesses and has_line(note, witnesses[name])

    origin = note.split("\n")[0]
    log = next((vkey for vkey in logs if vkey.split("+")[0] == origin), None)
    if log is None or not has_line(note, log):
        fail(f"{checkpoint_file} carries no line by the log key {policy_file} names")
    if quorum is None or not met(quorum):
        fail(f"{checkpoint_file} lacks the cosignatures {policy_file}'s quorum ({quorum}) needs")
    print(f"{policy_file}: {checkpoint_file} carries the log's line and its quorum's ({quorum}); openssl checks them")


def sha256(*parts):
    return hashlib.sha256(b"".join(parts)).digest()


def node(left, right):
    return sha256(b"\x01", left, right)


first_file, proof_file, checkpoint_file = sys.argv[1:4]
proof, checkpoint = read(proof_file), read(checkpoint_file)
head, _, proof_checkpoint = proof.partition("\n\n")
lines = head.split("\n")
if len(sys.argv) > 4:
    check_policy(sys.argv[4], checkpoint)
if note_text(proof_checkpoint) != note_text(checkpoint):
    fail(f"the checkpoint inside {proof_file} differs from {checkpoint_file}")
origin, size, root = checkpoint.split("\n")[:3]
size, root = int(size), base64.b64decode(root)


def inclusion():
    # The proof: its format line, "index N", one base64 hash per line, a blank line, the checkpoint.
    if lines[0] != "c2sp.org/tlog-proof@v1" or not lines[1].startswith("index "):
        fail(f"{proof_file} is not a c2sp.org/tlog-proof@v1 proof")
    record = open(first_file, "rb").read().removesuffix(b"\n").removesuffix(b"\r")
    index, path = int(lines[1][6:]), [base64.b64decode(line) for line in lines[2:]]
    print(f"log {origin}, {size} records; this one is at index {index}")
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
        h = node(left, right)
        print(f"SHA-256(0x01 | {left.hex()[:8]}... | {right.hex()[:8]}...) =\n    {h.hex()}")
        fn, sn = fn >> 1, sn >> 1
    if sn != 0:
        fail("the proof is shorter than the tree is deep")
    print(f"root in {checkpoint_file} =\n    {root.hex()}")
    if h != root:
        fail(f"{first_file} is not the record at index {index}, or the proof is another record's")
    print(f"OK: {first_file} is record {index + 1} of the {size} the checkpoint names")


def consistency():
    old_origin, first, r1 = read(first_file).split("\n")[:3]
    first, r1 = int(first), base64.b64decode(r1)
    if old_origin != origin or lines[0] != f"old {first}":
        fail(f"{proof_file} is not from {first_file}'s log and size")
    if not 0 < first < size:
        fail("the old tree must be smaller than the current one")
    print(f"log {origin}: was {first} records ({first_file}), now {size} ({checkpoint_file})")
    path = [base64.b64decode(line) for line in lines[1:]]
    if first & (first - 1) == 0:
        path = [r1] + path
    fn, sn = first - 1, size - 1
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
    print(f"old root {r1.hex()}\n  fr     {fr.hex()}\nnew root {root.hex()}\n  sr     {sr.hex()}")
    if fr != r1:
        fail(f"the proof does not lead to {first_file}'s root: the first {first} records or the proof were changed")
    if sr != root:
        fail(f"the proof does not lead to {checkpoint_file}'s root")
    print(f"OK: the {first} records of {first_file} are unchanged at the start of {checkpoint_file}; {size - first} were appended")


consistency() if lines[0].startswith("old ") else inclusion()
