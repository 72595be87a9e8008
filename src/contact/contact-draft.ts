import { isTypedMessage, type TypedMessage } from "./typed-message";

/**
 * What the visitor has typed, kept in this tab's sessionStorage so that a reload or a crashed tab does not lose
 * it. It never leaves the tab: nothing else reads it, and it is cleared once the message is sent.
 */
export const DRAFT_KEY = "contact_draft";

/** Storage can be switched off or full, or throw on access; a draft is a convenience, never a reason to fail. */
function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage = session()): TypedMessage | null {
  try {
    const draft: unknown = JSON.parse(storage?.getItem(DRAFT_KEY) ?? "null");
    return isTypedMessage(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(typed: TypedMessage, storage = session()) {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(typed));
  } catch {
    // Not kept; the fields still hold the text.
  }
}

export function clearDraft(storage = session()) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
