/**
 * `npm start` only: the content check's messages over the page while content/ has a mistake, in place of the code
 * error the page would show; once the mistake is fixed, the page loads again by itself. The dev server answers
 * CONTENT_CHECK_PATH with the last check's messages (gatsby-node.ts, onCreateDevServer).
 */
export const CONTENT_CHECK_PATH = "/__content-check";
const POLL_MS = 1000;
const OVERLAY_ID = "content-problems";

/** This page's data, as the dev server answers it. */
const pageData = () => {
  const page = location.pathname.replace(/\/$/, "") || "/index";
  return `/page-data${page}/page-data.json`;
};

interface QueryResult {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

const fetchJson = <T>(url: string) =>
  fetch(url, { cache: "no-store" })
    .then((response) => (response.ok ? (response.json() as Promise<T>) : undefined))
    .catch(() => undefined);

/** A query's result the page can be drawn from: no errors, and something for each thing it asks (if it asks any). */
const whole = (result: QueryResult | undefined) =>
  !!result && !result.errors?.length && Object.values(result.data ?? {}).every((value) => value !== null);

/**
 * Resolves once this page's data, and that of the static queries it uses (the layout's, the site's details), is whole,
 * or after a minute. After a fix the dev server runs its queries again, and meanwhile may answer with results from
 * before the fix, on which the page would fail again; it writes the static queries' results only once they have run.
 */
async function pageDataMended(): Promise<void> {
  for (let tries = 0; tries < 60; tries++) {
    const page = await fetchJson<{ result?: QueryResult; staticQueryHashes?: string[] }>(pageData());
    if (page?.result && whole(page.result)) {
      const staticQueries = await Promise.all(
        (page.staticQueryHashes ?? []).map((hash) => fetchJson<QueryResult>(`/page-data/sq/d/${hash}.json`)),
      );
      if (staticQueries.every(whole)) return;
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function show(problems: string[]): void {
  let overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) {
    overlay = document.createElement("div");
    overlay.id = OVERLAY_ID;
    overlay.setAttribute("role", "alertdialog");
    overlay.setAttribute("aria-labelledby", `${OVERLAY_ID}-title`);
    // Above Gatsby's own error overlay (z-index 10000), which would otherwise show a code error.
    overlay.style.cssText =
      "position:fixed;inset:0;z-index:2147483647;overflow:auto;padding:2rem;background:#1b1b1f;color:#f4f4f5;" +
      "font:15px/1.5 system-ui,sans-serif";
    document.documentElement.append(overlay);
  }
  overlay.replaceChildren();
  const title = Object.assign(document.createElement("h1"), {
    id: `${OVERLAY_ID}-title`,
    textContent: `The content has ${problems.length === 1 ? "a mistake" : `${problems.length} mistakes`}`,
  });
  title.style.cssText = "font-size:1.5rem;margin:0 0 1rem;color:#fca5a5";
  const list = document.createElement("pre");
  list.style.cssText = "white-space:pre-wrap;font:14px/1.5 ui-monospace,monospace;margin:0 0 1rem";
  list.textContent = problems.join("\n");
  const note = Object.assign(document.createElement("p"), {
    textContent:
      "Fix it and save the file: this page comes back by itself. The terminal running npm start says the same.",
  });
  overlay.append(title, list, note);
}

export function showContentProblems(): void {
  let shown = false;
  const poll = async () => {
    try {
      const { problems } = (await (await fetch(CONTENT_CHECK_PATH, { cache: "no-store" })).json()) as {
        problems: string[];
      };
      if (problems.length > 0) {
        show(problems);
        shown = true;
      } else if (shown) {
        // The page may have failed on the broken content: load it afresh, once its data is the fixed content's.
        await pageDataMended();
        location.reload();
        return;
      }
    } catch {
      // The dev server is restarting: ask again.
    }
    setTimeout(() => void poll(), POLL_MS);
  };
  void poll();
}
