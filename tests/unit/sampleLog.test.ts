// @vitest-environment node
import { chainEvents } from "../../src/evidence/evidenceChain";
import { sampleLog } from "../../src/evidence/sampleLog";
import { fromBase64, hex } from "../../src/evidence/bytes";
import { checkConsistency, leafHash, merkleTree, rootFromInclusion } from "../../src/evidence/merkle";
import { verifyNote } from "../../src/evidence/signedNote";
import { SESSION } from "./sampleFixture";

const lines = chainEvents(SESSION).map(({ line }) => line);
const cosigned = SESSION.cosigned.map(({ size, at }) => ({ size, time: Date.parse(at) / 1000 }));
const witness = { name: "log.example/sample-witness", seed: SESSION.witness_private_key, cosigned: SESSION.cosigned };
const make = (records = lines) => sampleLog("log.example/sample-log", records, SESSION.log_private_key, witness);

describe("sampleLog", () => {
  it("signs a C2SP checkpoint of the records with the key from the seed (RFC 8032, test 1)", async () => {
    const { checkpoint, vkey, root } = await make();
    const [text, signatures] = checkpoint.split("\n\n");
    expect(text).toBe(`log.example/sample-log\n${lines.length}\n${Buffer.from(root, "hex").toString("base64")}`);
    const [signature, cosignature] = signatures!.split("\n");
    expect(signature).toMatch(/^— log\.example\/sample-log [\w+/]{91}=$/);
    expect(cosignature).toMatch(/^— log\.example\/sample-witness [\w+/]{102}==$/);
    const [name, id] = vkey.split("+");
    const key = vkey.slice(`${name}+${id}+`.length);
    expect(name).toBe("log.example/sample-log");
    expect(id).toBe(hex(fromBase64(signature!.split(" ")[2]!).slice(0, 4)));
    expect(hex(fromBase64(key))).toBe("01d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
    expect((await verifyNote(checkpoint, vkey)).result).toBe("passed");
  });

  it("has the witness cosign each checkpoint at its time, the older first, and publishes its key and the policy", async () => {
    const { checkpoint, oldCheckpoint, witnessVkey, vkey, policy } = await make();
    // sigsum-go's test key (seed 0x11, 31 zeros): the same public key under this name.
    expect(witnessVkey).toMatch(
      /^log\.example\/sample-witness\+[0-9a-f]{8}\+BGbguFjkYqYJ5m\/nE3DIFtiEb\/ED1UmaIqf\+w3\/bxCSn$/,
    );
    expect(await verifyNote(oldCheckpoint, witnessVkey)).toEqual({ result: "passed", time: cosigned[0]!.time });
    expect(await verifyNote(checkpoint, witnessVkey)).toEqual({ result: "passed", time: cosigned[1]!.time });
    expect(oldCheckpoint.split("\n").slice(0, 2)).toEqual(["log.example/sample-log", "3"]);
    expect(policy).toBe(`log ${vkey}\nwitness sample-witness ${witnessVkey}\nquorum sample-witness\n`);
  });

  it("proves the older checkpoint's tree is the start of the current one, in tlog-witness's add-checkpoint body", async () => {
    const { checkpoint, oldCheckpoint, consistency } = await make();
    const [head, rest] = [
      consistency.slice(0, consistency.indexOf("\n\n")),
      consistency.slice(consistency.indexOf("\n\n") + 2),
    ];
    const [old, ...hashes] = head.split("\n");
    expect([old, rest]).toEqual(["old 3", checkpoint]);
    const root = (note: string) => fromBase64(note.split("\n")[2]!);
    const check = await checkConsistency(3, 4, root(oldCheckpoint), root(checkpoint), hashes.map(fromBase64));
    expect(check.ok).toBe(true);
  });

  it("keeps the older checkpoint's bytes when records are appended", async () => {
    const before = await make();
    const longer = [...lines, lines[0]!];
    const grown = { ...witness, cosigned: [...SESSION.cosigned, { size: 5, at: "2030-01-02T05:00:00Z" }] };
    const after = await sampleLog("log.example/sample-log", longer, SESSION.log_private_key, grown);
    expect(after.oldCheckpoint).toBe(before.oldCheckpoint);
    expect(hex((await merkleTree(await Promise.all(lines.slice(0, 3).map((line) => leafHash(line))))).root)).toBe(
      hex(fromBase64(after.oldCheckpoint.split("\n")[2]!)),
    );
  });

  it("refuses a witness whose last checkpoint does not hold every record", async () => {
    await expect(make(lines.slice(0, 3))).rejects.toThrow(/every record/);
  });

  it("gives each record a tlog-proof that leads from its line to the checkpoint's root", async () => {
    const { checkpoint, root, proofs } = await make();
    for (const [index, proof] of proofs.entries()) {
      const [head, rest] = [proof.slice(0, proof.indexOf("\n\n")), proof.slice(proof.indexOf("\n\n") + 2)];
      const [format, at, ...hashes] = head.split("\n");
      expect([format, at, rest]).toEqual(["c2sp.org/tlog-proof@v1", `index ${index}`, checkpoint]);
      const found = await rootFromInclusion(index, lines.length, await leafHash(lines[index]!), hashes.map(fromBase64));
      expect(found?.root).toBe(root);
    }
  });

  it("makes the same bytes every time", async () => {
    expect(await make()).toEqual(await make());
  });
});
