import { hex, toBase64 } from "./bytes";
import { logFiles } from "./logFiles";
import { keyId, PKCS8_ED25519, signatureLine } from "./signedNote";

async function vkeyOf(name: string, seed: string, type: number) {
  const pkcs8 = Buffer.concat([PKCS8_ED25519, Buffer.from(seed, "base64")]);
  const key = await crypto.subtle.importKey("pkcs8", pkcs8, "Ed25519", true, ["sign"]);
  const publicKey = Buffer.from((await crypto.subtle.exportKey("jwk", key)).x!, "base64url");
  return `${name}+${hex(await keyId(name, publicKey, type))}+${toBase64(Buffer.concat([Buffer.of(type), publicKey]))}`;
}

/** The sample witness: the sizes it cosigned, when; the first was published before, the last holds every record. */
type Witness = { name: string; seed: string; cosigned: { size: number; at: string }[] };

/** The sample log over the lines: both checkpoints signed with the log's key and cosigned by the witness (C2SP), both vkeys, the policy, the consistency proof and a proof per line. */
export async function sampleLog(origin: string, lines: string[], seed: string, witness: Witness) {
  const [vkey, witnessVkey] = [await vkeyOf(origin, seed, 1), await vkeyOf(witness.name, witness.seed, 4)];
  const [old, current] = [witness.cosigned[0], witness.cosigned.at(-1)];
  if (!old || current?.size !== lines.length)
    throw new Error("the witness cosigns an older checkpoint and one of every record");
  // Ed25519 signatures are deterministic (RFC 8032) and the times come from the YAML: the bytes change only with it.
  const time = (size: number) => Date.parse((size === old.size ? old : current).at) / 1000;
  const sign = async (text: string, size: number) =>
    (await signatureLine(text, vkey, seed)) + (await signatureLine(text, witnessVkey, witness.seed, time(size)));
  const log = await logFiles(origin, lines, old.size, sign);
  const policy = `log ${vkey}\nwitness sample-witness ${witnessVkey}\nquorum sample-witness\n`;
  return { ...log, root: hex(log.root), vkey, witnessVkey, policy, old: old.size };
}
