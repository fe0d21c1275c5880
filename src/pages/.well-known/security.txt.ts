import type { APIRoute } from "astro";
import { site } from "../../config/site";
import { securityTxt } from "../../lib/securityTxt";

export const GET: APIRoute = () =>
  new Response(securityTxt(site, new Date()), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
