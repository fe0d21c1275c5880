import { getCollection } from "astro:content";
import { chainEvents } from "./evidenceChain";

/** The sample session (sample-session.yaml) the terminal, both figures and /sample show, as chained records with their hashes. */
export async function sampleChain() {
  const [entry] = await getCollection("sampleSession");
  if (!entry) throw new Error("src/content/sample-session.yaml has no session");
  const session = entry.data;
  const chain = chainEvents(session);
  return { session, chain, head: chain.at(-1)!.hash };
}

/** Which record fields answer which provision (regulation-map.yaml), in the file's order. */
export const regulationMap = async () => (await getCollection("regulationMap"))[0]!.data.rows;

/** sample-pack.yaml: each file's description, the steps by hand, what they prove, the PDF's blocks. */
export const packWords = async () => (await getCollection("samplePack"))[0]!.data;
