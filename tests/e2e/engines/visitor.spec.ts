import { DRAFT_KEY } from "../../../src/contact/contact-draft";
import { CV_PATH } from "../../../src/cv/cv-paths";
import { fillLabel } from "../../../src/content/label-text";
import { MOTION } from "../../../src/motion/timings";
import { withTrailingSlash } from "../../../src/utils/nav-href";
import { EMAILJS_SEND_FORM, NETWORK_ERROR, type StandInStatus, VISITOR } from "../doubles";
import { onTimeline, watch } from "../in-page";
import { untilEntered, untilHydrated } from "../in-app";
import { expectCounting } from "../motion-helpers";
import { THEME_BACKGROUND } from "../theme-backgrounds";
import {
  entranceCodeHasRun,
  readContactForm,
  readDocumentTop,
  readEach,
  readShownCounters,
  readTop,
  readWordSlot,
  scrollThrough,
  theWayOut,
} from "../page-reads";
import type { EnginePage } from "./engine-page";
import { FIRST_FRAMES_KEY } from "./stand-in-proxy";
import { type EngineName, expect, test } from "./fixtures";
import {
  counterText,
  cvSections,
  FROM_CONTENT,
  labels,
  languages,
  navAnchors,
  navPages,
  projectsInOrder,
  readContent,
  siteGrouping,
} from "../content";

// What a visitor sees, specified once and asserted the same way in every engine, each through the driver it needs
// (engine-page.ts; see the playwright.config.ts projects). The Chromium specs beside this folder add only what
// Playwright alone can drive: its fake clock, request bodies, CPU throttling, axe.
const stats = readContent("stats.json");
const site = readContent("site.json");
/** The rotating words, in turn: the content lists each once. */
const words = readContent("hero-words.json").map((w) => w.text);
const finalCounters = stats.map((s) => counterText(s.value, s.suffix));

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const sizes = [PHONE, DESKTOP];

/**
 * The width at which each engine's visitors mostly come, Safari's on a phone and Firefox's on a desktop, for the tests
 * of layout and loading: Chromium runs them at both.
 */
const VISITORS_WIDTH: Record<Exclude<EngineName, "chromium">, number> = { firefox: 1280, webkit: 390 };
function skipOtherWidths(engineName: EngineName, width: number) {
  if (engineName === "chromium") return;
  test.skip(width !== VISITORS_WIDTH[engineName], `${engineName} runs this at ${VISITORS_WIDTH[engineName]} px`);
}

/** Scrolls through, so that everything loads (images, the contact form's libraries), and waits until every item has entered. */
async function scrollThroughAll(page: EnginePage) {
  await page.evaluate(scrollThrough);
  // Every item has entered, without scrolling back (the last skill card is done 2.4 s after its section's trigger on
  // the page's clock; the timings themselves are pinned on the fake clock in motion.spec.ts).
  await untilEntered(page);
  await page.wait(500);
}

/** Where the page is and the heading it shows. */
const shownPage = (page: EnginePage) =>
  page.evaluate(() => ({ path: location.pathname, h1: document.querySelector("h1")?.textContent }));

/** Where the page is (path and hash), and whether any part of the element `hash` names lies in the viewport. */
const reached = (page: EnginePage, hash: string) =>
  page.evaluate((id) => {
    // Not yet there while the page that has it loads.
    const box = document.querySelector(id)?.getBoundingClientRect();
    const inView = !!box && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    return [location.pathname + location.hash, inView];
  }, hash);

