// A test double of Vercel Web Analytics' script, /_vercel/insights/script.js. Vercel serves
// the real one from its edge on deployments only: it is not in the npm package (which only
// injects it), and off Vercel the path answers 404, so it cannot run here.
//
// It follows the real script (as served, version 0.1.3) and is no friendlier: it takes
// over `window.va`, replays the package's queue (`window.vaq`), applies the `beforeSend`
// the package registers (null or false drops the event, otherwise its url and payload are
// used), and POSTs each page view to `<endpoint>/view` and each event to
// `<endpoint>/event` as JSON { o: page URL, sv, sdkn, sdkv, ts, dp: route, r: referrer,
// en: event name, ed: event data }, with keepalive, once, ignoring failures. Without
// `data-disable-auto-track` it reports a page view by itself. The one thing left out:
// the real script does nothing at all under automation (navigator.webdriver), which
// would leave a test nothing to observe.
(() => {
  const dataset = document.currentScript?.dataset ?? {};
  const endpoint = (kind) =>
    dataset[`${kind}Endpoint`] ?? ("endpoint" in dataset ? `${dataset.endpoint}/${kind}` : `/_vercel/insights/${kind}`);
  if (window.vai) return;
  window.vai = true;

  let beforeSend = (event) => event;
  let route = null;
  let path = null;
  let firstView = true;

  // The page's address, with its path replaced by the one the page reported (and then no query).
  function pageUrl() {
    const url = new URL(location.href);
    if (!path || url.pathname === path) return location.href;
    url.pathname = path;
    url.search = "";
    return url.href;
  }

  async function send(type, payload, withReferrer) {
    let url = pageUrl();
    const changed = beforeSend({ type, url, payload });
    if (changed === null || changed === false) return;
    if (changed) {
      url = changed.url;
      payload = changed.payload ?? payload;
    }
    const referrer = document.referrer;
    const body = {
      o: url,
      sv: "0.1.3",
      sdkn: dataset.sdkn,
      sdkv: dataset.sdkv,
      ts: Date.now(),
      ...(route ? { dp: route } : {}),
      ...(withReferrer && !referrer.includes(location.host) ? { r: referrer } : {}),
      ...(type === "event" && payload ? { en: payload.name, ed: payload.data } : {}),
    };
    try {
      await fetch(type === "pageview" ? endpoint("view") : endpoint("event"), {
        method: "POST",
        keepalive: true,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    } catch {
      // As the real script: a failed report is dropped.
    }
  }

  window.va = (command, argument) => {
    if (command === "beforeSend") beforeSend = argument;
    else if (command === "event" && argument) void send("event", { name: argument.name, data: argument.data }, true);
    else if (command === "pageview" && argument) {
      if (argument.route) route = argument.route;
      if (argument.path) path = argument.path;
      void send("pageview", undefined, firstView);
      firstView = false;
    }
  };
  for (const [command, argument] of window.vaq ?? []) window.va(command, argument);
  if (!dataset.disableAutoTrack) void send("pageview", undefined, true);
})();
