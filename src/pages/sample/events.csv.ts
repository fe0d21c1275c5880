import type { APIRoute } from "astro";
import { samplePack } from "../../content/samplePack";

export const GET: APIRoute = async () =>
  new Response((await samplePack()).files["events.csv"], { headers: { "Content-Type": "text/csv; charset=utf-8" } });
