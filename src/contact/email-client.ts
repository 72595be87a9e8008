import { sendForm } from "@emailjs/browser";

export interface EmailKeys {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

const SEND_TIMEOUT_MS = 15_000;

/**
 * EmailJS's sendForm: a multipart POST of the form's fields plus lib_version,
 * service_id, template_id and user_id (the public key). It has no timeout of
 * its own, so one is added: the form must always return to idle.
 */
export function emailSender(keys: EmailKeys) {
  return (form: HTMLFormElement) =>
    Promise.race([
      sendForm(keys.serviceId, keys.templateId, form, { publicKey: keys.publicKey }),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject({ status: 0, text: "Timed out", message: "No answer from EmailJS" }), SEND_TIMEOUT_MS),
      ),
    ]);
}
