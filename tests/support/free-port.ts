import { execFileSync } from "node:child_process";

/** The variables whose port this run has settled; Playwright's workers load the configuration again, and keep them. */
const SETTLED = "TEST_PORTS_SETTLED";

/**
 * The port a test server listens on: the one `variable` names; else, outside CI, `fallback`; else, in CI, a port free
 * on this machine now, kept in `variable` for the test workers and servers this run starts. So two runs on one
 * machine never reach for the same port, where a busy default failed the run.
 *
 * Outside CI a `reusable` server already listening there is reused (tests/e2e/own-servers.ts makes sure it is this
 * checkout's). Otherwise a busy port stops the run here, naming the variable that sets it, where Playwright's own
 * message would only say that the address is taken.
 */
export function portFor(variable: string, fallback: number, { reusable = true } = {}): number {
  const named = process.env[variable];
  const settled = (process.env[SETTLED] ?? "").split(",");
  if (named && settled.includes(variable)) return Number(named);
  const ci = Boolean(process.env.CI);
  const wanted = named ? Number(named) : ci ? 0 : fallback;
  if (reusable && !ci) return wanted;
  const port = listenable(wanted);
  if (port === undefined)
    throw new Error(
      `Port ${wanted} (${named ? `set by ${variable}` : `the default when ${variable} is unset`}) is in use by ` +
        `another program: stop it, or set ${variable} to a free port.`,
    );
  process.env[variable] = String(port);
  process.env[SETTLED] = [...settled.filter(Boolean), variable].join(",");
  return port;
}

/**
 * `port` if nothing listens there (any free one for 0), else undefined. In a process of its own: Playwright reads its
 * configuration synchronously.
 */
function listenable(port: number): number | undefined {
  const answer = execFileSync(
    process.execPath,
    [
      "-e",
      "const s=require('net').createServer();s.on('error',()=>console.log(''));" +
        "s.listen(Number(process.argv[1]),()=>{console.log(s.address().port);s.close()})",
      String(port),
    ],
    { encoding: "utf8" },
  ).trim();
  return answer ? Number(answer) : undefined;
}
