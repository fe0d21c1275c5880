import { keepEarlySubmits } from "../waitlist/keepEarlySubmits";

/** A waitlist press kept from the first frame (EarlyScripts.astro inlines it on pages with a waitlist form only). */
export default function startEarlySignups() {
  keepEarlySubmits();
}
