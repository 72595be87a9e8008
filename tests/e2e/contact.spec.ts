import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { collectAlerts, routeEmailJs, VISITOR as A_VISITOR } from "./doubles";
import { expect, test } from "./fixtures";
import { labels, readContent, siteLanguage } from "./content";
import { FAKE_SITEVERIFY_PORT } from "../../playwright.config";
import { CV_PATH } from "../../src/cv/cv-paths";
import { fillLabel } from "../../src/content/label-text";
import { pluralText } from "../../src/content/plural-label";

const site = readContent("site.json");
/** The site's fixed words, as labels.json has them. */
const words = labels();
/** The alert of a visitor who must wait `seconds` to send again, in the form the number takes in the site's language. */
const waitAlert = (seconds: number) => fillLabel(pluralText(words.wait, seconds, siteLanguage()), { seconds });
const FAKE_SITEVERIFY = `http://localhost:${FAKE_SITEVERIFY_PORT}`;
const VISITOR = { ...A_VISITOR, message: "Could you build our clinic's booking app?" };

/** Opens /, its contact form filled in by VISITOR, with the bot check's stand-in solving as `token` (or not). */
async function openContact(page: Page, { token = "pass", autoSolve = true } = {}) {
  await page.addInitScript((double) => void Object.assign(window, double), {
    __nextToken: token,
    __turnstileAutoSolve: autoSolve,
  });
  await page.goto("/");
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.locator("[data-turnstile-double]")).toHaveCount(1);
  await page.getByLabel(words.nameField, { exact: true }).fill(VISITOR.name);
  await page.getByLabel(words.emailField, { exact: true }).fill(VISITOR.email);
  await page.getByLabel(words.messageField, { exact: true }).fill(VISITOR.message);
}

const statusLine = (page: Page) => page.locator("#contact").getByRole("status");
/** The form's button, whose text is the label of what it does ("Send Message", "Sending..."). */
const sendButton = (page: Page) => page.locator("#contact button[type=submit]");
const fieldValues = (page: Page) =>
  Promise.all(
    [words.nameField, words.emailField, words.messageField].map((label) =>
      page.getByLabel(label, { exact: true }).inputValue(),
    ),
  );
/** What the bot check's stand-in was asked to do (doubles.ts). */
const turnstileLog = (page: Page) =>
  page.evaluate("window.__turnstileLog") as Promise<{ resets: number; removes: number; options: object }>;

/** Records every call to /api/verify-turnstile with the function's answer. */
function watchVerify(page: Page) {
  const calls: { body: unknown; status: number }[] = [];
  page.on("response", async (response) => {
    if (response.url().endsWith("/api/verify-turnstile")) {
      calls.push({ body: response.request().postDataJSON(), status: response.status() });
    }
  });
  return calls;
}

/**
 * `token`, tagged with the running test and this run (a developer's fake siteverify outlives a run, and a test's id
 * is the same in the next), whose calls to the fake siteverify then carry the tag.
 */
const RUN = randomUUID();
const tag = () => `#${test.info().testId}-${RUN}`;
const ownToken = (token: string) => `${token}${tag()}`;

/** The running test's calls in the fake siteverify's log, which every test and the smoke check add to. */
const siteverifyCalls = async (request: APIRequestContext) =>
  ((await (await request.get(`${FAKE_SITEVERIFY}/requests`)).json()) as Record<string, string>[]).filter((call) =>
    call.response.includes(tag()),
  );