for (const size of sizes) {
  test(`/ at ${size.width} px: each section a link can reach holds still after a jump to it, and the page loads with no console error, CSP violation or failed request`, async ({
    open,
    engineName,
  }) => {
    skipOtherWidths(engineName, size.width);
    // A page load for each section.
    test.slow();
    let page = await open("/", size);
    // The sections with an id, as the page has them; each jumped to on a page just loaded, whose sections below the
    // first screen have not rendered yet (a scrollbar drag, the End key, a deep link).
    const sections = await page.evaluate(() =>
      [...document.querySelectorAll("main > section[id]")].map((section) => `#${section.id}`),
    );
    expect(sections).toContain("#contact");
    for (const [i, section] of sections.entries()) {
      // Each page closed before the next opens: several pages of / playing at once would slow the machine down.
      if (i > 0) {
        await page.close();
        page = await open("/", size);
      }
      const offset = await page.evaluate(readDocumentTop, section);
      const tops = await page.evaluate(watch(readTop), { ms: 1500, arg: section, scrollTo: offset });
      const values = tops.map((s) => s.value);
      expect(Math.max(...values) - Math.min(...values), `${section}: ${values.join(" ")}`).toBeLessThanOrEqual(4);
    }
    await scrollThroughAll(page);
  });

  test(
    `/projects/ at ${size.width} px comes alive, and each card's 'Read the case study' leads to its case study`,
    FROM_CONTENT,
    async ({ open, engineName }) => {
      skipOtherWidths(engineName, size.width);
      const page = await open("/projects/", size);
      // The page's scripts come once the first view's screenshot has arrived (scripts-after-first-view.mjs).
      await untilHydrated(page);
      await scrollThroughAll(page);
      const projects = projectsInOrder();
      // A card's one link in this tab: the others open the project's own pages in new ones.
      const cardLinks = () =>
        [...document.querySelectorAll("main a[href^='/projects/']")].map((a) => [
          a.getAttribute("aria-label"),
          a.getAttribute("href"),
        ]);
      const { projectLink, readCaseStudy } = labels();
      expect(await page.evaluate(cardLinks)).toEqual(
        projects.map(({ title, slug }) => [
          fillLabel(projectLink, { link: readCaseStudy, title }),
          `/projects/${slug}/`,
        ]),
      );
      // The last card, the furthest down the page.
      const { slug, title } = projects.at(-1)!;
      const path = `/projects/${slug}/`;
      await page.click(`main a[href="${path}"]`);
      await expect.poll(() => shownPage(page), { timeout: 10_000 }).toEqual({ path, h1: title });
    },
  );

  test(
    `at ${size.width} px a link to the CV leads to the CV: the name as its h1, its sections as its h2s, the downloads`,
    FROM_CONTENT,
    async ({ open, engineName }) => {
      skipOtherWidths(engineName, size.width);
      const page = await open("/", size);
      await untilHydrated(page);
      // The navbar's, where nav-items.json lists the CV; else the contact section's, which is always there.
      const inNavbar = navPages().some(({ link }) => withTrailingSlash(link) === CV_PATH);
      await page.click(`${inNavbar ? "header nav" : "#contact"} a[href="${CV_PATH}"]`);
      const shown = () =>
        page.evaluate(() => ({
          path: location.pathname,
          h1: document.querySelector("h1")?.textContent,
          h2: [...document.querySelectorAll("h2")].map((h) => h.textContent),
          pdfs: [...document.querySelectorAll("a[download]")].map((a) => a.textContent),
        }));
      await expect.poll(shown, { timeout: 10_000 }).toEqual({
        path: "/cv/",
        h1: site.name,
        h2: cvSections(),
        pdfs: [labels().pdfA4, labels().pdfLetter],
      });
      await scrollThroughAll(page);
    },
  );
}

// At a desktop's width, the 'Next project' test below opens every case study and scrolls through it.
test("a case study at 390 px comes alive", async ({ open, engineName }) => {
  skipOtherWidths(engineName, PHONE.width);
  const page = await open(`/projects/${projectsInOrder()[0].slug}/`, PHONE);
  await untilHydrated(page);
  await scrollThroughAll(page);
});

/** Where each of the page's sections lies (top, height), with the page's height and background (run in the page). */
function readSectionBoxes() {
  return {
    boxes: [...document.querySelectorAll("main > *, body footer")].map((section) => {
      const { top, height } = section.getBoundingClientRect();
      return [top, height];
    }),
    pageHeight: document.documentElement.scrollHeight,
    background: getComputedStyle(document.documentElement).backgroundColor,
  };
}

