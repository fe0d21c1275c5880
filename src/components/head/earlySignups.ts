import { keepEarlySubmits } from "../waitlist/keepEarlySubmits";
import startEarlyScripts from "./earlyScripts";

/** Every page's first-frame script, then a waitlist press kept from the first frame: one script where a form is. */
export default function startEarlyScriptsWithSignups(popoverPolyfillUrl: string) {
  startEarlyScripts(popoverPolyfillUrl);
  keepEarlySubmits();
}