// What a visitor sees whatever fails (a token Cloudflare refuses, the function or EmailJS failing or out of reach),
// the sent message and its draft, in every engine: engines/visitor.spec.ts. Here, what Playwright alone can read: the
// fields each request carries, the function's answers and its calls to Cloudflare.
test.describe("contact form", () => {
  test("the first load of / fetches none of the contact libraries; they load when the section comes near", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    const cloudflare: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("challenges.cloudflare.com")) cloudflare.push(request.url());
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(cloudflare).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => s.includes("api.emailjs.com") || s.includes("cf-turnstile-script"))).toEqual([]);

    await page.locator("#contact").scrollIntoViewIfNeeded();
    await expect.poll(() => cloudflare.length).toBeGreaterThan(0);
    expect(new URL(cloudflare[0]).searchParams.get("render")).toBe("explicit");
    await expect.poll(() => scripts.some((s) => s.includes("api.emailjs.com"))).toBe(true);
    // The stand-in script has loaded; the widget renders a moment later.
    await expect
      .poll(async () => (await turnstileLog(page))?.options)
      .toEqual({
        sitekey: site.turnstileSiteKey,
        theme: "dark",
        action: "contact",
      });
  });

  test("'Success': verified by the function, sent with EmailJS, fields emptied, time stored, widget reset", async ({
    page,
    request,
  }) => {
    const alerts = collectAlerts(page);
    const sent = await routeEmailJs(page, { delayMs: 400 });
    const verify = watchVerify(page);
    const token = ownToken("pass");
    await openContact(page, { token });
    await expect(sendButton(page)).toBeEnabled();
    const before = Date.now();
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(words.sending);
    await expect(sendButton(page)).toBeDisabled();

    await expect.poll(() => alerts).toEqual([words.sent]);
    expect(verify).toEqual([{ body: { token: `${token}#1` }, status: 200 }]);
    expect(sent).toEqual([
      {
        lib_version: "4.4.1",
        service_id: site.emailjsServiceId,
        template_id: site.emailjsTemplateId,
        user_id: site.emailjsPublicKey,
        name: VISITOR.name,
        email: VISITOR.email,
        message: VISITOR.message,
      },
    ]);
    expect(await fieldValues(page)).toEqual(["", "", ""]);
    const stored = Number(await page.evaluate(() => localStorage.getItem("last_contact_ts")));
    expect(stored).toBeGreaterThanOrEqual(before - 1000);
    expect(stored).toBeLessThanOrEqual(Date.now() + 1000);
    await expect.poll(async () => (await turnstileLog(page)).resets).toBe(1);
    await expect(sendButton(page)).toHaveText(words.send);

    // The function passed Cloudflare the secret, the token, the visitor's IP and an idempotency key.
    const [call] = await siteverifyCalls(request);
    expect(call).toMatchObject({ secret: "e2e-test-secret", response: `${token}#1` });
    expect(call.remoteip).toBeTruthy();
    expect(call.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("'Local cooldown': a second send within 10 s alerts 'Please wait N seconds…' and sends nothing", async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const sent = await routeEmailJs(page);
    const verify = watchVerify(page);
    await openContact(page);
    // Date.now stands still (timers keep running), so a slow machine cannot turn 8 s into 7 s.
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await page.evaluate((ts) => localStorage.setItem("last_contact_ts", String(ts)), now - 2_000);
    await sendButton(page).click();
    await expect.poll(() => alerts).toEqual([waitAlert(8)]);
    expect(verify).toEqual([]);
    expect(sent).toEqual([]);
    expect(await fieldValues(page)).toEqual([VISITOR.name, VISITOR.email, VISITOR.message]);
    await expect(sendButton(page)).toHaveText(words.send);
  });

  test("'No token': the button stays disabled, and a forced submit alerts 'Please complete verification'", async ({
    page,
  }) => {
    const alerts = collectAlerts(page);
    const sent = await routeEmailJs(page);
    const verify = watchVerify(page);
    await openContact(page, { autoSolve: false });
    await expect(sendButton(page)).toBeDisabled();
    await page.locator("#contact form").evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect.poll(() => alerts).toEqual([words.noToken]);
    expect(verify).toEqual([]);
    expect(sent).toEqual([]);
  });

  for (const [retryAfter, n, alert] of [
    ["30", "30", waitAlert(30)],
    [null, "a few", words.waitAFew],
  ] as const) {
    test(`'Server answers 429' ${retryAfter ? "with" : "without"} Retry-After: 'Please wait ${n} seconds…', rate_limited`, async ({
      page,
      expectedProblems,
    }) => {
      expectedProblems.push(/rate_limited/, /429/);
      const alerts = collectAlerts(page);
      const sent = await routeEmailJs(page);
      await page.route("**/api/verify-turnstile", (route) =>
        route.fulfill({
          status: 429,
          contentType: "text/plain",
          body: "Too Many Requests",
          headers: retryAfter ? { "Retry-After": retryAfter } : {},
        }),
      );
      await openContact(page);
      await sendButton(page).click();
      await expect.poll(() => alerts).toEqual([alert]);
      await expect(statusLine(page)).toBeEmpty();
      expect(sent).toEqual([]);
      expect(await fieldValues(page)).toEqual([VISITOR.name, VISITOR.email, VISITOR.message]);
      await expect(sendButton(page)).toHaveText(words.send);
    });
  }

  test("'Email send failure': EmailJS's status and text in the console, one request, no time stored", async ({
    page,
    expectedProblems,
  }) => {
    expectedProblems.push(/Email send failed/, /EmailJS|400|api\.emailjs\.com/);
    const sent = await routeEmailJs(page, { status: 400, body: "The template ID is invalid" });
    const consoleErrors: string[] = [];
    page.on("console", (m) => m.type() === "error" && consoleErrors.push(m.text()));
    await openContact(page);
    await sendButton(page).click();
    await expect.poll(() => consoleErrors.some((e) => e.includes("Email send failed"))).toBe(true);
    expect(consoleErrors.find((e) => e.includes("Email send failed"))).toMatch(/400.*The template ID is invalid/s);
    await expect(sendButton(page)).toHaveText(words.send);
    expect(sent).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem("last_contact_ts"))).toBeNull();
  });

  test("'Bot-check error callback' only clears the token; expiry clears it too", async ({ page }) => {
    const alerts = collectAlerts(page);
    await openContact(page);
    await expect(sendButton(page)).toBeEnabled();
    await page.evaluate("window.__turnstileDouble.error()");
    await expect(sendButton(page)).toBeDisabled();
    expect(alerts).toEqual([]);
    expect(await fieldValues(page)).toEqual([VISITOR.name, VISITOR.email, VISITOR.message]);

    await page.evaluate("window.turnstile.reset('widget-1')");
    await expect(sendButton(page)).toBeEnabled();
    await page.evaluate("window.__turnstileDouble.expire()");
    await expect(sendButton(page)).toBeDisabled();
  });

  test("Cloudflare never answering: the function gives up within 10 s and the form returns to idle", async ({
    page,
    request,
    expectedProblems,
  }) => {
    test.setTimeout(40_000);
    expectedProblems.push(/Verification failed: verification-unavailable/, /504/);
    const verify = watchVerify(page);
    await openContact(page, { token: "hang" });
    const started = Date.now();
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveText(words.sending);
    await expect(sendButton(page)).toHaveText(words.send, { timeout: 15_000 });
    // The function answered (504), before the browser's own 12 s limit could.
    expect(verify).toEqual([{ body: { token: "hang#1" }, status: 504 }]);
    // The bound is kept by the function, so it is measured at its far end: from Cloudflare's stand-in receiving
    // the first attempt to the function closing the second, on the stand-in's clock. (The time the test process
    // sees adds netlify dev, the browser and this machine's load, none of which is the function's.)
    const hangs: { arrivedAt: number; closedAt: number | null }[] = await (
      await request.get(`${FAKE_SITEVERIFY}/hangs`)
    ).json();
    const attempts = hangs.filter((hang) => hang.arrivedAt >= started);
    expect(attempts).toHaveLength(2);
    expect(attempts.every((hang) => hang.closedAt !== null)).toBe(true);
    expect(attempts[1].closedAt! - attempts[0].arrivedAt).toBeLessThanOrEqual(10_000);
  });

  test("leaving the page removes the widget", async ({ page }) => {
    await openContact(page);
    expect((await turnstileLog(page)).removes).toBe(0);
    // Left in-app by the contact card's CV link, there whatever nav-items.json lists or names its links.
    await page
      .getByRole("complementary", { name: words.connectTitle, exact: true })
      .locator(`a[href="${CV_PATH}"]`)
      .click();
    await expect(page).toHaveURL(/\/cv\/$/);
    await expect.poll(async () => (await turnstileLog(page)).removes).toBe(1);
  });
});

