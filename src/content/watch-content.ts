import fs from "node:fs";
import { type ContentProblem, formatProblem } from "./check-content";

/** How long content/ must stay still before it is checked: an editor's save can be several writes. */
const SETTLE_MS = 150;

export interface ContentWatch {
  /** The problems the last check found, in the check's words; none once they are fixed. */
  problems(): string[];
  /** Checks now (after a check under way), and resolves to what it found. */
  checked(): Promise<string[]>;
  /** How many checks so far have found problems: work during which it grows met content the check refused. */
  refusals(): number;
  close(): void;
}

/**
 * Checks `dir` again after every change in it, one check at a time, and calls `report` whenever the problems differ
 * from the last check's: `npm start` names a mistake the moment it is saved, and says when it is fixed.
 */
export function watchContent(
  dir: string,
  check: () => Promise<ContentProblem[]>,
  report: (problems: ContentProblem[], fixed: boolean) => void,
): ContentWatch {
  let current: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let refusals = 0;
  const run = async () => {
    do {
      again = false;
      const problems = await check().catch((error: Error) => [
        { file: "", problem: `could not be checked: ${error.message}` },
      ]);
      const messages = problems.map(formatProblem);
      if (messages.length > 0) refusals += 1;
      if (messages.join("\n") !== current.join("\n")) {
        const fixed = current.length > 0 && messages.length === 0;
        current = messages;
        report(problems, fixed);
      }
    } while (again);
    running = undefined;
  };
  const checkNow = () => {
    if (running) again = true;
    else running = run();
    return running;
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void checkNow(), SETTLE_MS);
  };
  const watcher = fs.watch(dir, { recursive: true }, changed);
  return {
    problems: () => current,
    checked: async () => {
      clearTimeout(timer);
      await checkNow();
      return current;
    },
    refusals: () => refusals,
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
