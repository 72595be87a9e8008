import { readFileSync } from "node:fs";
import { EMAILJS_SEND_FORM, VISITOR } from "../doubles";
import { readShownCounters, readWordSlot } from "../page-reads";
import type { EnginePage } from "./engine-page";
import { expect, test } from "./fixtures";

// What a visitor sees, asserted the same way in every engine (see the playwright.config.ts projects).
const stats: { value: number; suffix: string }[] = JSON.parse(readFileSync("content/stats.json", "utf8"));
const site: { email: string } = JSON.parse(readFileSync("content/site.json", "utf8"));
const words: string[] = JSON.parse(readFileSync("content/hero-words.json", "utf8")).map(
  (w: { text: string }) => w.text,
);

const sizes = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const size of sizes) {
  for (const path of ["/", "/projects/", "/projects/ai-resume-analyzer/"]) {
    test(`${path} at ${size.width} px loads with no console error, CSP violation or failed request`, async ({
      open,
    }) => {
      const page = await open(path, size);
      // Scroll through, so that everything loads (images, the contact form's libraries) and every entrance runs.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 40));
        }
      }, null);
      // Every item has entered (the last skill card is done 2.4 s after its section's trigger).
      const hidden = () =>
        page.evaluate(
          () => [...document.querySelectorAll(".reveal")].filter((e) => getComputedStyle(e).opacity !== "1").length,
          null,
        );
      await expect.poll(hidden, { timeout: 5000 }).toBe(0);
      await page.wait(500);
    });
  }
}

test("a card's 'Read the case study' leads to the project's case study", async ({ open }) => {
  const page = await open("/projects/");
  // Leaving while /projects/ still loads would cancel its requests, which counts as failed ones.
  await expect.poll(() => page.evaluate(() => document.readyState, null), { timeout: 10_000 }).toBe("complete");
  await page.wait(1000);
  await page.click('a[href="/projects/fifa-duel/"]');
  const shown = () =>
    page.evaluate(() => ({ path: location.pathname, h1: document.querySelector("h1")?.textContent }), null);
  await expect.poll(shown, { timeout: 5000 }).toEqual({ path: "/projects/fifa-duel/", h1: "FIFA Duel" });
});

test("the word slot shows one whole word at a time, in turn", async ({ open }) => {
  const page = await open("/");
  const seen: string[] = [];
  for (let i = 0; i < 40; i++) {
    const view = await page.evaluate(readWordSlot, null);
    expect(view.onScreen).toBe(true);
    if (view.whole.length === 1) {
      expect(view.showing).toEqual(view.whole);
      if (seen.at(-1) !== view.whole[0]) seen.push(view.whole[0]);
    } else {
      expect(view.showing).toHaveLength(2);
    }
    await page.wait(200);
  }
  // 8 s: Ideas, Concepts, Designs at least, in order.
  expect(seen.length).toBeGreaterThanOrEqual(3);
  expect(seen).toEqual(seen.map((_, i) => words[i % (words.length / 2)]));
});

test("the counters count up to their values once their section reaches the centre", async ({ open }) => {
  const page = await open("/");
  const shown = () => page.evaluate(readShownCounters, null);
  expect(await shown()).toEqual(stats.map((s) => `0${s.suffix}`));
  await page.evaluate(() => {
    const section = document.querySelector("#counters")!;
    window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + 10);
  }, null);
  await page.wait(3200);
  expect(await shown()).toEqual(stats.map((s) => `${s.value}${s.suffix}`));
});

test("the navbar takes its scrolled style past 10 px, and its anchors scroll to their sections", async ({ open }) => {
  const page = await open("/");
  const scrolled = () => page.evaluate(() => document.querySelector("header")!.getAttribute("data-scrolled"), null);
  expect(await scrolled()).toBe("false");
  await page.evaluate(() => window.scrollTo(0, 11), null);
  await expect.poll(scrolled).toBe("true");
  await page.click('nav[aria-label="Main"] a[href$="#skills"]');
  await expect
    .poll(() => page.evaluate(() => Math.round(document.querySelector("#skills")!.getBoundingClientRect().top), null), {
      timeout: 5000,
    })
    .toBeLessThan(200);
  expect(await page.evaluate(() => location.hash, null)).toBe("#skills");
});

const submit = "#contact button[type=submit]";
const typed = { "#contact-name": VISITOR.name, "#contact-email": VISITOR.email, "#contact-message": VISITOR.message };

