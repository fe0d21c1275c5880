import { shortHash } from "../../../lib/shortHash";
import { hex } from "../../../evidence/bytes";
import { readRecord } from "../../../evidence/records";
import type { NoteCheck } from "../../../evidence/signedNote";
import type { Checked } from "./checkRecords";
import type { RefusedWhy } from "./ownFiles";
import { canonicalLine, prettyRecord } from "./recordText";
import type { Setup } from "./setup";
import type { FileStatus, Verdict } from "./verdict";
import { fill, verdictSentence } from "./verdictSentence";

type Copy = Setup["copy"];
type CheckedFile = { name: string; path: string; status: FileStatus };
type Refused = { name: string; why: RefusedWhy };
const short = (hash: string | null | undefined) => (hash ? shortHash(hash) : "—");

const all = <T extends Element = HTMLElement>(root: ParentNode, selector: string) => [
  ...root.querySelectorAll<T>(selector),
];

/** A mark and what a screen reader hears for it: holds, fails, or was not checked. */
function markHtml(ok: boolean | undefined, copy: Copy) {
  const [glyph, words] =
    ok === true ? ["✓", copy.mark.ok] : ok === false ? ["✗", copy.mark.fails] : ["○", copy.mark.skipped];
  const mark = Object.assign(document.createElement("span"), { textContent: glyph });
  mark.setAttribute("aria-hidden", "true");
  return [mark, Object.assign(document.createElement("span"), { className: "sr-only", textContent: words })];
}

function setOk(element: HTMLElement, ok: boolean | undefined) {
  if (ok === undefined) element.removeAttribute("data-ok");
  else element.dataset.ok = String(ok);
}

/** One result row's computed value (two parts for a proof step, which a phone shows on two lines) and its outcome,
 * marked at its end where it is one. */
function setRow(row: HTMLElement | undefined, parts: string[], ok?: boolean) {
  if (!row) return;
  const spans = all(row, "[data-part]");
  spans.forEach((part, at) => (part.textContent = parts[at] ?? ""));
  if (ok !== undefined && parts.length > 0)
    spans[parts.length - 1]!.append(
      " ",
      Object.assign(document.createElement("span"), {
        className: ok ? "text-accent" : "",
        textContent: ok ? "✓" : "✗",
      }),
    );
  setOk(row, ok);
}

/** Makes `count` rows of a kind where there are more or fewer, cloning the kind's last and numbering its label. */
function ensureRows(list: HTMLElement, kind: string, count: number, label: string, before: Element | null) {
  const rows = all(list, `[data-row="${kind}"]`);
  rows.slice(count).forEach((row) => row.remove());
  for (let at = rows.length; at < count; at++) {
    const row = (rows.at(-1) ?? list.firstElementChild!).cloneNode(true) as HTMLElement;
    row.dataset.row = kind;
    if (row.querySelectorAll("[data-part]").length < 2)
      row.querySelector("dd")!.append(" ", row.querySelector("[data-part]")!.cloneNode());
    list.insertBefore(row, before);
  }
  all(list, `[data-row="${kind}"] [data-label]`).forEach((dt, at) => (dt.textContent = fill(label, { k: at + 1 })));
  return all(list, `[data-row="${kind}"]`);
}

