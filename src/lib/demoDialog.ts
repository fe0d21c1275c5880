/** The demo dialog's element id (DemoDialog.astro). */
export const DEMO_DIALOG_ID = "demo-dialog";

/** The calendar's keyboard hint, the dialog's description while the calendar is there (DemoCalendar.tsx). */
export const DEMO_DIALOG_KEYS_ID = "demo-dialog-keys";

/** Fired on the demo dialog, bubbling, each time a link opens it; its `data-opened-from` names the link. */
export const DEMO_DIALOG_OPENED = "demo-dialog-opened";
