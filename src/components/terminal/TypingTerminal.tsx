import { useInView, useReducedMotion } from "motion/react";
import { useEffect, useRef, useState } from "react";
import { activeLine, scheduleLines, typedCharacters, typingDuration, type TerminalLine } from "./typingSchedule";

const TONE_CLASS: Record<TerminalLine["tone"], string> = {
  command: "text-terminal-text",
  ok: "text-terminal-ok",
  info: "text-terminal-soft",
  muted: "text-terminal-muted",
  // Filler lines take no room: no dead space under the last line.
  filler: "invisible h-0 overflow-hidden",
};

/** Types the log once 30% is in view; untyped characters stay in the layout, so the box never resizes. */
export default function TypingTerminal({ lines: log }: { lines: Omit<TerminalLine, "delayMs">[] }) {
  const lines = scheduleLines(log, "SdkTerminal.astro");
  const ref = useRef<HTMLPreElement>(null);
  const inView = useInView(ref, { amount: 0.3, once: true });
  const reducedMotion = useReducedMotion();
  const [elapsed, setElapsed] = useState<number | null>(null);
  const end = typingDuration(lines);

  useEffect(() => {
    if (!inView || reducedMotion) return;
    // Typing (cursor on the first line) from the moment it is seen, not from the next frame.
    setElapsed(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const time = Math.min(now - start, end);
      setElapsed(time);
      if (time < end) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [inView, reducedMotion, end]);

  const typing = !reducedMotion && elapsed !== null && elapsed < end;
  const phase = reducedMotion || elapsed === end ? "done" : typing ? "typing" : "pending";
  const typed = typing ? typedCharacters(lines, elapsed) : lines.map((line) => line.text.length);
  const cursorAt = typing ? activeLine(lines, elapsed) : -1;

  return (
    <pre
      ref={ref}
      aria-hidden="true"
      data-animate={phase}
      className="terminal-log px-4 font-mono text-xs leading-5 break-words whitespace-pre-wrap sm:px-5 sm:text-sm sm:leading-6"
    >
      {lines.map((line, index) => (
        <span key={index} data-delay={line.delayMs} className={`block ${TONE_CLASS[line.tone]}`}>
          {line.text.slice(0, typed[index])}
          {index === cursorAt && <span className="terminal-cursor" />}
          <span className="invisible">{line.text.slice(typed[index])}</span>
        </span>
      ))}
    </pre>
  );
}
