// @vitest-environment node
import { fromBase64, hex } from "../../src/evidence/bytes";
import { keyId, signatureLine, verifyNote } from "../../src/evidence/signedNote";
import notes from "./fixtures/note-vectors.json";

// C2SP signed-note.md, "Example" (C2SP/C2SP at 5ba5ee8).
const EXAMPLE_VKEY = "example.com/foo+530d903a+AekyeRrm56hApGFkyQR4ZCbV54Id2LKaANYcrnKv3U2k";
const EXAMPLE_NOTE =
  "This is an example message.\n\n— example.com/foo Uw2QOkn8srV1yJGh2VYRlL1Tnagv1YEq6TfXppzi2ONncAlTgK7Ztg1ERYNZXsYjOBH3mFXmRKuwHjG1Yu72IneyaQM=\n";

describe("C2SP signed notes, against signed-note.md's example", () => {
  afterEach(() => vi.restoreAllMocks());

  it("derives the example's key ID from its name and key", async () => {
    const [name, id, key] = EXAMPLE_VKEY.split("+") as [string, string, string];
    expect(hex(await keyId(name, fromBase64(key).slice(1)))).toBe(id);
  });

  it("verifies the example note, and fails it once one byte of its text changes", async () => {
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY)).result).toBe("passed");
    const changed = EXAMPLE_NOTE.replace("example message", "examplf message");
    expect((await verifyNote(changed, EXAMPLE_VKEY)).result).toBe("failed");
  });

  it("finds no signature by a key of another name or ID, and ignores lines it does not know", async () => {
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY.replace("foo+", "bar+"))).result).toBe("missing");
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY.replace("+530d", "+630d"))).result).toBe("missing");
    const renamed = EXAMPLE_NOTE.replace("— example.com/foo", "— example.com/bar");
    expect((await verifyNote(renamed, EXAMPLE_VKEY)).result).toBe("missing");
    const more = `${EXAMPLE_NOTE}— other.example/witness AAAA\n— example.com/foo+x AAAA\n`;
    expect((await verifyNote(more, EXAMPLE_VKEY)).result).toBe("passed");
  });

  it("says unchecked, never passed, where the browser has no Ed25519 (Safari 16), as Safari's importKey refuses it", async () => {
    vi.spyOn(crypto.subtle, "importKey").mockRejectedValue(
      new DOMException("Algorithm: Unrecognized name", "NotSupportedError"),
    );
    expect((await verifyNote(EXAMPLE_NOTE, EXAMPLE_VKEY)).result).toBe("unchecked");
  });
});

describe("a real signed note: sum.golang.org's checkpoint of 2024-09-23, with the key that ships in Go", () => {
  it("verifies, and fails once its size or root changes", async () => {
    const { note, vkey } = notes.goSumDB;
    expect((await verifyNote(note, vkey)).result).toBe("passed");
    expect((await verifyNote(note.replace("30055305", "30055306"), vkey)).result).toBe("failed");
    expect((await verifyNote(note.replace("mXfg", "mXfh"), vkey)).result).toBe("failed");
  });
});

describe("C2SP cosignature/v1, against sigsum-go's vector", () => {
  const { seed, body, lines, time } = notes.cosignature;
  const vkey = "example.org/witness+cacf2e50+BGbguFjkYqYJ5m/nE3DIFtiEb/ED1UmaIqf+w3/bxCSn";
  const note = (signatures: string[]) => `${body}\n${signatures.join("\n")}\n`;

  it("derives the witness's key ID with type 0x04", async () => {
    expect(
      hex(
        await keyId("example.org/witness", fromBase64(vkey.slice("example.org/witness+cacf2e50+".length)).slice(1), 4),
      ),
    ).toBe("cacf2e50");
  });

  it("verifies its line and reads its time, skipping the line with another key ID, another name or another length", async () => {
    expect(await verifyNote(note(lines), vkey)).toEqual({ result: "passed", time });
    expect((await verifyNote(note([lines[0]!, lines[2]!]), vkey)).result).toBe("missing");
    expect((await verifyNote(note([lines[3]!]), vkey)).result).toBe("failed");
  });

  it("fails it once the time or the checkpoint changes", async () => {
    const [name, raw] = [lines[1]!.split(" ").slice(0, 2).join(" "), fromBase64(lines[1]!.split(" ")[2]!)];
    raw[11] = raw[11]! + 1; // 1235 in place of 1234
    expect(await verifyNote(note([`${name} ${Buffer.from(raw).toString("base64")}`]), vkey)).toEqual({
      result: "failed",
      time: time + 1,
    });
    expect((await verifyNote(note([lines[1]!]).replace("\n10\n", "\n11\n"), vkey)).result).toBe("failed");
  });

  it("signs the same line from the seed, as the sample witness does", async () => {
    expect(await signatureLine(body, vkey, seed, time)).toBe(`${lines[1]}\n`);
  });
});
