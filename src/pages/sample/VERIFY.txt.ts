import type { APIRoute } from "astro";
import { site } from "../../config/site";
import { PACK_FILES, samplePack } from "../../content/samplePack";

export const GET: APIRoute = async () => {
  const { manifest, chain } = await samplePack();
  const last = chain.length;
  const text = `How to check the ${site.brandName} sample evidence pack by hand
===========================================================

SAMPLE DATA: made up to show what an export holds; not a customer's records.

The pack: events.jsonl (the evidence: one record per line, RFC 8785 canonical
JSON), events.csv (the same records for a spreadsheet, with each line's hash),
report.pdf (a short report), manifest.json (what the pack holds) and this file.
Download them into one folder from ${new URL("/sample", site.siteUrl).href}

1. The files are the ones the manifest lists. Compare each line with "files"
   in manifest.json:

   sha256sum ${PACK_FILES.join(" ")}
   (on a Mac: shasum -a 256 ${PACK_FILES.join(" ")})

   or let sha256sum compare them for you:

${PACK_FILES.map((name) => `   echo "${manifest.files[name]}  ${name}" | sha256sum -c`).join("\n")}

2. Each record is chained to the one before it. A line's hash is the SHA-256
   of its UTF-8 bytes without the newline; the next record's prev_hash must
   equal it. The first record's prev_hash is 64 zeros.

   sed -n 1p events.jsonl | tr -d '\\n' | sha256sum
   sed -n 2p events.jsonl | grep -o '"prev_hash":"[0-9a-f]*"'

   and so on for each line n and n+1.

3. Nothing was cut off the end: the last line's hash is the head in the
   manifest ("head": "${manifest.head}").

   sed -n ${last}p events.jsonl | tr -d '\\n' | sha256sum

If you re-serialise a record yourself (e.g. after reading it with jq), hash its
RFC 8785 form, never jq's output: npx canonicalize < record.json | sha256sum

What this shows, and what it does not
-------------------------------------
It shows that these files are consistent with each other and with the head in
manifest.json: no record was edited, reordered or removed after the manifest
was written. The files and the manifest come from the same website, so it
shows consistency, not independence: whoever could change the records could
change the manifest too. In the product, a head kept outside the log (a
signature, or an anchor) is what adds that. The sample is not signed
("signed": false) and not anchored ("anchored": false). A chain does not
show that what was recorded is true. Nothing here is legal advice.
`;
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
};
