/**
 * The visitor's "Turn off analytics in this browser" (on /privacy): kept in this site's local storage so that
 * every later page honours it, and marked on the page so that it holds at once even where storage is blocked.
 */
const ANALYTICS_CHOICE_KEY = "analytics";
const OFF = "off";

export function analyticsTurnedOff(): boolean {
  if (document.documentElement.dataset.analytics === OFF) return true;
  try {
    return localStorage.getItem(ANALYTICS_CHOICE_KEY) === OFF;
  } catch {
    return false;
  }
}

/** Records the choice; false if this browser blocks storage, so that it holds on this page only. */
export function chooseAnalytics(on: boolean): boolean {
  if (on) delete document.documentElement.dataset.analytics;
  else document.documentElement.dataset.analytics = OFF;
  try {
    if (on) localStorage.removeItem(ANALYTICS_CHOICE_KEY);
    else localStorage.setItem(ANALYTICS_CHOICE_KEY, OFF);
    return true;
  } catch {
    return false;
  }
}
