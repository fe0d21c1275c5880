/** A hash as the figures show it: its first and last four hex digits, joined by an ellipsis. */
export const shortHash = (hash: string) => `${hash.slice(0, 4)}…${hash.slice(-4)}`;
