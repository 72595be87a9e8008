import { readFileSync } from "node:fs";
import path from "node:path";
import { FAKE_SITEVERIFY_PORT, PORT } from "../../playwright.config";
import { PUBLIC_DIR } from "../support/served-site";

const ROOT = path.join(__dirname, "../..");

/** What `url` answers, as text ("" if nothing answers). */
const answer = (url: string) =>
  fetch(url).then(
    (response) => response.text(),
    () => "",
  );

/**
 * Outside CI, Playwright reuses a server already listening on its port, whatever it serves: another checkout's
 * `netlify dev` or fake siteverify, say. The run stops here, naming it, rather than testing someone else's build.
 */
export default async function ownServers() {
  const stop = (what: string, port: number, variable: string) => {
    throw new Error(
      `The server on port ${port} is not ${what}: another checkout's, or another program, is listening there. ` +
        `Stop it, or run with ${variable} set to a free port.`,
    );
  };
  const page = readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8");
  if ((await answer(`http://localhost:${PORT}/`)) !== page)
    stop(`serving ${path.relative(ROOT, PUBLIC_DIR)}/`, PORT, "E2E_PORT");
  const fake = path.join(ROOT, "tests/support/fake-siteverify.mjs");
  if ((await answer(`http://localhost:${FAKE_SITEVERIFY_PORT}/health`)) !== fake)
    stop(`this checkout's ${path.relative(ROOT, fake)}`, FAKE_SITEVERIFY_PORT, "FAKE_SITEVERIFY_PORT");
}
