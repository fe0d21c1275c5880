/** The Copy button of each block of commands: the commands whole, without their prompts, one per line. */
export function copyCommands(words: { copied: string; selected: string }) {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-copy]")) {
    const label = button.textContent ?? "";
    const code = button.closest("[data-command-block]")!.querySelector<HTMLElement>("[data-commands]")!;
    const text = () =>
      [...code.children]
        .map((line) =>
          [...line.childNodes]
            .filter((node) => !(node instanceof Element && node.hasAttribute("data-prompt")))
            .map((node) => node.textContent)
            .join(""),
        )
        .map((line, at, lines) => (lines[at - 1]?.endsWith("\\") ? `  ${line}` : line))
        .join("\n");
    let reset: ReturnType<typeof setTimeout> | undefined;
    const say = (words: string) => {
      button.textContent = words;
      clearTimeout(reset);
      reset = setTimeout(() => (button.textContent = label), 2000);
    };
    button.addEventListener("click", () => {
      // Where the clipboard is refused (an insecure origin, a browser's setting), the commands are selected instead.
      const select = () => {
        getSelection()?.selectAllChildren(code);
        say(words.selected);
      };
      if (!navigator.clipboard) return select();
      navigator.clipboard.writeText(text()).then(() => say(words.copied), select);
    });
    button.hidden = false;
  }
}
