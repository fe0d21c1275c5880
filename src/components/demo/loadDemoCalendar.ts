/** The embed library and the dialog's spring live in their own chunk, fetched on first need. */
type DemoCalendarModule = typeof import("./DemoCalendar");

let chunk: Promise<DemoCalendarModule> | undefined;
let loaded: DemoCalendarModule | undefined;

export function loadDemoCalendar() {
  chunk ??= import("./DemoCalendar").then((module) => (loaded = module));
  return chunk;
}

/** The chunk if it has arrived, so an open can animate without waiting for it. */
export function loadedDemoCalendar() {
  return loaded;
}
