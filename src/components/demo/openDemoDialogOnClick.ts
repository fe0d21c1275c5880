/** Sections out of view are set aside while the dialog is open (docs/architecture.md, "Behind the demo dialog"). */
function setAsideOffScreen(aside: boolean) {
  const blocks = [...document.querySelectorAll<HTMLElement>(".defer-render")];
  // All read before any is written, so the page is laid out once at most.
  const offScreen = blocks.map((block) => {
    if (!aside) return false;
    const { top, bottom } = block.getBoundingClientRect();
    return bottom < 0 || top > innerHeight;
  });
  blocks.forEach((block, index) => block.toggleAttribute("data-behind-dialog", offScreen[index]));
}

/** Inline in <head> (earlyScripts.ts), so Book Demo answers the first tap. */
export function openDemoDialogOnClick(dialogId: string, openedEvent: string) {
  let opener: HTMLElement | null = null;
  let pressedOnBackdrop = false;

  const isShown = (element: Element) => element.getClientRects().length > 0;

  // Opened from the phone menu, which closes: focus returns to the menu button.
  const focusTargetFor = (link: HTMLElement) => {
    if (isShown(link)) return link;
    const menu = link.closest("[popover]");
    return menu ? document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`) : null;
  };

  // A turned phone or a resized window may bring a set-aside section into view: give every one back.
  addEventListener("resize", () => {
    if ((document.getElementById(dialogId) as HTMLDialogElement | null)?.open) setAsideOffScreen(false);
  });

  document.addEventListener("pointerdown", (event) => {
    pressedOnBackdrop = (event.target as Element).id === dialogId;
  });

  const open = (link: HTMLElement) => {
    const dialog = document.getElementById(dialogId) as HTMLDialogElement;
    if (dialog.open) return;
    opener = link;
    dialog.dataset.openedFrom = link.dataset.opensDemo;
    setAsideOffScreen(true);
    dialog.showModal();
    dialog.dispatchEvent(new CustomEvent(openedEvent, { bubbles: true }));
  };

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const dialog = document.getElementById(dialogId) as HTMLDialogElement | null;
    // A click on the dialog element itself is on the backdrop (pressed there too, so a dragged selection stays).
    if (dialog && target === dialog) {
      if (pressedOnBackdrop) dialog.close();
      return;
    }
    const link = target.closest<HTMLElement>("a[data-opens-demo]");
    // A modified click (new tab, new window) keeps the link's own meaning.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (!dialog && document.readyState !== "loading") return;
    event.preventDefault();
    // Pressed while the page is still arriving: the dialog opens once its markup has.
    if (dialog) open(link);
    else document.addEventListener("DOMContentLoaded", () => open(link), { once: true });
  });

  // `close` does not bubble; a capturing listener on the document still hears it.
  document.addEventListener(
    "close",
    (event) => {
      if ((event.target as Element).id !== dialogId) return;
      setAsideOffScreen(false);
      if (!opener) return;
      focusTargetFor(opener)?.focus();
      opener = null;
    },
    true,
  );
}
