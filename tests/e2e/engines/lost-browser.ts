// A worker's WebKit tests share one MiniBrowser. When it goes away mid-test (its web process crashed, so WebKit
// ended the WebDriver session, or the browser or its driver died), that test fails saying so, and only that test:
// nothing more is asked of the dead browser, and the next test gets a new one.

/** The error a test fails with when its browser went away under it. */
class BrowserGone extends Error {
  constructor(readonly reason: string) {
    super(`WebKit's MiniBrowser went away during this test: ${reason}`);
    this.name = "BrowserGone";
  }
}

/** A browser kept for several tests, which can tell whether it is still there. */
export interface SharedBrowser {
  /** Why it went away, once a call found it gone. */
  lost?: string;
  /** Why the browser is gone, given the error a command just failed with, if any; undefined while it answers. */
  gone(error?: unknown): Promise<string | undefined>;
  /** Ends it; one that is gone ends quietly. */
  quit(): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message || error.name : String(error));

/**
 * Why a WebDriver command's error says the session is over, or undefined. A page's web process that ends while a
 * script runs leaves WebKitWebDriver an empty answer ("Could not parse script result"), and WebKit then ends the
 * session ("session deleted because of page crash or hang"); a driver that died refuses the connection.
 */
function sessionOver(error: unknown): string | undefined {
  const message = messageOf(error);
  if (/Could not parse script result/.test(message)) return "the page's web process ended during the script";
  if (error instanceof Error && error.name === "NoSuchSessionError")
    return `WebKitWebDriver ended the session${error.message ? ` (${error.message})` : ""}`;
  if (/ECONNREFUSED|ECONNRESET|socket hang up/.test(message)) return "WebKitWebDriver no longer answers";
  return undefined;
}

/** What MiniBrowser, its web processes and its driver logged as warnings or errors (GLib's format), but noise. */
function browserSaid(output: string): string[] {
  const logged =
    /^\*\* \((MiniBrowser|WebKitWebProcess|WebKitWebDriver):\d+\): (?:WARNING|CRITICAL|ERROR) \*\*: [\d:.]+: (.+)$/;
  return output.split("\n").flatMap((line) => {
    const [, from, text] = logged.exec(line) ?? [];
    return text && !/Unable to get session D-Bus address/.test(text) ? [`${from} logged "${text}"`] : [];
  });
}

/**
 * A SharedBrowser's `gone`: the session is over if the failed command's error says so, or else if `probe` (a
 * command to the browser) fails saying so; the reason ends with the last of what the browser logged (`output`).
 */
export function goneBy(probe: () => Promise<unknown>, output: () => string) {
  return async (error?: unknown): Promise<string | undefined> => {
    let over = error === undefined ? undefined : sessionOver(error);
    if (!over) {
      try {
        await probe();
        return undefined;
      } catch (failure) {
        over = sessionOver(failure);
      }
    }
    return over && [over, ...browserSaid(output()).slice(-3)].join("; ");
  };
}

/**
 * Runs `call` on `browser`. A failure after which the browser is gone marks it lost and becomes BrowserGone,
 * naming the failure and how the browser was found; any other failure passes as it is. A lost browser is not
 * asked again.
 */
export async function guarded<T>(browser: SharedBrowser, call: () => Promise<T>): Promise<T> {
  if (browser.lost) throw new BrowserGone(browser.lost);
  try {
    return await call();
  } catch (error) {
    const gone = await browser.gone(error);
    if (gone === undefined) throw error;
    browser.lost = error instanceof Error && error.message ? `${error.message} (${gone})` : gone;
    throw new BrowserGone(browser.lost);
  }
}

/** Ends `browser` with `end`, quietly if the browser is gone: there is nothing left to close. */
export async function endUnlessGone(browser: SharedBrowser, end: () => Promise<void>) {
  try {
    await end();
  } catch (error) {
    if (!browser.lost && (await browser.gone(error)) === undefined) throw error;
  }
}

/** A browser launched when first asked for, and launched afresh when the one kept has gone. */
export function relaunching<B extends SharedBrowser>(launch: () => Promise<B>) {
  let kept: Promise<B> | undefined;
  return {
    async get(): Promise<B> {
      const browser = await kept;
      if (browser && (browser.lost ?? (await browser.gone())) !== undefined) {
        kept = undefined;
        await browser.quit();
      }
      kept ??= launch();
      return kept;
    },
    async quit() {
      if (kept) await (await kept).quit();
    },
  };
}
