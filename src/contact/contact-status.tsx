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
  return (
    <p role="status" className="text-muted">
      {note?.kind === "check-unavailable" && (
        <>
          The spam check that protects this form could not load, so it cannot send right now. Your message is still
          here: please email it to me at <OwnerEmailLink href={`mailto:${ownerEmail}`} ownerEmail={ownerEmail} />.
        </>
      )}
      {note?.kind === "not-sent" && (
        <>
          Sorry, your message was not sent: something went wrong on my side. It is still here, so you can try again, or
          email it to me at <OwnerEmailLink href={note.mailto} ownerEmail={ownerEmail} /> (the link opens your mail app
          with your message in it).
        </>
      )}
    </p>
  );
}
