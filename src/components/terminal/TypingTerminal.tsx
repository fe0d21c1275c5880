import { useInView, useReducedMotion } from "motion/react";
import { useEffect, useRef, type ReactNode } from "react";
import { activeLine, typedCharacters, typingDuration } from "./typingSchedule";

/** Types the log SdkTerminal.astro wrote once 30% is in view; untyped characters stay in the layout, so the box never resizes. */
export default function TypingTerminal({ children }: { children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, { amount: 0.3, once: true });
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const log = ref.current?.querySelector("pre");
    if (!log || !(inView || reducedMotion)) return;
    // The server's markup holds the log; props would only repeat it.
    const spans = [...log.children] as HTMLElement[];
    const lines = spans.map((span) => ({ text: span.textContent ?? "", delayMs: Number(span.dataset.delay) }));
    const end = typingDuration(lines);
    const cursor = Object.assign(document.createElement("span"), { className: "terminal-cursor" });
    const drawn = spans.map(() => -1);
    const draw = (time: number) => {
      const typed = typedCharacters(lines, time);
      const cursorAt = time < end ? activeLine(lines, time) : -1;
      spans.forEach((span, index) => {
        const { text } = lines[index];
        // Only a line whose typing or cursor changed is rewritten.
        const state = index === cursorAt ? -2 - typed[index] : typed[index];
        if (drawn[index] === state) return;
        drawn[index] = state;
        const rest = Object.assign(document.createElement("span"), {
          className: "invisible",
          textContent: text.slice(typed[index]),
        });
        span.replaceChildren(text.slice(0, typed[index]), ...(index === cursorAt ? [cursor] : []), rest);
      });
      log.dataset.animate = time < end ? "typing" : "done";
    };
    // Reduced motion: the whole log at once, as the server wrote it.
    if (reducedMotion) return draw(end);
    // Typing (cursor on the first line) from the moment it is seen, not from the next frame.
    draw(0);
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const time = Math.min(now - start, end);
      draw(time);
      if (time < end) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [inView, reducedMotion]);

  return <div ref={ref}>{children}</div>;
}
