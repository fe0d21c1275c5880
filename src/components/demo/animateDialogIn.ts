import { spring } from "motion";
import { animate } from "motion/mini";

/** Fade and scale the dialog in on a spring; under reduced motion it simply appears. */
export function animateDialogIn(element: HTMLElement) {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  animate(
    element,
    { opacity: [0, 1], transform: ["scale(0.96)", "scale(1)"] },
    { type: spring, bounce: 0.2, visualDuration: 0.35 },
  );
}
