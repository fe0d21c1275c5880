import { defineCollection } from "astro:content";
import { file } from "astro/loaders";
import { z } from "astro/zod";

/** The landing page's one sample session (src/content/sample-session.yaml); a mistake there stops the build, naming the field. */
const sampleSession = defineCollection({
  loader: file("src/content/sample-session.yaml"),
  schema: z.object({
    system: z.string(),
    hashBeforeSession: z.string(),
    anchoredHashes: z.number().int().positive(),
    report: z.string(),
    events: z
      .array(
        z.object({
          id: z.string(),
          purpose: z.string(),
          consent: z.string().nullable(),
          outcome: z.enum(["recorded", "notified", "blocked"]),
          hash: z.string(),
          inLog: z.boolean().default(true),
        }),
      )
      .min(1),
  }),
});

export const collections = { sampleSession };
