/** A hash as the figures show it: its first and last four hex digits, e.g. 9c41…e07b. */
export const shortHash = (hash: string) => `${hash.slice(0, 4)}…${hash.slice(-4)}`;
