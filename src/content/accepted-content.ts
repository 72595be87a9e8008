import type { ContentReport, ContentSource } from "./check-content";

/**
 * content/'s files as the content check last accepted each of them. While a file has a mistake, `npm start` leaves its
 * node as Gatsby last read it (plugins/content-files), and a mistake saved while Gatsby reads the file reads as it was
 * accepted (plugins/content-json): Gatsby never meets the mistake, so it prints no error of its own about it, the open
 * page keeps its last good content, and the fix reaches the page like any other edit.
 */
export interface AcceptedContent {
  /** Runs `check` on `source`, and keeps each file it read that none of its errors names. */
  check(source: ContentSource, check: (source: ContentSource) => Promise<ContentReport>): Promise<ContentReport>;
  /** content/<name> as the check last accepted it; undefined if it never has. */
  text(name: string): string | undefined;
  /**
   * What Gatsby is to read for content/<name>, which it read as `text`: `text` in a build, whose check has accepted
   * every file before anything else ran; in `npm start`, the file as it is now if `judge` accepts it, else as it was
   * last accepted.
   */
  held(name: string, text: string): string;
  /** Whether the check refuses content/<name> as it is now: only ever in `npm start`, through `judge`. */
  refused(name: string): boolean;
  /**
   * `npm start`: content/<name> as it is now, and whether the check refuses it. At once: Gatsby has dropped the file's
   * nodes by then, and a query it runs before they are back can keep their absence.
   */
  judge?: (name: string) => { text: string; refused: boolean };
}

export function acceptedContent(): AcceptedContent {
  const accepted = new Map<string, string>();
  const content: AcceptedContent = {
    async check(source, check) {
      const read = new Map<string, string | Uint8Array | undefined>();
      const report = await check({
        ...source,
        read: (name) => {
          const bytes = source.read(name);
          read.set(name, bytes);
          return bytes;
        },
      });
      const refused = new Set(report.errors.map((problem) => problem.file));
      for (const [name, bytes] of read) {
        if (bytes === undefined || refused.has(name)) continue;
        accepted.set(name, typeof bytes === "string" ? bytes : Buffer.from(bytes).toString("utf8"));
      }
      return report;
    },
    text: (name) => accepted.get(name),
    refused: (name) => content.judge?.(name).refused ?? false,
    held(name, text) {
      if (!content.judge) return text;
      const now = content.judge(name);
      if (!now.refused) accepted.set(name, now.text);
      return accepted.get(name) ?? text;
    },
  };
  return content;
}

const SHARED = Symbol.for("portfolio: accepted content");

/**
 * The one AcceptedContent of this process. Gatsby compiles gatsby-config.ts and gatsby-node.ts each into a bundle of
 * its own, with its own copy of this module: kept on globalThis, the one instance is the same in both.
 */
export function sharedAcceptedContent(): AcceptedContent {
  const shared = globalThis as { [SHARED]?: AcceptedContent };
  return (shared[SHARED] ??= acceptedContent());
}