/** Presses the navbar's theme toggle until the visitor's choice is `choice` (run in the page). */
async function chooseTheme(choice: string) {
  while (document.documentElement.dataset.themeChoice !== choice) {
    document.querySelector<HTMLButtonElement>("header .theme-toggle")!.click();
    await new Promise((frame) => setTimeout(frame, 100));
  }
}

test("a theme press moves nothing, above or below the viewport, in the frames that show it", async ({ open }) => {
  const page = await open("/");
  await untilHydrated(page);
  // From the middle of the page: sections above the viewport and below it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  // Light chosen first, so that the press measured, to dark, changes what is shown whatever the owner's default.
  await page.evaluate(chooseTheme, "light");
  await page.wait(300);
  const before = await page.evaluate(readSectionBoxes);
  // Read in the press's own task (frame 0), then in every frame after it for half a second, and at least three.
  const after = await page.evaluate(watch(readSectionBoxes), { ms: 500, readings: 4, click: "header .theme-toggle" });
  expect(before.boxes.length).toBeGreaterThan(2);
  for (const [frame, { value: seen }] of after.entries()) {
    const moved = seen.boxes.flatMap((box, n) =>
      box.some((value, k) => Math.abs(value - before.boxes[n][k]) > 0.5) ? [[n, before.boxes[n], box]] : [],
    );
    expect(moved, `frame ${frame}: sections moved or resized (index, before, then)`).toEqual([]);
    expect(seen.pageHeight, `frame ${frame}: the page's height`).toBe(before.pageHeight);
  }
  expect(after.at(-1)!.value.background).not.toBe(before.background);
});

test(
  "the theme chosen with the toggle shows from the first frame, unlike the one before, on a reload, a new visit and in-app, by the navbar's name to /",
  FROM_CONTENT,
  async ({ open }) => {
    // Pages without the hero video, whose stream a reload would cancel.
    const page = await open("/projects/");
    const firstFrames = () =>
      page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as object[], FIRST_FRAMES_KEY);
    // Leaving a page while it loads would cancel its requests, which counts as failed ones.
    const settled = () => untilHydrated(page);
    const [first] = await firstFrames();
    // The device is light here, and the page shows the owner's default (the device's, unless it is a theme of its own)
    // until the visitor chooses the other theme.
    const before = site.theme === "system" ? "light" : site.theme;
    const chosen = before === "light" ? "dark" : "light";
    expect(first).toEqual({
      path: "/projects/",
      theme: site.theme === "system" ? null : site.theme,
      background: THEME_BACKGROUND[before],
      deviceDark: false,
    });
    await settled();
    await page.evaluate(chooseTheme, chosen);
    await page.reload();
    await settled();
    await page.goto("/cv/");
    await settled();
    const frames = await firstFrames();
    expect(frames.slice(1)).toEqual(
      ["/projects/", "/cv/"].map((path) => ({
        path,
        theme: chosen,
        background: THEME_BACKGROUND[chosen],
        deviceDark: false,
      })),
    );
    // The navbar's name link, there whatever nav-items.json lists: home, in-app (what the window holds survives).
    await page.evaluate(() => void Object.assign(window, { inApp: true }));
    await page.click('header a[href="/"]:not(nav a)');
    const shown = () =>
      page.evaluate(() => [
        location.pathname,
        "inApp" in window,
        document.querySelector("h1")?.id === "hero-title",
        getComputedStyle(document.documentElement).backgroundColor,
      ]);
    await expect.poll(shown, { timeout: 10_000 }).toEqual(["/", true, true, THEME_BACKGROUND[chosen]]);
  },
);

test("every case study, reached by its neighbour's 'Next project' link, shows its project", async ({ open }) => {
  const projects = projectsInOrder();
  // A page load and a scroll through it for each project, of which the content may list any number.
  test.slow();
  const page = await open(`/projects/${projects[0].slug}/`);
  await untilHydrated(page);
  for (const [i, { slug, title }] of projects.entries()) {
    await expect.poll(() => shownPage(page), { timeout: 10_000 }).toEqual({ path: `/projects/${slug}/`, h1: title });
    // Every image of the page loads (a failed one would be reported) before the visitor moves on.
    await page.evaluate(scrollThrough);
    if (i < projects.length - 1) await page.click('a[rel="next"]');
  }
});

