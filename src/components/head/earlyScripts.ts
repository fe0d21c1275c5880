import { DEMO_DIALOG_ID, DEMO_DIALOG_OPENED } from "../../lib/demoDialog";
import { openDemoDialogOnClick } from "../demo/openDemoDialogOnClick";
import { loadPopoverPolyfill } from "../header/loadPopoverPolyfill";
import { phoneMenu } from "../header/phoneMenu";
import { browserStorage, dropExpiredSignups } from "../../waitlist/store";
import { prepareFirstPaint } from "./prepareFirstPaint";

/** What must work from the first frame, before any island hydrates (EarlyScripts.astro inlines it). */
export default function startEarlyScripts(popoverPolyfillUrl: string) {
  prepareFirstPaint();
  openDemoDialogOnClick(DEMO_DIALOG_ID, DEMO_DIALOG_OPENED);
  phoneMenu();
  // On every page, not only where a card delivers: the privacy policy's 30 days hold wherever the visitor comes back.
  dropExpiredSignups(browserStorage());
  loadPopoverPolyfill(popoverPolyfillUrl);
}