test.describe("the verification endpoint", () => {
  const endpoint = "/api/verify-turnstile";

  test("answers malformed requests with a JSON 4xx and no-store, without calling Cloudflare", async ({ request }) => {
    const json = (token: string) => JSON.stringify({ token });
    const cases: [type: string, data: string, status: number, reason: string][] = [
      ["text/plain", `token=${ownToken("abc")}`, 415, "unsupported-media-type"],
      ["application/x-www-form-urlencoded", `token=${ownToken("abc")}`, 415, "unsupported-media-type"],
      ["application/json", "{not json", 400, "invalid-json"],
      ["application/json", json(""), 400, "invalid-token"],
      ["application/json", json(ownToken("").padStart(2049, "x")), 400, "invalid-token"],
      ["application/json", json(ownToken("").padStart(5000, "x")), 413, "payload-too-large"],
    ];
    for (const [type, data, status, reason] of cases) {
      const response = await request.post(endpoint, { headers: { "Content-Type": type }, data });
      expect(response.status(), reason).toBe(status);
      expect(response.headers()["cache-control"]).toBe("no-store");
      expect(response.headers()["content-type"]).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ ok: false, reason });
    }
    expect(await siteverifyCalls(request)).toEqual([]);
  });

  test("passes Cloudflare's error code through as a 422 and never echoes the secret", async ({ request }) => {
    const response = await request.post(endpoint, { data: { token: "fail-timeout-or-duplicate" } });
    expect(response.status()).toBe(422);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ ok: false, reason: "timeout-or-duplicate" });
    expect(text).not.toContain("e2e-test-secret");
    const wrongAction = await request.post(endpoint, { data: { token: "wrong-action" } });
    expect(await wrongAction.json()).toEqual({ ok: false, reason: "action-mismatch" });
  });

  test("retries once with the same idempotency key when Cloudflare fails", async ({ request }) => {
    const response = await request.post(endpoint, { data: { token: ownToken("flaky") } });
    expect(await response.json()).toEqual({ ok: true });
    const calls = await siteverifyCalls(request);
    expect(calls).toHaveLength(2);
    expect(calls[0].idempotency_key).toBe(calls[1].idempotency_key);
  });
});
