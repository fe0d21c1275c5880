import type { APIRoute } from "astro";
import { samplePack } from "../../content/samplePack";

export const GET: APIRoute = async () =>
  new Response((await samplePack()).files["report.pdf"], { headers: { "Content-Type": "application/pdf" } });
