import type { APIRoute } from "astro";
import { site } from "../../config/site";
import template from "../../content/VERIFY.txt?raw";
import { PACK_FILES, samplePack } from "../../content/samplePack";
import { fillTemplate } from "../../lib/fillTemplate";

export const GET: APIRoute = async () => {
  const { manifest, chain } = await samplePack();
  const text = fillTemplate(
    template,
    {
      brand: site.brandName,
      sampleUrl: new URL("/sample", site.siteUrl).href,
      files: PACK_FILES.join(" "),
      checks: PACK_FILES.map((name) => `   echo "${manifest.files[name]}  ${name}" | sha256sum -c`).join("\n"),
      head: manifest.head,
      last: chain.length,
    },
    "src/content/VERIFY.txt",
  );
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
