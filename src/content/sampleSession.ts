import { getCollection } from "astro:content";

/** The sample session (sample-session.yaml) the terminal and both product figures show. */
export async function sampleSession() {
  const [session] = await getCollection("sampleSession");
  if (!session) throw new Error("src/content/sample-session.yaml has no session");
  return session.data;
}

export type SampleSession = Awaited<ReturnType<typeof sampleSession>>;
export type SampleEvent = SampleSession["events"][number];

/** Each event with the hash of the record before it, which chains the trail. */
export function chained(session: SampleSession) {
  return session.events.map((event, index) => ({
    ...event,
    prev: index === 0 ? session.hashBeforeSession : session.events[index - 1]!.hash,
  }));
}
