const ALWAYS_HEADERS = {
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
};

export function jsonResponse(status: number, body: unknown, extraHeaders: Record<string, string> = {}): Response {
  // The fixed headers go last so that no extra header can replace them.
  return new Response(JSON.stringify(body), { status, headers: { ...extraHeaders, ...ALWAYS_HEADERS } });
}

export type CappedBody = { text: string } | { tooLarge: true };

/** Reads at most maxBytes of the body: a larger one is refused without being buffered. */
export async function readCappedBody(req: Request, maxBytes: number): Promise<CappedBody> {
  if (Number(req.headers.get("content-length")) > maxBytes) return { tooLarge: true };
  if (!req.body) return { text: "" };

  const reader = req.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { text: text + decoder.decode() };
    received += value.byteLength;
    if (received > maxBytes) {
      reader.cancel().catch(() => undefined);
      return { tooLarge: true };
    }
    text += decoder.decode(value, { stream: true });
  }
}
