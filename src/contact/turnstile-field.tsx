import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import { forwardRef, useEffect, useRef } from "react";

/** How long the widget may take to appear before the visitor is told it cannot (a blocked or failed script). */
export const WIDGET_LOAD_BOUND_MS = 10_000;

interface TurnstileFieldProps {
  siteKey: string;
  /**
   * The token on success; null when it expires or when the widget reports an error. An error does nothing else: no
   * alert, no message, the widget stays; the button is disabled until a new token comes (docs/behaviour.md).
   */
  onToken: (token: string | null) => void;
  /**
   * Cloudflare's script could not be loaded (blocked by an extension or firewall, or Cloudflare is down), or no
   * widget appeared within WIDGET_LOAD_BOUND_MS. Not the widget's own error callback, which only clears the token.
   */
  onUnavailable: () => void;
}

/** Cloudflare's bot check in dark theme for the `contact` action; unmounting removes the widget. */
const TurnstileField = forwardRef<TurnstileInstance | undefined, TurnstileFieldProps>(function TurnstileField(
  { siteKey, onToken, onUnavailable },
  ref,
) {
  const loaded = useRef(false);
  useEffect(() => {
    const timer = window.setTimeout(() => loaded.current || onUnavailable(), WIDGET_LOAD_BOUND_MS);
    return () => window.clearTimeout(timer);
  }, [onUnavailable]);
  return (
    <Turnstile
      ref={ref}
      siteKey={siteKey}
      options={{ theme: "dark", action: "contact" }}
      scriptOptions={{ onError: onUnavailable }}
      onWidgetLoad={() => (loaded.current = true)}
      onSuccess={onToken}
      onExpire={() => onToken(null)}
      onError={() => onToken(null)}
    />
  );
});

export default TurnstileField;
