import { emailSender, type EmailKeys } from "./email-client";
import { sendContact, type ContactResult } from "./send-contact";
import { verifyToken } from "./verify-client";

/** The flow wired to the browser: loaded on demand, with EmailJS, when the contact section comes near. */
export function runContactFlow(form: HTMLFormElement, token: string | null, keys: EmailKeys): Promise<ContactResult> {
  return sendContact(form, token, {
    verify: (t) => verifyToken(t),
    send: emailSender(keys),
    storage: window.localStorage,
    now: () => Date.now(),
    alert: (message) => window.alert(message),
    log: (...details) => console.error(...details),
  });
}
