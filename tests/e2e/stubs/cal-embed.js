// A stand-in for the scheduling provider's embed.js: it drains the queue the embed
// snippet builds, records every instruction in window.__calCalls for assertions,
// renders a visible placeholder for "inline", and fires "linkReady".
(() => {
  const Cal = window.Cal;
  const calls = (window.__calCalls = []);
  const listeners = {};

  // Elements carry React's circular bookkeeping; record them by tag name only.
  const withoutNodes = (_key, value) => (value instanceof Node ? `<${value.nodeName.toLowerCase()}>` : value);

  function instruction(namespace) {
    return (...args) => {
      const [name, options] = args;
      calls.push({ namespace, name, args: JSON.parse(JSON.stringify(args, withoutNodes)) });
      if (name === "on") (listeners[`${namespace}:${options.action}`] ??= []).push(options.callback);
      if (name === "inline") {
        const host =
          typeof options.elementOrSelector === "string"
            ? document.querySelector(options.elementOrSelector)
            : options.elementOrSelector;
        const frame = document.createElement("div");
        frame.dataset.calStub = options.calLink;
        frame.textContent = `Calendar for ${options.calLink}`;
        host.append(frame);
        setTimeout(() => {
          for (const callback of listeners[`${namespace}:linkReady`] ?? []) {
            callback({ detail: { type: "linkReady", namespace, data: {} } });
          }
        }, 50);
      }
    };
  }

  for (const args of Cal.q ?? []) calls.push({ namespace: "", name: args[0], args: [...args] });
  for (const [namespace, queued] of Object.entries(Cal.ns ?? {})) {
    const run = instruction(namespace);
    for (const args of queued.q ?? []) run(...args);
    Cal.ns[namespace] = run;
  }
})();
