// `node scripts/serve-dist.mjs [port]`: serves the production build in dist/ with the
// host's headers, for the e2e tests (astro preview would send none of them).
import { fileURLToPath } from "node:url";
import { serveStatic } from "./static-server.mjs";

const port = Number(process.argv[2] ?? process.env.PORT ?? 4321);
const { origin } = await serveStatic(fileURLToPath(new URL("../dist", import.meta.url)), port);
console.log(`serving dist/ with vercel.json's headers at ${origin}`);
