// What a change touched: the files that differ from a base commit, for `npm test -- --since <ref>`.
import { execFileSync } from "node:child_process";

// Paths as they are, not quoted and escaped: an owner's file may be named in any script.
const git = (...args) =>
  execFileSync("git", ["-c", "core.quotePath=off", ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const lines = (text) => text.split("\n").filter(Boolean);

/**
 * Every file changed since `ref`: committed, staged, or only in the working tree, deleted and new (untracked and not
 * ignored) ones too; a renamed file under both its names. Undefined when `ref` names no commit here (a shallow clone
 * without it, say).
 */
export function changedSince(ref) {
  try {
    git("rev-parse", "--verify", "--quiet", `${ref}^{commit}`);
  } catch {
    return undefined;
  }
  return [
    ...new Set([
      ...lines(git("diff", "--name-only", "--no-renames", ref)),
      ...lines(git("ls-files", "--others", "--exclude-standard")),
    ]),
  ].sort();
}

/** Whether every one of `files` (at least one) is the owner's content: under content/. */
export const onlyContent = (files) => files.length > 0 && files.every((file) => file.startsWith("content/"));
