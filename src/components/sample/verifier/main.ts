import { rewriteHistory, type SampleLog } from "../../../evidence/verifyPack";
import { checkRecords, judge } from "./checkRecords";
import { copyCommands } from "./copyCommands";
import { followCard } from "./followCard";
import { guardInserts } from "./guardInserts";
import { loadServed, type Served } from "./loadServed";
import { checkOwnCopy } from "./ownCheck";
import { readGivenFiles, RECORD_CHARS_LIMIT } from "./ownFiles";
import { readPublished } from "./published";
import { canonicalLine } from "./recordText";
import { createRenderer } from "./render";
import type { Setup } from "./setup";
import { applyChange } from "./tampering";

/**
 * /sample's verifier: checks the pack the site serves as it loads, again on every change the reader makes (a
 * one-press change, an edit, a record removed), and the reader's own files instead once they give them.
 */
const setup = JSON.parse(document.getElementById("verifier-setup")!.textContent!) as Setup;
const view = createRenderer(setup);
const { card, records, bar } = view;
const published = readPublished(setup);

type State = { lines: (string | null)[]; head: string; log: SampleLog };
const original = ({ lines, head, log }: Served): State => ({ lines, head, log });
let served: Served | null = null;
let state: State | null = null;
let pressed: string | null = null;
let own: Awaited<ReturnType<typeof readGivenFiles>> | null = null;
let run = 0;

const controls = <T extends HTMLElement = HTMLButtonElement>(selector: string) => [
  ...document.querySelectorAll<T>(selector),
];

/** Which controls apply: the one-press changes to the page's own records, or the way back from the reader's files. */
function syncControls() {
  const changed = !!served && !!state && state.lines.some((line, at) => line !== served!.lines[at]);
  for (const chip of controls("[data-change]")) {
    chip.disabled = !served || (chip.dataset.change === "rewrite" && unchecked);
    chip.setAttribute("aria-pressed", String(chip.dataset.change === pressed));
  }
  for (const button of controls("[data-action=restore]")) button.disabled = !changed || !!own;
  for (const button of controls("[data-action=check]")) button.disabled = false;
  controls("[data-action=restore]").forEach(
    (button) => (button.hidden = !!own && !!button.closest("[data-verifier-bar]")),
  );
  card.querySelector<HTMLElement>("[data-tamper]")!.hidden = !!own;
  card.querySelector<HTMLElement>("[data-action=page]")!.hidden = !own;
  card.dataset.mode = own ? "own" : "page";
  bar?.toggleAttribute("data-changed", changed && !own);
}
// Where this browser cannot check Ed25519 (Safari 16), it cannot sign a rewritten history either.
let unchecked = false;

// A press or a key is answered in the next frame (its mark, "Checking…"); the check and its rows come after it.
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

// While the reader types, the check waits for a pause: each key clears the verdict, the last one checks.
const typingPause = () => new Promise((resolve) => setTimeout(resolve, 250));

async function check(wait = afterPaint) {
  const id = ++run;
  view.checking();
  syncControls();
  await wait();
  if (id !== run) return;
  if (own) {
    const { checked, files, verdict } = await checkOwnCopy(own.given, published);
    if (id === run) view.result(checked, files, verdict, own.refused);
  } else if (served && state) {
    const checked = await checkRecords({ ...state, served: served.lines, own: false, names: setup.paths });
    if (id !== run) return;
    unchecked ||= !!checked.pack?.unchecked;
    view.result(checked, served.files, judge(checked, served.files), null);
  }
  syncControls();
}

function setLines(lines: (string | null)[], change: string | null = null, wait = afterPaint) {
  state = { ...state!, lines };
  pressed = change;
  return check(wait);
}

