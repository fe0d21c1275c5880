// Preloaded into the collector (`node --import`) by its full-disk test: a disk of SMALL_DISK_BYTES holding the folder
// SMALL_DISK_DIR. An append that does not fit writes what fits, then fails with ENOSPC, as a full disk's write does;
// the test fills and frees it with a file of its own in that folder. Runs anywhere: no mount, no privileges.
import { readdirSync, statSync } from "node:fs";
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import { join } from "node:path";

const dir = process.env.SMALL_DISK_DIR;
const capacity = Number(process.env.SMALL_DISK_BYTES);
const used = () => readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
const append = fs.appendFileSync;

fs.appendFileSync = (file, data, options) => {
  const bytes = Buffer.from(data);
  const free = Math.max(0, capacity - used());
  if (bytes.length <= free) return append(file, bytes, options);
  append(file, bytes.subarray(0, free), options);
  throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", syscall: "write" });
};
syncBuiltinESMExports();
