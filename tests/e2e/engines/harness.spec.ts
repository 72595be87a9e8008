import { readdirSync, readFileSync } from "node:fs";
import { untilHydrated } from "../in-app";
import { labels } from "../content";
import { expect, test } from "./fixtures";

// What the cross-engine pages (engine-page.ts, stand-in-proxy.ts, lost-browser.ts) promise every other test here,
// tested through a visitor's pages in the real browsers.

test("a missing page, a case study's too, shows the 404 page and its ways back, and the page reports the missing document", async ({
  open,
  baseURL,
}) => {
  const page = await open("/no-such-page/", { allowed: [/no-such-/, /status of 404/] });
  for (const path of ["/no-such-page/", "/projects/no-such-project/"]) {
    if (path !== "/no-such-page/") await page.goto(path);
    const shown = () =>
      page.evaluate(() => ({
        h1: document.querySelector("h1")?.textContent,
        links: [...document.querySelectorAll("main a")].map((a) => [a.textContent, a.getAttribute("href")]),
      }));
    const { notFoundTitle, backHome, seeAllProjects } = labels();
    expect(await shown()).toEqual({
      h1: notFoundTitle,
      links: [
        [backHome, "/"],
        [seeAllProjects, "/projects/"],
      ],
    });
    // Reported as every engine reports a failed request (with a 404); the page's own request for its data fails too.
    await expect.poll(() => page.problems()).toContain(`request failed: ${baseURL}${path} (404)`);
    await untilHydrated(page);
  }
});

/** This worker's WebKit web processes (their parent chain leads to it). */
function ownWebProcesses() {
  const parentOf = new Map<number, { parent: number; name: string }>();
  for (const pid of readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map(Number)) {
    try {
      const [, name, rest] = /^\d+ \((.*)\) (.*)$/.exec(readFileSync(`/proc/${pid}/stat`, "utf8").trim())!;
      parentOf.set(pid, { parent: Number(rest.split(" ")[1]), name });
    } catch {
      // Ended while being read.
    }
  }
  const descends = (pid: number): boolean =>
    pid === process.pid || (pid > 1 && parentOf.has(pid) && descends(parentOf.get(pid)!.parent));
  return [...parentOf].filter(([pid, { name }]) => name.startsWith("WebKitWebProces") && descends(pid));
}

test("a WebKit browser that goes away fails its test saying so, and the next page gets a new one", async ({
  open,
  engineName,
}) => {
  test.skip(engineName !== "webkit", "WebKit's MiniBrowser alone is kept across tests");
  const lost = await open("/projects/");
  for (const [pid] of ownWebProcesses()) process.kill(pid, "SIGKILL");
  await expect(lost.evaluate(() => location.pathname)).rejects.toThrow(
    /^WebKit's MiniBrowser went away during this test: .*(web process ended during the script|ended the session)/,
  );
  const next = await open("/projects/");
  expect(await next.evaluate(() => location.pathname)).toBe("/projects/");
});