export function createRenderer(setup: Setup) {
  const { copy } = setup;
  const card = document.querySelector<HTMLElement>("[data-pack-verifier]")!;
  const verdictBox = card.querySelector<HTMLElement>("[data-verdict]")!;
  const records = document.querySelector<HTMLOListElement>("[data-records]")!;
  const logRows = document.querySelector<HTMLElement>("[data-log-rows]")!;
  const bar = document.querySelector<HTMLElement>("[data-verifier-bar]");

  function verdict(state: string, title: string, detail: string) {
    verdictBox.dataset.verified = state;
    verdictBox.querySelector("[data-verdict-mark]")!.textContent =
      state === "true" ? "✓" : state === "false" ? "✗" : "○";
    verdictBox.querySelector("[data-verdict-title]")!.textContent = title;
    verdictBox.querySelector("[data-verdict-detail]")!.textContent = detail;
    if (bar) {
      bar.dataset.verified = state;
      bar.querySelector("[data-verdict-mark]")!.textContent =
        verdictBox.querySelector("[data-verdict-mark]")!.textContent;
      bar.querySelector("[data-verdict-title]")!.textContent = title;
    }
  }

  /** The moment a record changes its old verdict is gone: no mark may stand for text it was not made from. */
  function checking() {
    verdict("", copy.title.checking, verdictBox.querySelector("[data-verdict-detail]")!.textContent ?? "");
    for (const row of all(document, "[data-pack-verifier] [data-check], [data-row]")) row.removeAttribute("data-ok");
  }

  function loadFailed() {
    verdict("", copy.title.loadFailed, copy.detail.loadFailed);
  }

  function summary(checked: Checked, files: CheckedFile[], own: boolean) {
    const { pack, chain, subject, positions } = checked;
    const log = pack?.log;
    const row = (name: string) => card.querySelector<HTMLElement>(`[data-check="${name}"]`)!;
    const listed = files.filter(({ path }) => setup.listed.includes(path));
    const manifest = files.find(({ path }) => path === "manifest.json")?.status;
    const fileOk = [...listed.map(({ status }) => status), manifest].some(
      (status) => status === "fails" || status === "unreadable",
    )
      ? false
      : listed.every(({ status }) => status === "ok") || undefined;
    const results = (key: "signature" | "cosignature") =>
      log ? `${log.old[key].result} ${log.current[key].result}` : "";
    const noteOk = (key: "signature" | "cosignature") =>
      /failed|missing/.test(results(key)) ? false : results(key) === "passed passed" || undefined;
    const cosignedOk = pack && /policy|cosignature/i.test(pack.problem ?? "") ? false : noteOk("cosignature");
    const proofProblems = pack?.links.filter(
      ({ inclusion }) => inclusion.problem && !(own && inclusion.problem === "missing"),
    );
    const outcomes: Record<string, [ok: boolean | undefined, value?: string]> = {
      files: [
        fileOk,
        fill(copy.value.files, { ok: listed.filter(({ status }) => status === "ok").length, all: listed.length }),
      ],
      records: [
        chain ? !chain.brokenAt && chain.headMatches && positions.length === subject.lines.length : undefined,
        chain ? fill(copy.value.records, { count: subject.lines.length }) : copy.value.notGiven,
      ],
      tree: [
        pack ? proofProblems!.length === 0 : undefined,
        log ? fill(copy.value.root, { root: short(log.root) }) : copy.value.notGiven,
      ],
      signed: [noteOk("signature")],
      cosigned: [cosignedOk],
      grew: [
        pack ? (log!.consistency?.ok ?? false) : undefined,
        log ? fill(copy.value.grew, { old: log.old.size, size: log.size }) : copy.value.notGiven,
      ],
    };
    for (const [name, [ok, value]] of Object.entries(outcomes)) {
      setOk(row(name), ok);
      row(name)
        .querySelector("[data-mark]")!
        .replaceChildren(...markHtml(ok, copy));
      // The page's own summary keeps the facts it was built with; a reader's files show theirs.
      if (value && (own || name === "files")) row(name).querySelector("[data-value]")!.textContent = value;
    }
  }

  /** Each record in its place: its text (left alone while the reader types in it), edited or removed, and its rows. */
  function recordList(checked: Checked, own: boolean) {
    const { subject, pack, chain, positions } = checked;
    const { lines, served } = subject;
    const items = all<HTMLLIElement>(records, ":scope > li");
    items.slice(Math.max(lines.length, 1)).forEach((item) => item.remove());
    for (let at = items.length; at < lines.length; at++) records.append(items[0]!.cloneNode(true));
    all<HTMLLIElement>(records, ":scope > li").forEach((item, at) => {
      const n = at + 1;
      const line = lines[at] ?? null;
      const eventId = readRecord(line ?? served?.[at] ?? "").eventId ?? "—";
      item.dataset.record = String(n);
      all(item, "[data-record-label]").forEach((label) => (label.textContent = fill(records.dataset.label!, { n })));
      all(item, "[data-event]").forEach((code) => (code.textContent = eventId));
      const field = item.querySelector("textarea")!;
      field.id = `record-${n}`;
      item.querySelector("label")!.htmlFor = field.id;
      const remove = item.querySelector<HTMLButtonElement>("[data-remove]")!;
      remove.setAttribute("aria-label", fill(records.dataset.removeLabel!, { n }));
      remove.hidden = own;
      remove.disabled = false;
      field.readOnly = own;
      item.querySelector<HTMLElement>("[data-ghost]")!.hidden = line !== null;
      item.querySelector<HTMLElement>("[data-body]")!.hidden = line === null;
      if (line === null) return;
      if (document.activeElement !== field && canonicalLine(field.value) !== line) field.value = prettyRecord(line);
      item.querySelector<HTMLElement>("[data-edited]")!.hidden = own || !served || served[at] === line;

      const checkedAt = positions.indexOf(n);
      const link = chain?.links[checkedAt];
      const proof = pack?.links[checkedAt]?.inclusion;
      const rows = item.querySelector<HTMLElement>("[data-rows]")!;
      const steps = ensureRows(
        rows,
        "step",
        proof?.steps.length || all(rows, '[data-row="step"]').length,
        records.dataset.stepLabel!,
        rows.querySelector('[data-row="root"]'),
      );
      const row = (name: string) => rows.querySelector<HTMLElement>(`[data-row="${name}"]`)!;
      setRow(row("hash"), link ? [`SHA-256(line) = ${short(link.hash)}`] : []);
      const before = checkedAt > 0 ? fill(copy.rows.recordHash, { n: positions[checkedAt - 1]! }) : copy.rows.genesis;
      setRow(
        row("prev"),
        link
          ? [
              `${short(link.prevHash)} ${link.linked ? "=" : "≠"} ${before}${link.linked ? "" : ` ${short(link.before)}`}`,
            ]
          : [],
        link?.linked,
      );
      setRow(row("leaf"), proof ? [`SHA-256(0x00 | line) = ${short(proof.leaf)}`] : []);
      steps.forEach((step, k) => {
        const [left, right, hash] = proof?.steps[k] ?? [];
        setRow(step, hash ? [`SHA-256(0x01 | ${short(left)} | ${short(right)})`, `= ${short(hash)}`] : []);
      });
      const reached = proof && !proof.problem;
      const rootText = !proof
        ? []
        : proof.root
          ? [
              `${short(proof.root)} ${reached ? "=" : "≠"} ${copy.rows.logRoot}${reached ? "" : ` ${short(proof.logRoot)}`}`,
            ]
          : [
              copy.file[
                proof.problem === "unreadable" ? "unreadable" : proof.problem === "missing" ? "missing" : "fails"
              ],
            ];
      setRow(row("root"), rootText, proof && !(own && proof.problem === "missing") ? !!reached : undefined);
    });
  }

  function log(checked: Checked) {
    const { pack, chain, subject } = checked;
    const row = (name: string) => logRows.querySelector<HTMLElement>(`[data-row="${name}"]`)!;
    const headKnown = subject.head !== null;
    setRow(
      row("head"),
      chain && headKnown ? [`${short(chain.head)} ${chain.headMatches ? "=" : "≠"} ${copy.rows.head}`] : [],
      chain && headKnown ? chain.headMatches : undefined,
    );
    const keyId = pack?.log.vkey.split("+")[1] ?? "";
    // A signature or cosignature: passed (with its key ID or time), not there or not valid, or not checkable here.
    const note = (name: string, check: NoteCheck | undefined, kind: "signed" | "cosigned") => {
      if (!check) return setRow(row(name), []);
      const time = new Date((check.time ?? 0) * 1000).toISOString().slice(0, 16).replace("T", " ");
      const passed = kind === "signed" ? fill(copy.rows.signed, { id: keyId }) : fill(copy.rows.cosigned, { time });
      const failed = copy.rows[kind === "signed" ? "notSigned" : "notCosigned"];
      if (check.result === "unchecked") return setRow(row(name), [copy.rows.unchecked]);
      setRow(row(name), [check.result === "passed" ? passed : failed], check.result === "passed");
    };
    note("oldSigned", pack?.log.old.signature, "signed");
    note("oldCosigned", pack?.log.old.cosignature, "cosigned");
    note("signed", pack?.log.current.signature, "signed");
    note("cosigned", pack?.log.current.cosignature, "cosigned");
    const consistency = pack?.log.consistency;
    const steps = ensureRows(
      logRows,
      "consistencyStep",
      consistency?.steps.length || all(logRows, '[data-row="consistencyStep"]').length,
      logRows.dataset.stepLabel!,
      row("grew"),
    );
    steps.forEach((step, at) => {
      const [fr, sr] = consistency?.steps[at] ?? [];
      setRow(step, fr ? [`fr ${short(fr)} · sr ${short(sr)}`] : []);
    });
    if (!pack) return setRow(row("grew"), []);
    if (!consistency) return setRow(row("grew"), [copy.file.unreadable], false);
    const text = fill(copy.rows.grew, {
      sn: consistency.sn,
      fr: consistency.fr === hex(pack.log.old.root) ? "=" : "≠",
      sr: consistency.sr === hex(pack.log.current.root) ? "=" : "≠",
    });
    setRow(row("grew"), [text], consistency.ok);
  }

  /** The reader's files: those that hold as one count, then each that failed, was refused or not given, by name. */
  function ownList(files: CheckedFile[] | null, refused: Refused[]) {
    const list = card.querySelector<HTMLElement>("[data-own-list]")!;
    list.hidden = !files;
    const held = (files ?? []).filter(({ status }) => status === "ok");
    const item = (ok: boolean | undefined, text: string, words = "") => {
      const element = document.createElement("li");
      setOk(element, ok);
      element.className = "text-ink-soft data-[ok=false]:text-danger";
      element.append(...markHtml(ok, copy), ` ${text}`);
      if (words)
        element.append(
          Object.assign(document.createElement("span"), { className: "text-muted", textContent: ` ${words}` }),
        );
      return element;
    };
    list.replaceChildren(
      ...(held.length ? [item(true, fill(copy.value.held, { count: held.length }))] : []),
      ...(files ?? [])
        .filter(({ status }) => status !== "ok")
        .map(({ name, status }) =>
          item(/fails|unreadable|notPublished/.test(status) ? false : undefined, name, copy.file[status]),
        ),
      ...refused.map(({ name, why }) => item(false, name, copy.file[why])),
    );
  }

  function result(checked: Checked, files: CheckedFile[], outcome: Verdict, refused: Refused[] | null) {
    const own = refused !== null;
    verdict(outcome.state, copy.title[outcome.state], verdictSentence(outcome, own, copy));
    summary(checked, files, own);
    recordList(checked, own);
    log(checked);
    ownList(own ? files : null, refused ?? []);
  }

  return { checking, loadFailed, result, ownList, verdict, card, records, bar };
}