const WORD_SIZES: { width: number; height: number; fontScale?: string }[] = [
  { width: 360, height: 740 },
  { ...PHONE, fontScale: "150%" },
  DESKTOP,
  { width: 1920, height: 1080 },
];

for (const { fontScale, ...size } of WORD_SIZES) {
  test(
    `the word slot shows one whole word at a time, in turn, at ${size.width} px${fontScale ? ` with text at ${fontScale}` : ""}`,
    fontScale ? FROM_CONTENT : {},
    async ({ open, engineName }) => {
      test.skip(engineName !== "chromium" && size.width !== DESKTOP.width, "Firefox and WebKit run it at 1280 px");
      const page = await open("/", size);
      if (fontScale) await page.evaluate((scale) => void (document.documentElement.style.fontSize = scale), fontScale);
      const rotations = () => page.evaluate(() => document.querySelector(".hero-words")!.getAnimations().length);
      if (words.length === 1) {
        // A single word has nothing to turn to: it stands whole in the slot.
        await untilHydrated(page);
        expect(await rotations()).toBe(0);
        expect(await page.evaluate(readWordSlot)).toEqual({ whole: words, showing: words, onScreen: true });
        return;
      }
      // The rotation is set up once the page has hydrated, and turns on the page's own clock: the strip moves.
      await expect.poll(rotations).toBe(1);
      const moved = () =>
        page.evaluate(() => getComputedStyle(document.querySelector(".hero-words")!).transform !== "none");
      await expect.poll(moved, { timeout: 10_000 }).toBe(true);
      // Then its own timeline, stepped through in the page: what shows at every moment, however busy the machine.
      // Long enough for every word and two more, whatever the content's count.
      const { hold, slide } = MOTION.heroWords;
      const views = await page.evaluate(onTimeline(readWordSlot), {
        selector: ".hero-words",
        ms: ((words.length + 3) * (hold + slide) + 1) * 1000,
        everyMs: 100,
      });
      const rests: { word: string; from: number; to: number }[] = [];
      for (const { t, value: view } of views) {
        expect(view.onScreen).toBe(true);
        if (view.whole.length === 1) {
          // At rest: one whole word, and nothing of any other.
          expect(view.showing, `at ${t} ms`).toEqual(view.whole);
          const last = rests.at(-1);
          if (last?.word === view.whole[0] && last.to === t - 100) last.to = t;
          else rests.push({ word: view.whole[0], from: t, to: t });
        } else {
          // Between two words: parts of exactly two, the one leaving and the one arriving.
          expect(view.whole, `at ${t} ms`).toEqual([]);
          expect(view.showing, `at ${t} ms`).toHaveLength(2);
        }
      }
      // Every word in turn, and round again without a seam.
      expect(rests.length).toBeGreaterThanOrEqual(words.length + 2);
      expect(rests.map((r) => r.word)).toEqual(rests.map((_, i) => words[i % words.length]));
      // Each word stays for its hold time (the first and last are cut by the sampling window).
      for (const rest of rests.slice(1, -1)) expect(rest.to - rest.from).toBeGreaterThanOrEqual(1300);
    },
  );
}

