const fieldClass =
  "w-full rounded-xl border border-line bg-ink-800 px-4 py-3 text-fg placeholder:text-[#8d8da6] transition-colors focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2";

interface ContactFormProps {
  /** The bot-check widget goes here once the contact flow is loaded. */
  widget?: React.ReactNode;
  sending?: boolean;
  canSend?: boolean;
}

/** The form as the spec draws it: three required fields, the bot check, then 'Send Message'. */
export function ContactForm({ widget, sending = false, canSend = false }: ContactFormProps) {
  return (
    <form className="card flex flex-col gap-6 p-6 md:p-8" aria-labelledby="contact-title">
      <div className="flex flex-col gap-2">
        <label htmlFor="contact-name" className="font-medium text-fg">
          Your name
        </label>
        <input
          id="contact-name"
          name="name"
          type="text"
          required
          autoComplete="name"
          placeholder="What’s your good name?"
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="contact-email" className="font-medium text-fg">
          Your Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="What’s your email address?"
          className={fieldClass}
        />
      </div>
      <div className="flex flex-col gap-2">
        <label htmlFor="contact-message" className="font-medium text-fg">
          Your Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={2}
          placeholder="How can I help you?"
          className={`${fieldClass} resize-y`}
        />
      </div>
      <div className="min-h-[65px]" data-testid="turnstile-slot">
        {widget}
      </div>
      <button type="submit" className="button-primary w-full disabled:cursor-not-allowed disabled:opacity-60" disabled={sending || !canSend}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
