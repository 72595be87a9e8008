import type { TurnstileInstance } from "@marsidev/react-turnstile";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useLabels, useSite } from "../content/use-site";
import { useNearViewport } from "../hooks/use-near-viewport";
import { clearDraft, readDraft, saveDraft } from "./contact-draft";
import { ContactStatus, type ContactNote } from "./contact-status";
import type { EmailKeys } from "./email-client";
import { handOverMailto } from "./hand-over-mailto";
import { fillForm, readTypedMessage } from "./typed-message";

// Loaded only when the contact section comes near, so the first view of the page pays nothing for them.
const TurnstileField = lazy(() => import("./turnstile-field"));
const loadContactRuntime = () => import("./contact-runtime");

export interface ContactKeys extends EmailKeys {
  turnstileSiteKey: string;
}

const fieldClass =
  "w-full rounded-xl border border-line bg-ink-800 px-4 py-3 text-fg placeholder:text-placeholder transition-colors focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2";

/**
 * Firefox restores a button's last disabled state on a reload, which would enable Send before there is a token;
 * autocomplete="off" turns that off (React's typings leave the attribute out for buttons).
 */
const noRestoredButtonState = { autoComplete: "off" };

/** A labelled field of the form. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-medium text-fg">
        {label}
      </label>
      {children}
    </div>
  );
}

/** A required one-line field, labelled, whose id and autocomplete hint follow its name. */
function InputField({
  name,
  type,
  label,
  placeholder,
}: {
  name: "name" | "email";
  type: string;
  label: string;
  placeholder: string;
}) {
  const id = `contact-${name}`;
  return (
    <Field id={id} label={label}>
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={name}
        placeholder={placeholder}
        className={fieldClass}
      />
    </Field>
  );
}

/**
 * The contact form: name, email and message (all required), the bot check and
 * the send button; what a send does is told in docs/behaviour.md. It stays
 * mounted (the fields are never replaced, so nothing typed is lost) while the
 * widget and the send flow load.
 */
interface ContactFormProps {
  keys: ContactKeys;
  /** Offered instead when the bot check cannot load or a send fails. */
  ownerEmail: string;
}

export function ContactForm({ keys, ownerEmail }: ContactFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const widgetRef = useRef<TurnstileInstance>();
  const near = useNearViewport(formRef);
  const [token, setToken] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<ContactNote>(null);
  const checkUnavailable = note?.kind === "check-unavailable";
  const labels = useLabels();
  const { language } = useSite().locale;
  const markUnavailable = useCallback(() => setNote({ kind: "check-unavailable" }), []);

  useEffect(() => {
    if (near) void loadContactRuntime();
  }, [near]);

  useEffect(() => {
    const draft = readDraft();
    if (draft && formRef.current) fillForm(formRef.current, draft);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (sending) return;
    setSending(true);
    setNote((shown) => (shown?.kind === "not-sent" ? null : shown));
    const typed = readTypedMessage(form);
    const handOverTyped = () => setNote({ kind: "not-sent", mailto: handOverMailto(ownerEmail, typed, labels) });
    try {
      const { runContactFlow } = await loadContactRuntime();
      const { outcome, handOver } = await runContactFlow(form, token, keys, { labels, language });
      if (outcome === "sent") {
        form.reset();
        clearDraft();
      } else if (handOver) {
        handOverTyped();
      }
    } catch (error) {
      // Anything unforeseen (the send code failing to load on a dropped connection, say) must not lose the message.
      console.error(error);
      handOverTyped();
    } finally {
      // A Turnstile token is good for one verification only, so after every attempt, whatever its outcome, the
      // token is cleared (which disables the button) and the widget is reset to solve a new one.
      setToken(null);
      widgetRef.current?.reset();
      setSending(false);
    }
  }

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      onInput={(event) => saveDraft(readTypedMessage(event.currentTarget))}
      className="card flex flex-col gap-6 p-6 md:p-8"
      aria-labelledby="contact-title"
      aria-busy={sending}
    >
      <InputField name="name" type="text" label={labels.nameField} placeholder={labels.namePlaceholder} />
      <InputField name="email" type="email" label={labels.emailField} placeholder={labels.emailPlaceholder} />
      <Field id="contact-message" label={labels.messageField}>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={2}
          placeholder={labels.messagePlaceholder}
          className={`${fieldClass} resize-y`}
        />
      </Field>
      <div className="min-h-[65px]" data-testid="turnstile-slot">
        {near && !checkUnavailable && (
          <Suspense fallback={null}>
            <TurnstileField
              ref={widgetRef}
              siteKey={keys.turnstileSiteKey}
              onToken={setToken}
              onUnavailable={markUnavailable}
            />
          </Suspense>
        )}
        <ContactStatus note={note} ownerEmail={ownerEmail} />
      </div>
      <button
        type="submit"
        {...noRestoredButtonState}
        className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
        disabled={sending || !token}
      >
        {sending ? labels.sending : labels.send}
      </button>
    </form>
  );
}