async function fillAndSend(page: EnginePage) {
  await page.evaluate(() => document.querySelector("#contact")!.scrollIntoView(), null);
  // The bot check (its stand-in) solves, and the button comes alive.
  await expect
    .poll(() => page.evaluate((s) => !document.querySelector<HTMLButtonElement>(s)!.disabled, submit), {
      timeout: 10_000,
    })
    .toBe(true);
  for (const [selector, value] of Object.entries(typed)) await page.fill(selector, value);
  await page.click(submit);
}

const fieldValues = (page: EnginePage) =>
  page.evaluate(
    (selectors) => selectors.map((s) => document.querySelector<HTMLInputElement>(s)!.value),
    Object.keys(typed),
  );

test("the contact form sends: verified by the function, posted to EmailJS, a success alert, fields emptied", async ({
  open,
}) => {
  const page = await open("/");
  await fillAndSend(page);
  await expect.poll(() => page.alerts(), { timeout: 10_000 }).toEqual(["Message sent successfully!"]);
  expect(page.emails).toEqual([`POST ${EMAILJS_SEND_FORM}`]);
  expect(await fieldValues(page)).toEqual(["", "", ""]);
});

test("when EmailJS refuses, the failure is logged only: no alert, and nothing typed is lost", async ({ open }) => {
  const page = await open("/", { emailStatus: 400, allowed: [/Email send failed|status of 400/] });
  await fillAndSend(page);
  await expect
    .poll(async () => (await page.problems()).some((p) => p.includes("Email send failed")), { timeout: 10_000 })
    .toBe(true);
  await expect.poll(() => page.evaluate((s) => document.querySelector(s)!.textContent, submit)).toBe("Send Message");
  expect(page.emails).toHaveLength(1);
  expect(await page.alerts()).toEqual([]);
  expect(await fieldValues(page)).toEqual(Object.values(typed));
});

test("when Cloudflare's host is blocked, the form says so, offers the email address, and keeps what was typed", async ({
  open,
}) => {
  // Chromium logs the blocked script, WebKit fires an error event at it; Firefox says nothing.
  const page = await open("/", {
    turnstileBlocked: true,
    allowed: [/challenges\.cloudflare\.com|ERR_BLOCKED_BY_CLIENT/],
  });
  await page.evaluate(() => document.querySelector("#contact")!.scrollIntoView(), null);
  for (const [selector, value] of Object.entries(typed)) await page.fill(selector, value);
  const status = () =>
    page.evaluate(() => {
      const status = document.querySelector("#contact [role='status']")!;
      return { text: status.textContent, link: status.querySelector("a")?.getAttribute("href") };
    }, null);
  await expect
    .poll(status, { timeout: 12_000 })
    .toEqual({ text: expect.stringContaining("could not load"), link: `mailto:${site.email}` });
  expect(await fieldValues(page)).toEqual(Object.values(typed));
  expect(await page.evaluate((s) => document.querySelector<HTMLButtonElement>(s)!.disabled, submit)).toBe(true);
});

test("the hero video loops: past its end it plays on from the start", async ({ open }) => {
  const page = await open("/");
  const state = () =>
    page.evaluate(() => {
      const video = document.querySelector("video")!;
      return { time: video.currentTime, duration: video.duration, paused: video.paused, ended: video.ended };
    }, null);
  await expect.poll(async () => (await state()).time, { timeout: 10_000 }).toBeGreaterThan(0);
  const { duration } = await state();
  let wrapped = false;
  let last = (await state()).time;
  for (let elapsed = 0; elapsed < (duration + 2) * 1000 && !wrapped; elapsed += 250) {
    await page.wait(250);
    const now = await state();
    expect(now.paused || now.ended).toBe(false);
    wrapped = now.time < last;
    last = now.time;
  }
  expect(wrapped).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: counters at their values, every item in place, the first word, the video on its poster", async ({
    open,
  }) => {
    const page = await open("/");
    await page.wait(2500);
    const state = await page.evaluate(
      () => ({
        hidden: [...document.querySelectorAll(".reveal, .hero-line")].filter((e) => getComputedStyle(e).opacity !== "1")
          .length,
        strip: getComputedStyle(document.querySelector(".hero-words")!).transform,
        videoPaused: document.querySelector("video")!.paused,
      }),
      null,
    );
    expect(await page.evaluate(readShownCounters, null)).toEqual(stats.map((s) => `${s.value}${s.suffix}`));
    expect(state).toEqual({ hidden: 0, strip: "none", videoPaused: true });
  });
});
