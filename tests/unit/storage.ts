import type { StorageLike } from "../../src/waitlist/store";

/** A Storage in memory; several "tabs" share one by using the same object. */
export function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    key: (index) => [...data.keys()][index] ?? null,
    get length() {
      return data.size;
    },
  };
}

/** This tab's view of `shared`, where `otherTab` writes just before this tab's first write: after any read it made. */
export function otherTabWritesFirst(shared: StorageLike, otherTab: () => unknown): StorageLike {
  let raced = false;
  const race = () => {
    if (raced) return;
    raced = true;
    otherTab();
  };
  return {
    getItem: (key) => shared.getItem(key),
    setItem: (key, value) => {
      race();
      shared.setItem(key, value);
    },
    removeItem: (key) => {
      race();
      shared.removeItem(key);
    },
    key: (index) => shared.key(index),
    get length() {
      return shared.length;
    },
  };
}
