/**
 * @OnlyCurrentDoc
 */
// The waitlist's receiver for a deployment: a Google Apps Script web app bound to a Google Sheet, for
// PUBLIC_WAITLIST_MODE=no-cors. One row per sign-up: a signup_id it already has adds nothing, so a card's retries and
// a second tab are harmless. Setup: README.md, "Receiving sign-ups in a Google Sheet". Apps Script runs this file as it
// is (no imports); tests/scripts/waitlistAppsScript.test.ts runs it against a sheet in memory.
/* exported doPost, doGet */

// Where "Back to the site" leads, after a post made without JavaScript: the site's address.
const SITE_URL = "https://bioattest.example";

const SHEET_NAME = "Sign-ups";
const COLUMNS = ["received at", "signup_id", "name", "email", "organization"];
const ID_COLUMN = 2;
// The site's caps (src/waitlist/fields.ts); an id is the card's (src/waitlist/store.ts, newSignupId).
const MAX_LENGTH = { name: 200, email: 254, company: 200 };
const SIGNUP_ID = /^[0-9a-z-]{1,64}$/;
// A person leaves this hidden field empty; a bot that fills it is answered as a person and stored nowhere.
const HONEYPOT = "website";
// Concurrent posts queue for the sheet this long; past it a row goes in unchecked (a duplicate beats a lost sign-up).
const LOCK_WAIT_MS = 30000;

const ANSWERS = {
  thanks: {
    title: "You're on the waitlist!",
    text: "Thank you for your interest. The team will be in touch shortly about the early access program.",
  },
  refused: {
    title: "Your request did not go through",
    text: "Please go back and fill in your name, email and organization.",
  },
};

/** The card's POST (form-encoded, no-cors: nothing here is read by the page) or a native form post. */
function doPost(e) {
  const form = (e && e.parameters) || {};
  if ((form[HONEYPOT] || []).some((value) => String(value).trim() !== "")) return answer(ANSWERS.thanks);
  const signup = readSignup(form);
  if (!signup) return answer(ANSWERS.refused);
  const lock = LockService.getScriptLock();
  const locked = lock.tryLock(LOCK_WAIT_MS);
  try {
    const sheet = signupSheet();
    if (!signup.id || !storedIds(sheet).has(signup.id))
      sheet.appendRow([new Date().toISOString(), signup.id, signup.name, signup.email, signup.company].map(asText));
  } finally {
    if (locked) lock.releaseLock();
  }
  return answer(ANSWERS.thanks);
}

/** Opening the web app's address in a browser: it says what it is. */
function doGet() {
  return HtmlService.createHtmlOutput("<p>This address takes the waitlist's sign-ups.</p>").setTitle("Waitlist");
}

/** The fields as the card sends them, or undefined for a post no card would send. */
function readSignup(form) {
  const field = (name) =>
    String((form[name] || [""])[0])
      .replace(/\p{Cc}+/gu, " ")
      .trim();
  const signup = { name: field("name"), email: field("email"), company: field("company"), id: field("signup_id") };
  for (const [name, max] of Object.entries(MAX_LENGTH))
    if (!signup[name] || signup[name].length > max) return undefined;
  if (!/^[^\s@]+@[^\s@]+$/.test(signup.email)) return undefined;
  // A post without JavaScript carries no id: stored, though a second one could not be told from it.
  if (signup.id && !SIGNUP_ID.test(signup.id)) return undefined;
  return signup;
}

function signupSheet() {
  const spreadsheet = SpreadsheetApp.getActiveSpreadsheet();
  const sheet = spreadsheet.getSheetByName(SHEET_NAME) || spreadsheet.insertSheet(SHEET_NAME);
  if (sheet.getLastRow() === 0) {
    sheet.appendRow(COLUMNS);
    sheet.setFrozenRows(1);
  }
  return sheet;
}

function storedIds(sheet) {
  const rows = sheet.getLastRow() - 1;
  if (rows < 1) return new Set();
  return new Set(
    sheet
      .getRange(2, ID_COLUMN, rows, 1)
      .getValues()
      .map(([id]) => String(id)),
  );
}

// A leading = + - or @ would make a cell a formula; the apostrophe keeps it text, and Sheets does not show it.
function asText(value) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function answer({ title, text }) {
  const escape = (value) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return HtmlService.createHtmlOutput(
    `<h1>${escape(title)}</h1><p>${escape(text)}</p><p><a href="${escape(SITE_URL)}" target="_top">Back to the site</a></p>`,
  ).setTitle(title);
}
