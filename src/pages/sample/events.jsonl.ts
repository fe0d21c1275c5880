import type { APIRoute } from "astro";
import { samplePack } from "../../content/samplePack";

export const GET: APIRoute = async () =>
  new Response((await samplePack()).files["events.jsonl"], {
    headers: { "Content-Type": "application/jsonl; charset=utf-8" },
  });