async function press(change: string) {
  if (!served) return;
  const [decision, consent, removal, rewrite] = setup.changes;
  const chosen = { decision, consent, remove: removal }[change as "decision"];
  if (pressed === change || chosen) {
    state = original(served);
    if (pressed === change) pressed = null;
    else return setLines(applyChange(served.lines, chosen!), change);
    return check();
  }
  // Re-signing a history takes a while: the press shows at once, the rewrite comes after the next frame.
  const id = ++run;
  pressed = change;
  view.checking();
  syncControls();
  await afterPaint();
  const rewritten = await rewriteHistory(served.lines, served.log, setup.seed, rewrite.at, rewrite.set);
  if (id !== run) return;
  state = rewritten;
  return check();
}

async function giveFiles(list: FileList | null | undefined) {
  if (!list || list.length === 0) return;
  view.checking();
  own = await readGivenFiles([...list], published.files);
  await check();
  card.scrollIntoView({ block: "nearest" });
}

const itemOf = (target: EventTarget | null) => (target as HTMLElement).closest<HTMLElement>("[data-record]");
const indexOf = (item: HTMLElement) => Number(item.dataset.record) - 1;

records.addEventListener("click", (event) => {
  const item = itemOf(event.target);
  const button = (event.target as HTMLElement).closest("button");
  if (!item || !button || !state || !served || own) return;
  const at = indexOf(item);
  // Focus stays with the record: on its Put back once it is removed, in its text once it is back.
  if (button.matches("[data-remove]"))
    void setLines(state.lines.map((line, index) => (index === at ? null : line))).then(() =>
      item.querySelector<HTMLElement>("[data-put-back]")!.focus(),
    );
  else if (button.matches("[data-put-back]"))
    void setLines(state.lines.map((line, index) => (index === at ? served!.lines[index]! : line))).then(() =>
      item.querySelector("textarea")!.focus(),
    );
});
guardInserts(records, RECORD_CHARS_LIMIT, setup.copy.tooLarge);
records.addEventListener("input", (event) => {
  const field = event.target as HTMLTextAreaElement;
  const item = itemOf(field);
  if (!item || !state || own) return;
  const at = indexOf(item);
  void setLines(
    state.lines.map((line, index) => (index === at ? canonicalLine(field.value) : line)),
    null,
    typingPause,
  );
});

for (const chip of controls("[data-change]")) chip.addEventListener("click", () => void press(chip.dataset.change!));
for (const button of controls("[data-action=restore]"))
  button.addEventListener("click", () => {
    if (!served) return;
    state = original(served);
    pressed = null;
    void check();
  });
// Check again: the reader's own files once more, or the pack as served now (the page's own, from the start).
for (const button of controls("[data-action=check]"))
  button.addEventListener("click", () => {
    view.checking();
    void (own ? check() : loadAndCheck());
  });
card.querySelector("[data-action=page]")!.addEventListener("click", () => {
  own = null;
  void check();
});
const input = card.querySelector<HTMLInputElement>("[data-files]")!;
input.disabled = false;
input.addEventListener("change", () => void giveFiles(input.files).then(() => (input.value = "")));

// The whole card takes a drop of files; text dragged into a record is the record's own business.
const carriesFiles = (event: DragEvent) => !!event.dataTransfer?.types.includes("Files");
card.addEventListener("dragover", (event) => {
  if (!carriesFiles(event)) return;
  event.preventDefault();
  card.toggleAttribute("data-dragging", true);
});
card.addEventListener("dragleave", (event) => {
  if (!card.contains(event.relatedTarget as Node | null)) card.toggleAttribute("data-dragging", false);
});
card.addEventListener("drop", (event) => {
  if (!event.dataTransfer?.files.length) return;
  event.preventDefault();
  card.toggleAttribute("data-dragging", false);
  void giveFiles(event.dataTransfer?.files);
});

/** Fetches the pack as this site serves it now and checks it from the start: the page's own, unchanged. */
function loadAndCheck() {
  return loadServed(setup, published.vkey).then(
    (pack) => {
      served = pack;
      state = original(pack);
      pressed = null;
      return check();
    },
    () => view.loadFailed(),
  );
}

followCard(card, bar);
copyCommands(setup.copy);
syncControls();
void loadAndCheck();
