import { getCollection } from "astro:content";
import { chainEvents } from "./evidenceChain";

/** The sample session (sample-session.yaml) the terminal, both product figures and /sample show. */
export async function sampleSession() {
  const [session] = await getCollection("sampleSession");
  if (!session) throw new Error("src/content/sample-session.yaml has no session");
  return session.data;
}

/** The session and its events as chained records, with each line's computed hash. */
export async function sampleChain() {
  const session = await sampleSession();
  const chain = chainEvents(session);
  return { session, chain, head: chain.at(-1)!.hash };
}

/** Which record fields answer which provision (regulation-map.yaml), in the file's order. */
export const regulationMap = async () => (await getCollection("regulationMap"))[0]!.data.rows;
