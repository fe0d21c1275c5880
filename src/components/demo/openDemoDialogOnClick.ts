/**
 * Book Demo answers the first tap. Runs inline in <head> (EarlyScripts.astro), so from the
 * first paint on a click on any link marked `data-opens-demo` opens the demo dialog (static
 * markup in DemoDialog.astro) instead of following the link to #book-demo; without JavaScript
 * the link keeps its meaning. Inlined as source text: it must not use anything outside itself.
 * Each opening fires `openedEvent` on the dialog (demoDialog.ts).
 */
export function openDemoDialogOnClick(dialogId: string, openedEvent: string) {
  let opener: HTMLElement | null = null;
  let pressedOnBackdrop = false;

  const isShown = (element: Element) => element.getClientRects().length > 0;

  // A link inside the phone menu's popover: that menu closes as the dialog opens, so focus goes
  // back to the button that opens the menu.
  const focusTargetFor = (link: HTMLElement) => {
    if (isShown(link)) return link;
    const menu = link.closest("[popover]");
    return menu ? document.querySelector<HTMLElement>(`[popovertarget="${menu.id}"]`) : null;
  };

  document.addEventListener("pointerdown", (event) => {
    pressedOnBackdrop = (event.target as Element).id === dialogId;
  });

  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const dialog = document.getElementById(dialogId) as HTMLDialogElement | null;
    if (!dialog) return;
    // The dialog's content fills it, so a click on the element itself is a click on the backdrop
    // (pressed there too: a text selection dragged out of the dialog must not close it).
    if (target === dialog) {
      if (pressedOnBackdrop) dialog.close();
      return;
    }
    const link = target.closest<HTMLElement>("a[data-opens-demo]");
    // A modified click (new tab, new window) keeps the link's own meaning.
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (dialog.open) return;
    opener = link;
    dialog.dataset.openedFrom = link.dataset.opensDemo;
    dialog.showModal();
    // For whoever keeps count (the analytics loader, on Vercel builds): which link opened it.
    dialog.dispatchEvent(new CustomEvent(openedEvent, { bubbles: true }));
  });

  // `close` does not bubble; a capturing listener on the document still hears it.
  document.addEventListener(
    "close",
    (event) => {
      if ((event.target as Element).id !== dialogId || !opener) return;
      focusTargetFor(opener)?.focus();
      opener = null;
    },
    true,
  );
}
