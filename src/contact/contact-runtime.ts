import { fillLabel } from "../content/label-text";
import { pluralText } from "../content/plural-label";
import type { SiteLabels } from "../content/site-labels";
import { emailSender, type EmailKeys } from "./email-client";
import { type ContactMessages, sendContact, type ContactResult } from "./send-contact";
import { verifyToken } from "./verify-client";

/** The site's words the flow alerts with, and its language, which chooses the form of "Please wait N seconds". */
export interface ContactWords {
  labels: Pick<SiteLabels, "noToken" | "wait" | "waitAFew" | "sent">;
  language: string;
}

export const contactMessages = ({ labels, language }: ContactWords): ContactMessages => ({
  noToken: labels.noToken,
  wait: (seconds) => fillLabel(pluralText(labels.wait, seconds, language), { seconds }),
  waitAFew: labels.waitAFew,
  sent: labels.sent,
});

/** The flow wired to the browser: loaded on demand, with EmailJS, when the contact section comes near. */
export function runContactFlow(
  form: HTMLFormElement,
  token: string | null,
  keys: EmailKeys,
  words: ContactWords,
): Promise<ContactResult> {
  return sendContact(form, token, {
    verify: (t) => verifyToken(t),
    send: emailSender(keys),
    storage: window.localStorage,
    now: () => Date.now(),
    alert: (message) => window.alert(message),
    log: (...details) => console.error(...details),
    messages: contactMessages(words),
  });
}
