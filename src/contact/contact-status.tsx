import { Filled } from "../components/filled";
import { useLabels } from "../content/use-site";

/** What the form's status line says: nothing, or why it cannot send and how to reach the owner instead. */
export type ContactNote = { kind: "check-unavailable" } | { kind: "not-sent"; mailto: string } | null;

/** The owner's address, left to right inside a sentence in any language. */
function OwnerEmailLink({ href, ownerEmail }: { href: string; ownerEmail: string }) {
  return (
    <a href={href} dir="ltr" className="font-medium text-fg underline underline-offset-4">
      {ownerEmail}
    </a>
  );
}

/** A live region, present from the start, so that screen readers announce the note when it appears. */
export function ContactStatus({ note, ownerEmail }: { note: ContactNote; ownerEmail: string }) {
  const labels = useLabels();
  return (
    <p role="status" className="text-muted">
      {note?.kind === "check-unavailable" && (
        <Filled
          label={labels.checkUnavailable}
          values={{ email: <OwnerEmailLink href={`mailto:${ownerEmail}`} ownerEmail={ownerEmail} /> }}
        />
      )}
      {note?.kind === "not-sent" && (
        <Filled
          label={labels.notSent}
          values={{ email: <OwnerEmailLink href={note.mailto} ownerEmail={ownerEmail} /> }}
        />
      )}
    </p>
  );
}
