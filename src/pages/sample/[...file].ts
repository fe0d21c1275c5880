import type { APIRoute, GetStaticPaths } from "astro";
import { samplePack } from "../../evidence/samplePack";

/** Every file of the evidence pack, as /sample/<name>; the host's headers (vercel.json) give each its type. */
export const getStaticPaths = (async () =>
  Object.keys((await samplePack()).served).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => new Response((await samplePack()).served[params.file!]);
