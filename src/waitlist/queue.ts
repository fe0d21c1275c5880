import { whileClaimed } from "./claim";
import { deliver, type Delivery, type DeliveryOptions } from "./delivery";
import type { WaitlistSignup } from "./fields";
import { forgetSignup, isKept, keepSignup, newSignupId, readStore, type StorageLike, type StoredSignup } from "./store";

export interface QueueOptions extends DeliveryOptions {
  /** Without it (storage blocked) a sign-up is tried once, at once. */
  storage?: StorageLike;
  logError?: (message: string, error: unknown) => void;
  now?: () => number;
  /** An earlier sign-up (another visit, or before a failure) has arrived. */
  onResent?: () => void;
  /** How long the visitor waits for an answer before being thanked; the request itself goes on. */
  answerWaitMs?: number;
}

export const ANSWER_WAIT_MS = 15_000;

/** "unsaved": it failed and could not be kept, the one outcome the card reports as not gone through. */
export type SubmitOutcome = "sent" | "queued" | "rejected" | "unsaved";

/** A press the head script kept (or could not keep) before the island took over (keepEarlySubmits.ts). */
export type EarlyPress = { id: string; kept: boolean };

/** Not sent by this page: another page holds it, or has delivered it. */
type Attempt = Delivery | { outcome: "elsewhere" };
const ELSEWHERE = { outcome: "elsewhere" } as const;

/** Delivery end to end (docs/architecture.md, "Delivery modes"): written ahead, sent, forgotten once it arrives or is refused. */
export function waitlistQueue(options: QueueOptions) {
  const { storage } = options;
  const now = options.now ?? Date.now;
  const logError = options.logError ?? console.error;

  /** Under its claim, sends it if `stillToSend()` says so; forgets it once it arrived or was refused for good. */
  async function send(entry: StoredSignup, wait: boolean, stillToSend: () => boolean): Promise<Attempt> {
    const attempt = await whileClaimed(entry.id, wait, async () => {
      if (!stillToSend()) return ELSEWHERE;
      const delivery = await deliver(entry, options);
      if (delivery.outcome !== "retry" && storage) forgetSignup(storage, entry.id);
      return delivery;
    });
    return attempt ?? ELSEWHERE;
  }

  /** Oldest first, skipping what another page is sending or has delivered; stops at the first failure worth retrying. */
  async function deliverWaiting(): Promise<number> {
    if (!storage) return 0;
    for (const entry of readStore(storage, now())) {
      const attempt = await send(entry, false, () => isKept(storage, entry.id));
      if (attempt.outcome === "retry") break;
      if (attempt.outcome === "rejected") logError("Error submitting form", attempt.error);
      else if (attempt.outcome === "sent") options.onResent?.();
    }
    return readStore(storage, now()).length;
  }

  /** Sends what it has in hand; the store is only there to send it again later. */
  async function submit(signup: WaitlistSignup, press?: EarlyPress): Promise<SubmitOutcome> {
    const entry = { ...signup, id: press?.id ?? newSignupId(now()), storedAt: now() };
    const keptEarly = press?.kept === true && storage !== undefined;
    let kept = keptEarly;
    const stillToSend = () => {
      // Kept early and gone from the store once this page holds its claim: another page delivered it.
      if (keptEarly) return (kept = isKept(storage!, entry.id));
      kept = storage !== undefined && keepSignup(storage, entry, now());
      return true;
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">(
      (resolve) => (timer = setTimeout(resolve, options.answerWaitMs ?? ANSWER_WAIT_MS, "late")),
    );
    const attempt = await Promise.race([send(entry, true, stillToSend), late]);
    clearTimeout(timer);
    if (attempt === "late") return kept ? "queued" : "unsaved";
    if (attempt.outcome === "sent" || attempt.outcome === "elsewhere") return "sent";
    logError("Error submitting form", attempt.error);
    if (attempt.outcome === "rejected") return "rejected";
    return kept ? "queued" : "unsaved";
  }

  return { deliverWaiting, submit };
}

export type WaitlistQueue = ReturnType<typeof waitlistQueue>;
