import { Turnstile, type TurnstileInstance } from "@marsidev/react-turnstile";
import { forwardRef } from "react";

interface TurnstileFieldProps {
  siteKey: string;
  /** The token on success; null when it expires or the check errors (§8: the error only clears it). */
  onToken: (token: string | null) => void;
}

/** Cloudflare's bot check in dark theme for the `contact` action; unmounting removes the widget. */
const TurnstileField = forwardRef<TurnstileInstance | undefined, TurnstileFieldProps>(function TurnstileField(
  { siteKey, onToken },
  ref,
) {
  return (
    <Turnstile
      ref={ref}
      siteKey={siteKey}
      options={{ theme: "dark", action: "contact" }}
      onSuccess={onToken}
      onExpire={() => onToken(null)}
      onError={() => onToken(null)}
    />
  );
});

export default TurnstileField;