test(
  "the counters count up in whole numbers to their values once their section reaches the centre, and only once; screen readers get each value and its label all along",
  FROM_CONTENT,
  async ({ open }) => {
    const page = await open("/");
    const spoken = await page.evaluate(() =>
      [...document.querySelectorAll("#counters li")].map((li) => [
        li.querySelector(".counter-final")?.textContent,
        li.textContent,
      ]),
    );
    expect(spoken.map(([value]) => value)).toEqual(finalCounters);
    for (const [i, [, text]] of spoken.entries()) expect(text).toContain(stats[i].label);
    const trigger = await page.evaluate(() => {
      const section = document.querySelector("#counters")!;
      return section.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2 + 2;
    });
    // The visitor scrolls to just before the trigger line. That asks for the entrance code, and as on a working link
    // it is there before they reach the counters (if it were late by more than MOTION.entranceCodeWaitMs, the
    // counters would show their values without counting).
    await page.evaluate((top) => window.scrollTo({ top: top - 42, behavior: "instant" }), trigger);
    await expect.poll(() => page.evaluate(entranceCodeHasRun)).toBe(true);
    await page.wait(400);
    expect(await page.evaluate(readShownCounters)).toEqual(stats.map((s) => counterText(0, s.suffix)));
    // On the page's own clock, from the scroll that reaches the trigger line. A frame can come late on a busy machine,
    // never early: no final value shows before 2.5 s (the fake-clock test in motion.spec.ts pins it to the frame).
    const counting = { selector: ".counter-value", what: "counter", grouping: siteGrouping() } as const;
    const seen = await page.evaluate(watch(readEach), { ms: 3000, arg: counting, scrollTo: trigger });
    expectCounting(
      seen,
      stats.map((s) => s.value),
      [2450],
    );
    await expect.poll(() => page.evaluate(readShownCounters), { timeout: 10_000 }).toEqual(finalCounters);

    // Scrolling away and back does not count them again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.wait(300);
    const back = await page.evaluate(
      () => document.querySelector("#counters")!.getBoundingClientRect().top + window.scrollY - innerHeight * 0.3,
    );
    const after = await page.evaluate(watch(readEach), { ms: 600, arg: counting, scrollTo: back });
    expect(after.every((s) => s.value.join() === stats.map((s) => s.value).join())).toBe(true);
  },
);

test("the navbar takes its scrolled style past 10 px, and drops it at 10 px and at the top", async ({ open }) => {
  const page = await open("/");
  const bar = () =>
    page.evaluate(() => {
      const header = document.querySelector("header")!;
      return { scrolled: header.dataset.scrolled, background: getComputedStyle(header).backgroundColor };
    });
  const atTop = await bar();
  expect(atTop.scrolled).toBe("false");
  for (const [y, scrolled] of [
    [11, "true"],
    [10, "false"],
    [11, "true"],
    [0, "false"],
  ] as const) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(async () => (await bar()).scrolled).toBe(scrolled);
    // Its bar eases in and out.
    if (y === 11) await expect.poll(async () => (await bar()).background).not.toBe(atTop.background);
  }
  await expect.poll(async () => (await bar()).background).toBe(atTop.background);
});

test("the navbar's anchors and 'Contact me' scroll / to their sections", FROM_CONTENT, async ({ open }) => {
  const page = await open("/");
  // From the last section up, so that each one has to scroll.
  for (const { link } of navAnchors().reverse()) {
    await page.click(`header nav a[href="${link}"]`);
    await expect.poll(() => reached(page, link)).toEqual([`/${link}`, true]);
  }
  await page.click('header a[href="#contact"]:not(nav a)');
  await expect.poll(() => reached(page, "#contact")).toEqual(["/#contact", true]);
});

test(
  "from another page, reached in-app, the navbar shows its name and its links as the content lists them, anchors leading to /",
  FROM_CONTENT,
  async ({ open }) => {
    // The first page the navbar links to, followed from / in-app (what the window holds survives); else /projects/.
    // (Its 'Contact me', a deep link to /#contact, lands there and stays: holds-still.spec.ts.)
    const other = navPages().find(({ link }) => withTrailingSlash(link) !== "/");
    const path = other ? withTrailingSlash(other.link) : "/projects/";
    const page = await open(other ? "/" : path);
    if (other) {
      await untilHydrated(page);
      await page.evaluate(() => void Object.assign(window, { inApp: true }));
      await page.click(`header nav a[href="${path}"]`);
      const arrived = () => page.evaluate(() => [location.pathname, "inApp" in window, !!document.querySelector("h1")]);
      await expect.poll(arrived, { timeout: 10_000 }).toEqual([path, true, true]);
    }
    const navbar = () =>
      page.evaluate(() => {
        // The site's header is the page's first (the CV has one of its own); its first link is the name. The language
        // button's links are its own.
        const [name, ...links] = document.querySelector("header")!.querySelectorAll("a:not(details a)");
        const logo = name!.cloneNode(true) as HTMLElement;
        logo.querySelectorAll("[aria-hidden='true']").forEach((hidden) => hidden.remove());
        return [logo.textContent, ...links.map((a) => [a.textContent, a.getAttribute("href")])];
      });
    const expected = [
      site.shortName,
      ...readContent("nav-items.json").map(({ name, link }) => [
        name,
        link.startsWith("#") ? `/${link}` : withTrailingSlash(link),
      ]),
      [labels().contactMe, "/#contact"],
    ];
    // The address changes before the new page's header replaces /'s: wait for the header a visitor then sees.
    await expect.poll(navbar).toEqual(expected);
  },
);

