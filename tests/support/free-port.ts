import { execFileSync } from "node:child_process";

/**
 * The port a test server listens on: the one `variable` names; else, outside CI, `fallback` (a server already
 * listening there is reused, and tests/e2e/own-servers.ts makes sure it is this checkout's); else, in CI, a port free
 * on this machine now, kept in `variable` for the test workers and servers this run starts. So two runs on one
 * machine never reach for the same port, where a busy default failed the run.
 */
export function portFor(variable: string, fallback: number): number {
  const named = process.env[variable];
  if (named) return Number(named);
  if (!process.env.CI) return fallback;
  // Found in a process of its own: Playwright reads its configuration synchronously.
  const free = execFileSync(
    process.execPath,
    ["-e", "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"],
    { encoding: "utf8" },
  );
  process.env[variable] = free.trim();
  return Number(free);
}
