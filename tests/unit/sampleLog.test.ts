// @vitest-environment node
import { chainEvents } from "../../src/content/evidenceChain";
import { sampleLog } from "../../src/content/sampleLog";
import { fromBase64, hex, leafHash, rootFromInclusion, verifyNote } from "../../src/lib/tlog";
import { SESSION } from "./sampleFixture";

const lines = chainEvents(SESSION).map(({ line }) => line);
const make = () => sampleLog("log.example/sample-log", lines, SESSION.log_private_key);

describe("sampleLog", () => {
  it("signs a C2SP checkpoint of the records with the key from the seed (RFC 8032, test 1)", async () => {
    const { checkpoint, vkey, root } = await make();
    const [text, signature] = checkpoint.split("\n\n");
    expect(text).toBe(`log.example/sample-log\n${lines.length}\n${Buffer.from(root, "hex").toString("base64")}`);
    expect(signature).toMatch(/^— log\.example\/sample-log [\w+/]{91}=\n$/);
    const [name, id] = vkey.split("+");
    const key = vkey.slice(`${name}+${id}+`.length);
    expect(name).toBe("log.example/sample-log");
    expect(id).toBe(hex(fromBase64(signature!.split(" ")[2]!).slice(0, 4)));
    expect(hex(fromBase64(key))).toBe("01d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a");
    expect(await verifyNote(checkpoint, vkey)).toBe("passed");
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