const submit = "#contact button[type=submit]";
const typed = { "#contact-name": VISITOR.name, "#contact-email": VISITOR.email, "#contact-message": VISITOR.message };
const form = (page: EnginePage) => page.evaluate(readContactForm);

const toContact = (page: EnginePage) => page.evaluate(() => document.querySelector("#contact")!.scrollIntoView());

/** The bot check (its stand-in) solves, and the button comes alive: the form is hydrated and can send. */
const sendReady = (page: EnginePage) =>
  expect.poll(async () => (await form(page)).button.disabled, { timeout: 15_000 }).toBe(false);

async function fillIn(page: EnginePage) {
  await toContact(page);
  await sendReady(page);
  for (const [selector, value] of Object.entries(typed)) await page.fill(selector, value);
}

/** The mailto: link's subject and body, as the visitor's mail app reads them. */
const mailParts = (link: string) => {
  const query = new URLSearchParams(new URL(link).search);
  return { to: new URL(link).pathname, subject: query.get("subject"), body: query.get("body") };
};

/**
 * Each failure, played by a stand-in answering in the function's place (`verifyStatus`) or EmailJS's (`emailStatus`),
 * or by the function itself, given a `token` that Cloudflare's stand-in refuses (tests/support/fake-siteverify.mjs).
 */
const failures: {
  when: string;
  token?: string;
  verifyStatus?: StandInStatus;
  emailStatus?: StandInStatus;
  logged: RegExp;
}[] = [
  { when: "the function answers 502", verifyStatus: 502, logged: /Verification failed: verification-unavailable/ },
  { when: "the function answers 504", verifyStatus: 504, logged: /Verification failed: verification-unavailable/ },
  {
    when: "Cloudflare refuses the token: the function answers 422",
    token: "fail-invalid-input-response",
    logged: /Verification failed: invalid-input-response/,
  },
  { when: "the function cannot be reached", verifyStatus: NETWORK_ERROR, logged: /Verification failed: \S/ },
  { when: "EmailJS answers 500", emailStatus: 500, logged: /Email send failed/ },
  { when: "EmailJS cannot be reached", emailStatus: NETWORK_ERROR, logged: /Email send failed/ },
];

/** What the page logs for a message that was not sent: one line per failed attempt. */
const FAILED_ATTEMPT = /Verification failed|Email send failed/;

