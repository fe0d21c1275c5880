import type { APIRoute } from "astro";
import { samplePack } from "../../content/samplePack";

export const GET: APIRoute = async () =>
  new Response(`${JSON.stringify((await samplePack()).manifest, null, 2)}\n`, {
    headers: { "Content-Type": "application/json" },
  });
