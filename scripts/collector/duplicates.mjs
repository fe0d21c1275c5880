// What the collector has already stored, to keep a sign-up once: by the id the card sends with
// every try of it, and by identical details from the same day (a native post carries no id).

const DAY_MS = 24 * 60 * 60 * 1000;

export function duplicateFinder(records = []) {
  const ids = new Set();
  /** name/email/company -> when last stored */
  const details = new Map();
  const key = ({ name, email, company }) => JSON.stringify([email.toLowerCase(), name, company]);
  const remember = ({ receivedAt, id, fields }) => {
    if (id) ids.add(id);
    details.set(key(fields), Date.parse(receivedAt));
  };
  for (const record of records) remember(record);
  return {
    remember,
    /** Why this sign-up is one already stored, or undefined. */
    duplicateOf(id, fields, now = Date.now()) {
      if (id && ids.has(id)) return `its id ${id}`;
      const last = details.get(key(fields));
      if (last !== undefined && now - last < DAY_MS) return "the same name, email and organization today";
      return undefined;
    },
  };
}