test("whatever fails, no alert: the form says the message was not sent and hands over the mail, keeping what was typed", async ({
  open,
}) => {
  // The failures are logged, and the browser may report the failed requests itself.
  const allowed = [
    FAILED_ATTEMPT,
    /Failed to load resource|status of \d{3}|request failed: \S+\/api\/verify-turnstile|CORS request did not succeed/,
  ];
  const page = await open("/", { allowed });
  await fillIn(page);
  // One page tries every failure in turn: after each, the form is back to idle with what was typed, and can send.
  for (const [attempt, { when, token, verifyStatus, emailStatus, logged }] of failures.entries()) {
    await test.step(`when ${when}`, async () => {
      await page.answer({ verifyStatus, emailStatus: emailStatus ?? 200 });
      const emailsBefore = page.emails.length;
      await sendReady(page);
      // The bot check's stand-in solves anew after each attempt, with the token the next attempt sends.
      const next = failures[attempt + 1]?.token ?? "pass";
      await page.evaluate((nextToken) => void Object.assign(window, { __nextToken: nextToken }), next);
      await page.click(submit);
      const failedAttempts = async () => (await page.problems()).filter((p) => FAILED_ATTEMPT.test(p));
      await expect.poll(async () => (await failedAttempts()).length, { timeout: 15_000 }).toBe(attempt + 1);
      expect((await failedAttempts()).at(-1)).toMatch(logged);
      const { status, link, typed: kept } = await form(page);
      expect(status).toContain(fillLabel(labels().notSent, { email: site.email }));
      expect(mailParts(link!.href!)).toEqual({
        to: site.email,
        subject: fillLabel(labels().mailSubject, { name: VISITOR.name }),
        body: `${VISITOR.message}\r\n\r\n${VISITOR.name}\r\n${VISITOR.email}`,
      });
      expect(await page.alerts()).toEqual([]);
      expect(kept).toEqual(Object.values(typed));
      // Nothing goes to EmailJS unless the token was verified; WebKit's stand-in cannot see a request it refused.
      const sent = page.emails.slice(emailsBefore);
      if (emailStatus === undefined) expect(sent).toEqual([]);
      if (typeof emailStatus === "number") expect(sent).toEqual([`POST ${EMAILJS_SEND_FORM}`]);
      if (token) expect(await page.problems()).toContainEqual(expect.stringMatching(/verify-turnstile \(422\)$/));
      await expect.poll(async () => (await form(page)).button.text).toBe(labels().send);
      // The bot check is reset for the next attempt.
      const resets = () =>
        page.evaluate(() => (window as unknown as { __turnstileLog: { resets: number } }).__turnstileLog.resets);
      await expect.poll(resets).toBe(attempt + 1);
    });
  }
});

test("the contact form sends, and what is typed survives a reload until then: posted to EmailJS, a success alert, fields and draft emptied", async ({
  open,
}) => {
  const page = await open("/");
  const draft = () => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
  await fillIn(page);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(VISITOR.message);
  await page.reload();
  await toContact(page);
  await expect.poll(async () => (await form(page)).typed).toEqual(Object.values(typed));

  await sendReady(page);
  await page.click(submit);
  await expect.poll(() => page.alerts(), { timeout: 10_000 }).toEqual([labels().sent]);
  expect(page.emails).toEqual([`POST ${EMAILJS_SEND_FORM}`]);
  // The alert is modal: the form empties once the visitor has dismissed it, which the engine's driver does after
  // recording it, so the fields are read until then rather than at once.
  await expect.poll(async () => (await form(page)).typed).toEqual(["", "", ""]);
  await expect.poll(draft).toBeNull();
  await page.reload();
  await toContact(page);
  // Once the form can send again it is hydrated: a draft would have been restored by then.
  await sendReady(page);
  expect((await form(page)).typed).toEqual(["", "", ""]);
});

test("when Cloudflare's host is blocked, the form says so, offers the email address, and keeps what was typed", async ({
  open,
}) => {
  // Chromium logs the blocked script, WebKit fires an error event at it; Firefox says nothing.
  const page = await open("/", {
    turnstileBlocked: true,
    allowed: [/challenges\.cloudflare\.com|ERR_BLOCKED_BY_CLIENT/],
  });
  await toContact(page);
  for (const [selector, value] of Object.entries(typed)) await page.fill(selector, value);
  await expect.poll(() => form(page), { timeout: 12_000 }).toEqual(theWayOut(site.email, Object.values(typed)));
});

