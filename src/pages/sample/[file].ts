import type { APIRoute, GetStaticPaths } from "astro";
import { samplePack } from "../../content/samplePack";

const CONTENT_TYPES = {
  "events.jsonl": "application/jsonl; charset=utf-8",
  "events.csv": "text/csv; charset=utf-8",
  "report.pdf": "application/pdf",
  "manifest.json": "application/json",
  "VERIFY.txt": "text/plain; charset=utf-8",
};

/** The evidence pack's files, as /sample/<name>. */
export const getStaticPaths = (() =>
  Object.keys(CONTENT_TYPES).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const file = params.file as keyof typeof CONTENT_TYPES;
  return new Response((await samplePack()).served[file], { headers: { "Content-Type": CONTENT_TYPES[file] } });
};
