import type { APIRoute } from "astro";
import { site } from "../../config/site";
import { securityTxt } from "../../lib/securityTxt";

export const GET: APIRoute = () =>
  new Response(securityTxt({ siteUrl: site.siteUrl, securityEmail: site.securityEmail, builtAt: new Date() }), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