test("the hero video loops: past its end it plays on from the start", async ({ open }) => {
  const page = await open("/");
  const state = () =>
    page.evaluate(() => {
      const video = document.querySelector("video")!;
      return { time: video.currentTime, duration: video.duration, paused: video.paused, ended: video.ended };
    });
  await expect.poll(async () => (await state()).time, { timeout: 10_000 }).toBeGreaterThan(0);
  // Played through, not sought near its end: after a seek, WebKitGTK's media stack stops at the last frame instead of
  // looping (a visitor has no controls to seek with).
  // On a busy machine the media clock can fall behind the wall clock, so the wait is not a fixed window: it lasts
  // while the video advances, and fails once it has stood still for 5 s (as a video stuck on its last frame does).
  let wrapped = false;
  let last = (await state()).time;
  let lastAdvance = Date.now();
  while (!wrapped && Date.now() - lastAdvance < 5000) {
    await page.wait(250);
    const now = await state();
    expect(now.paused || now.ended).toBe(false);
    wrapped = now.time < last;
    if (now.time !== last) lastAdvance = Date.now();
    last = now.time;
  }
  expect(wrapped, `the video stood still at ${last} s of ${(await state()).duration} s`).toBe(true);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves: counters at their values, every item in place, the first word, the strip still and whole, the video on its poster, jumps instant", async ({
    open,
  }) => {
    const page = await open("/");
    // The slot shows the first word, whole, and stays.
    const slot = await page.evaluate(watch(readWordSlot), { ms: 2000, everyMs: 100 });
    expect(slot.map(({ value }) => value)).toEqual(
      slot.map(() => ({ whole: [words[0]], showing: [words[0]], onScreen: true })),
    );
    const state = await page.evaluate(() => ({
      moved: [
        ...document.querySelectorAll(".reveal, .hero-line, .showcase-item, .skill-card, .marquee-track, .hero-words"),
      ].filter((e) => getComputedStyle(e).opacity !== "1" || getComputedStyle(e).transform !== "none").length,
      wordAnimations: document.querySelector(".hero-words")!.getAnimations().length,
      // Every item of the technologies strip on screen, and its decorative copy gone.
      stripOffScreen: [...document.querySelectorAll(".marquee-list:not([aria-hidden]) li")].filter((li) => {
        const box = li.getBoundingClientRect();
        return box.left < 0 || box.right > window.innerWidth;
      }).length,
      copyShown: [...document.querySelectorAll(".marquee-list[aria-hidden='true']")].some((copy) => {
        const box = copy.getBoundingClientRect();
        return box.width * box.height > 0 && getComputedStyle(copy).visibility !== "hidden";
      }),
      videoPaused: document.querySelector("video")!.paused,
    }));
    expect(state).toEqual({ moved: 0, wordAnimations: 0, stripOffScreen: 0, copyShown: false, videoPaused: true });
    expect(await page.evaluate(readShownCounters)).toEqual(finalCounters);
    // 'See My Work' puts the counters' top at 15% of the window at once, in the task of the click: no smooth scroll.
    const ratio = await page.evaluate(() => {
      document.querySelector<HTMLElement>('main a[href="#counters"]')!.click();
      return document.querySelector("#counters")!.getBoundingClientRect().top / window.innerHeight;
    });
    expect(Math.abs(ratio - 0.15)).toBeLessThanOrEqual(0.02);
    await page.wait(600);
    expect(await page.evaluate(readShownCounters)).toEqual(finalCounters);
  });
});

test(
  "the language button leads to the same page in another language, at the section the visitor was reading",
  { tag: ["@content", "@languages"] },
  async ({ open }) => {
    const all = languages();
    test.skip(all.length < 2, "the site is in one language");
    const [first, other] = all;
    const page = await open("/#skills", PHONE);
    await untilHydrated(page);
    await page.click("header summary");
    await page.click(`header details a[hreflang="${other!.tag}"]`);
    // Read again until the new page answers: a reading made as the old one unloads is none.
    const arrived = () =>
      page.evaluate(() => [location.pathname, location.hash, document.documentElement.lang]).catch(() => null);
    // As long as a page load may take in any engine on a busy machine.
    await expect.poll(arrived, { timeout: 30_000 }).toEqual([`${other!.prefix}/`, "#skills", other!.tag]);
    // And back, from the other language's button, once its page is whole (leaving sooner drops its data's request).
    await untilHydrated(page);
    await page.click("header summary");
    await page.click(`header details a[hreflang="${first!.tag}"]`);
    await expect.poll(arrived, { timeout: 30_000 }).toEqual(["/", "#skills", first!.tag]);
  },
);
