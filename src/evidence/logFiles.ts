import { toBase64 } from "./bytes";
import { consistencyProof, leafHash, merkleTree } from "./merkle";

type Sign = (text: string, size: number) => Promise<string>;
/** A log's C2SP files: the checkpoints of its first `old` lines and of all, each signed by `sign`, the consistency
 * proof between them in tlog-witness's add-checkpoint body, and each line's tlog-proof against the current one. */
export async function logFiles(origin: string, lines: string[], old: number, sign: Sign) {
  const leaves = await Promise.all(lines.map((line) => leafHash(line)));
  const note = async (size: number) => {
    const text = `${origin}\n${size}\n${toBase64((await merkleTree(leaves.slice(0, size))).root)}\n`;
    return `${text}\n${await sign(text, size)}`;
  };
  const [oldCheckpoint, checkpoint] = [await note(old), await note(lines.length)];
  const { root, proofs } = await merkleTree(leaves);
  const file = (head: string, path: Uint8Array[]) => [head, ...path.map(toBase64), "", checkpoint].join("\n");
  const consistency = file(`old ${old}`, await consistencyProof(old, leaves));
  const tlogProofs = proofs.map((path, i) => file(`c2sp.org/tlog-proof@v1\nindex ${i}`, path));
  return { root, oldCheckpoint, checkpoint, consistency, proofs: tlogProofs };
}
