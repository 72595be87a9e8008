/** What the visitor typed into the contact form. */
export interface TypedMessage {
  name: string;
  email: string;
  message: string;
}

const FIELDS = ["name", "email", "message"] as const;

export function readTypedMessage(form: HTMLFormElement): TypedMessage {
  const data = new FormData(form);
  const read = (field: (typeof FIELDS)[number]) => {
    const value = data.get(field);
    return typeof value === "string" ? value : "";
  };
  return { name: read("name"), email: read("email"), message: read("message") };
}

export function fillForm(form: HTMLFormElement, typed: TypedMessage) {
  for (const field of FIELDS) {
    const element = form.elements.namedItem(field);
    if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.value = typed[field];
  }
}

export function isTypedMessage(value: unknown): value is TypedMessage {
  if (typeof value !== "object" || value === null) return false;
  return FIELDS.every((field) => typeof (value as Record<string, unknown>)[field] === "string");
}
