import type { Page, Request } from "@playwright/test";

/**
 * A stand-in for Cloudflare's api.js: implements window.turnstile (render,
 * reset, remove, getResponse, …), solves after 50 ms with window.__nextToken
 * (default "pass") plus "#n", and calls the onload callback named in the script URL,
 * as the real script does. window.__turnstileLog counts the calls.
 */
export const TURNSTILE_DOUBLE = `(() => {
  const log = (window.__turnstileLog = { renders: 0, resets: 0, removes: 0, options: null });
  const widgets = new Map();
  let next = 0;
  const solve = (id) => setTimeout(() => {
    const w = widgets.get(id);
    if (!w || window.__turnstileAutoSolve === false) return;
    w.token = (window.__nextToken || "pass") + "#" + ++next;
    w.options.callback && w.options.callback(w.token);
  }, 50);
  window.turnstile = {
    render(container, options) {
      const el = typeof container === "string" ? document.querySelector(container) : container;
      const id = "widget-" + (widgets.size + log.renders + 1);
      const box = document.createElement("div");
      box.textContent = "Bot check (test double)";
      box.setAttribute("data-turnstile-double", id);
      el.appendChild(box);
      widgets.set(id, { options, box, token: "" });
      log.renders++;
      log.options = { sitekey: options.sitekey, theme: options.theme, action: options.action };
      solve(id);
      return id;
    },
    reset(id) { log.resets++; const w = widgets.get(id); if (w) { w.token = ""; solve(id); } },
    remove(id) { log.removes++; const w = widgets.get(id); if (w) { w.box.remove(); widgets.delete(id); } },
    getResponse(id) { return widgets.get(id)?.token; },
    isExpired() { return false; },
    execute() {},
    ready(cb) { cb(); },
  };
  window.__turnstileDouble = {
    expire() { for (const w of widgets.values()) w.options["expired-callback"] && w.options["expired-callback"](); },
    error() { for (const w of widgets.values()) w.options["error-callback"] && w.options["error-callback"]("110200"); },
  };
  const name = new URL(document.currentScript.src).searchParams.get("onload");
  if (name && typeof window[name] === "function") window[name]();
})();`;

/** Cloudflare's Turnstile script, without its query string. */
export const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/** What a test visitor types into the contact form. */
export const VISITOR = { name: "Ayesha Khan", email: "ayesha@example.com", message: "Can we talk about a project?" };

export const EMAILJS_SEND_FORM = "https://api.emailjs.com/api/v1.0/email/send-form";

/** How EmailJS's send-form endpoint (out of reach here) answers, as a route's or a stand-in server's answer. */
export const emailAnswer = (status: number, body = status === 200 ? "OK" : "The template ID is invalid") => ({
  status,
  contentType: "text/plain",
  body,
  headers: { "Access-Control-Allow-Origin": "*" },
});

/** A stand-in's answer that fails at the network: the connection is dropped, and the page's fetch rejects. */
export const NETWORK_ERROR = "network-error";

/** How a stand-in answers: with this status, or not at all (NETWORK_ERROR). */
export type StandInStatus = number | typeof NETWORK_ERROR;

/** How the stand-ins for the services out of reach answer a cross-engine page (tests/e2e/engines). */
export interface StandIns {
  /** How EmailJS's send-form endpoint answers. */
  emailStatus: StandInStatus;
  /** How /api/verify-turnstile answers in the function's place; undefined: the function itself answers. */
  verifyStatus?: StandInStatus;
  /** Cloudflare's host is unreachable, as behind a privacy extension or a company firewall. */
  turnstileBlocked: boolean;
}

/** The function's own answer for a status it gives when the token is not verified (see verify-contract.ts). */
export const functionAnswer = (status: number) => ({
  status,
  contentType: "application/json",
  body: JSON.stringify({ ok: false, reason: status === 422 ? "invalid-input-response" : "verification-unavailable" }),
  headers: { "Cache-Control": "no-store" },
});

/** The fields of a multipart/form-data request body, parsed by the Fetch API's own FormData reader. */
async function multipartFields(request: Request): Promise<Record<string, string>> {
  const type = request.headers()["content-type"] ?? "";
  const body = request.postDataBuffer();
  if (!body || !/boundary=/.test(type)) return {};
  // A copy as a plain Uint8Array: the DOM typings do not take Node's Buffer as a body.
  const form = await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) fields[name] = typeof value === "string" ? value : await value.text();
  return fields;
}

interface EmailJsOptions {
  status?: number;
  body?: string;
  delayMs?: number;
}

/** Answers EmailJS's send-form endpoint and records each request's fields. */
export async function routeEmailJs(page: Page, { status = 200, body = "OK", delayMs = 0 }: EmailJsOptions = {}) {
  const sent: Record<string, string>[] = [];
  await page.route(EMAILJS_SEND_FORM, async (route) => {
    sent.push(await multipartFields(route.request()));
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fulfill(emailAnswer(status, body));
  });
  return sent;
}

/** Accepts every alert and records its text. */
export function collectAlerts(page: Page) {
  const alerts: string[] = [];
  page.on("dialog", (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  return alerts;
}
