import { checkpointText, consistencyFile, consistencyProof, hex, keyId, leafHash, merkleTree } from "../lib/tlog";
import { PKCS8_ED25519, signatureLine, tlogProof, toBase64 } from "../lib/tlog";

async function vkeyOf(name: string, seed: string, type: number) {
  const pkcs8 = Buffer.concat([PKCS8_ED25519, Buffer.from(seed, "base64")]);
  const key = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", true, ["sign"]);
  const publicKey = Buffer.from((await crypto.subtle.exportKey("jwk", key)).x!, "base64url");
  return `${name}+${hex(await keyId(name, publicKey, type))}+${toBase64(Buffer.concat([Buffer.of(type), publicKey]))}`;
}

/** The sample witness: the sizes it cosigned, the last the whole log, each at its time (UTC, from the YAML). */
type Witness = { name: string; seed: string; cosigned: { size: number; at: string }[] };

/** The sample log over the lines: its checkpoints signed with the log's key and cosigned by the witness (C2SP), both vkeys, the policy, the consistency proof from the first to the last and a proof per line. */
export async function sampleLog(origin: string, lines: readonly string[], seed: string, witness: Witness) {
  const leaves = await Promise.all(lines.map((line) => leafHash(line)));
  const [vkey, witnessVkey] = [await vkeyOf(origin, seed, 1), await vkeyOf(witness.name, witness.seed, 4)];
  // Ed25519 signatures are deterministic (RFC 8032) and the times come from the YAML: the bytes change only with it.
  const checkpoints = await Promise.all(
    witness.cosigned.map(async ({ size, at }) => {
      const text = checkpointText(origin, size, (await merkleTree(leaves.slice(0, size))).root);
      return `${text}\n${await signatureLine(text, vkey, seed)}${await signatureLine(text, witnessVkey, witness.seed, Date.parse(at) / 1000)}`;
    }),
  );
  const [old, checkpoint] = [witness.cosigned[0]!.size, checkpoints.at(-1)!];
  if (witness.cosigned.at(-1)!.size !== lines.length)
    throw new Error("the witness's last checkpoint must hold every record");
  const { root, proofs } = await merkleTree(leaves);
  const consistency = consistencyFile(old, await consistencyProof(old, leaves), checkpoint);
  const policy = `log ${vkey}\nwitness sample-witness ${witnessVkey}\nquorum sample-witness\n`;
  return {
    ...{ root: hex(root), checkpoint, vkey, witnessVkey, policy, consistency, old, oldCheckpoint: checkpoints[0]! },
    proofs: proofs.map((path, index) => tlogProof(index, path, checkpoint)),
  };
}
