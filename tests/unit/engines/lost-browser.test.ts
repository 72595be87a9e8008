/** @jest-environment node */
import {
  BrowserGone,
  browserSaid,
  endUnlessGone,
  goneBy,
  guarded,
  relaunching,
  type SharedBrowser,
} from "../../e2e/engines/lost-browser";

// A WebKit browser that goes away fails the one test that lost it, plainly, and the next test gets a new one.

/** A browser that answers until `die` is called, and counts how often it was ended. */
function fakeBrowser(name = "browser") {
  let deadBecause: string | undefined;
  const browser: SharedBrowser & { name: string; quits: number; die(reason: string): void } = {
    name,
    quits: 0,
    die: (reason) => void (deadBecause = reason),
    gone: async () => deadBecause,
    quit: async () => void browser.quits++,
  };
  return browser;
}

const noSuchSession = Object.assign(new Error("session deleted because of page crash or hang."), {
  name: "NoSuchSessionError",
});

it("passes a call's answer, and a failure while the browser answers, on as they are", async () => {
  const browser = fakeBrowser();
  expect(await guarded(browser, async () => 42)).toBe(42);
  const notThere = Object.assign(new Error("Unable to locate element: a[rel=next]"), { name: "NoSuchElementError" });
  await expect(guarded(browser, () => Promise.reject(notThere))).rejects.toBe(notThere);
  expect(browser.lost).toBeUndefined();
});

it("fails the call that lost the browser saying so, and asks the lost browser nothing more", async () => {
  const browser = fakeBrowser();
  browser.die(`the page's web process ended during the script; MiniBrowser logged "WebProcess CRASHED"`);
  const lost = guarded(browser, () => Promise.reject(new Error("Could not parse script result")));
  await expect(lost).rejects.toThrow(BrowserGone);
  await expect(lost).rejects.toThrow(
    "WebKit's MiniBrowser went away during this test: Could not parse script result " +
      `(the page's web process ended during the script; MiniBrowser logged "WebProcess CRASHED")`,
  );
  const call = jest.fn(async () => "never");
  await expect(guarded(browser, call)).rejects.toThrow("went away during this test: Could not parse script result");
  expect(call).not.toHaveBeenCalled();
});

it("ends a browser that is gone without a second error, and passes on an error ending one that is not", async () => {
  const dead = fakeBrowser();
  dead.die("session deleted");
  await expect(endUnlessGone(dead, () => Promise.reject(noSuchSession))).resolves.toBeUndefined();
  const alive = fakeBrowser();
  const stuck = new Error("could not close the window");
  await expect(endUnlessGone(alive, () => Promise.reject(stuck))).rejects.toBe(stuck);
});

it("keeps one browser while it answers, and launches a new one for the next test once it is gone", async () => {
  const launched: ReturnType<typeof fakeBrowser>[] = [];
  const launch = jest.fn(async () => {
    launched.push(fakeBrowser(`browser ${launched.length + 1}`));
    return launched.at(-1)!;
  });
  const browsers = relaunching(launch);
  expect(launch).not.toHaveBeenCalled();
  const first = await browsers.get();
  expect(await browsers.get()).toBe(first);
  // Lost during a test: the next one gets a new browser, and the lost one is ended.
  first.die("session deleted");
  await guarded(first, () => Promise.reject(new Error("Could not parse script result"))).catch(() => undefined);
  expect(first.lost).toBeDefined();
  const second = await browsers.get();
  expect(second.name).toBe("browser 2");
  expect(first.quits).toBe(1);
  // Gone between tests, found so before the next one starts.
  second.die("WebKitWebDriver does not answer");
  const third = await browsers.get();
  expect(third.name).toBe("browser 3");
  expect(second.quits).toBe(1);
  await browsers.quit();
  expect(third.quits).toBe(1);
  expect(launch).toHaveBeenCalledTimes(3);
});

it("tells a session that is over, from the failed command's error or else from a probe", async () => {
  const output = [
    "ALSA lib pcm.c:2666:(snd_pcm_open_noupdate) Unknown PCM default",
    "** (WebKitWebProcess:12): WARNING **: 23:44:11.321: Unable to get session D-Bus address: no dbus-launch",
    "** (MiniBrowser:4289): WARNING **: 23:49:16.806: WebProcess CRASHED",
  ].join("\n");
  const answering = jest.fn(async () => "page-1");
  const gone = goneBy(answering, () => output);
  // The web process ended under a script: said at once, before the driver has ended the session.
  expect(await gone(new Error("Could not parse script result"))).toBe(
    `the page's web process ended during the script; MiniBrowser logged "WebProcess CRASHED"`,
  );
  expect(answering).not.toHaveBeenCalled();
  // A command that failed for its own reasons, with the browser still answering.
  expect(await gone(Object.assign(new Error("no such alert"), { name: "NoSuchAlertError" }))).toBeUndefined();
  expect(
    await goneBy(
      () => Promise.reject(noSuchSession),
      () => output,
    )(),
  ).toBe(
    "WebKitWebDriver ended the session (session deleted because of page crash or hang.); " +
      'MiniBrowser logged "WebProcess CRASHED"',
  );
  const refused = new Error("ECONNREFUSED connect ECONNREFUSED 127.0.0.1:4444");
  expect(
    await goneBy(
      () => Promise.reject(refused),
      () => "",
    )(),
  ).toBe("WebKitWebDriver no longer answers");
});

it("reads the browser's warnings and errors from its output, without the noise every run prints", () => {
  const output = [
    "AL lib: (EE) ALCplaybackAlsa_open: Could not open playback device 'default'",
    "** (WebKitWebProcess:12): WARNING **: 23:44:11.321: Unable to get session D-Bus address: no dbus-launch",
    "** (MiniBrowser:4289): WARNING **: 23:49:16.806: WebProcess CRASHED",
    "** (WebKitWebProcess:13): ERROR **: 23:56:57.722: WebProcess didn't exit as expected",
  ].join("\n");
  expect(browserSaid(output)).toEqual([
    'MiniBrowser logged "WebProcess CRASHED"',
    `WebKitWebProcess logged "WebProcess didn't exit as expected"`,
  ]);
});
