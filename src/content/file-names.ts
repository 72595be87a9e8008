import path from "node:path";

/**
 * File names as owners have them: any name a Mac, Windows or a phone gives a file is a path the content may name, and
 * one that names no file, where a file of almost that name is there, says what differs in words.
 */

/** "./images/a.jpg" as the content writes it, inside content/: "images/a.jpg"; undefined if it leads out. */
export function insideContent(relativePath: string): string | undefined {
  const normal = path.posix.normalize(relativePath);
  return normal === "." || normal === ".." || normal.startsWith("../") || normal.endsWith("/") ? undefined : normal;
}

/** The characters that look like a space, or like nothing, or like an ASCII mark, with the name an owner knows them by. */
const LOOK_ALIKES: Record<string, { name: string; like: string }> = {
  "\u00a0": { name: "a no-break space (U+00A0)", like: " " },
  "\u202f": {
    name: 'a narrow no-break space (U+202F, which macOS puts before "AM" in a screenshot\'s name)',
    like: " ",
  },
  "\u2007": { name: "a figure space (U+2007)", like: " " },
  "\u2009": { name: "a thin space (U+2009)", like: " " },
  "\u200a": { name: "a hair space (U+200A)", like: " " },
  "\u3000": { name: "an ideographic space (U+3000)", like: " " },
  "\u200b": { name: "a zero-width space (U+200B)", like: "" },
  "\u200c": { name: "a zero-width non-joiner (U+200C)", like: "" },
  "\u200d": { name: "a zero-width joiner (U+200D)", like: "" },
  "\u2060": { name: "a word joiner (U+2060)", like: "" },
  "\ufeff": { name: "a zero-width no-break space (U+FEFF)", like: "" },
  "\u00ad": { name: "a soft hyphen (U+00AD)", like: "" },
  "\u200e": { name: "a left-to-right mark (U+200E)", like: "" },
  "\u200f": { name: "a right-to-left mark (U+200F)", like: "" },
  "\u2010": { name: 'a hyphen "‐" (U+2010)', like: "-" },
  "\u2011": { name: 'a non-breaking hyphen "‑" (U+2011)', like: "-" },
  "\u2012": { name: 'a figure dash "‒" (U+2012)', like: "-" },
  "\u2013": { name: 'an en dash "–" (U+2013)', like: "-" },
  "\u2014": { name: 'an em dash "—" (U+2014)', like: "-" },
  "\u2212": { name: 'a minus sign "−" (U+2212)', like: "-" },
  "\u2018": { name: 'a curly quote "‘" (U+2018)', like: "'" },
  "\u2019": { name: 'a curly apostrophe "’" (U+2019)', like: "'" },
  "\u02bc": { name: 'a modifier apostrophe "ʼ" (U+02BC)', like: "'" },
  "\u201c": { name: 'a curly quote "“" (U+201C)', like: '"' },
  "\u201d": { name: 'a curly quote "”" (U+201D)', like: '"' },
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join("")}]`, "gu");

/** What a look-alike character is called in a message. */
const called = (char: string) => LOOK_ALIKES[char]!.name;

/** A name as a person reads it: one form of each accented letter, any case, look-alikes as what they look like. */
const asRead = (name: string) =>
  name
    .normalize("NFC")
    .replace(LOOK_ALIKE, (char) => LOOK_ALIKES[char]!.like)
    .replace(/\\/g, "/")
    .toLowerCase()
    .trim();

/** The look-alike characters in a name, each once. */
const lookAlikes = (name: string) => new Set(name.match(LOOK_ALIKE) ?? []);

const likeOf = (char: string) => {
  const like = LOOK_ALIKES[char]!.like;
  return like === "" ? "nothing" : like === " " ? "a plain space" : `"${like}"`;
};

/** How `written` (the content's path) and `named` (the file's) differ, in plain words, each way once. */
function differences(written: string, named: string): { said: string[]; aMacFinds: boolean } {
  const said: string[] = [];
  const [inPath, inName] = [lookAlikes(written), lookAlikes(named)];
  for (const char of inName)
    if (!inPath.has(char)) said.push(`the file's name has ${called(char)} where the path has ${likeOf(char)}`);
  for (const char of inPath)
    if (!inName.has(char)) said.push(`the path has ${called(char)} where the file's name has ${likeOf(char)}`);
  if (written.includes("\\")) said.push('the path has "\\" between folders, where it must have "/"');
  const plain = (name: string) => name.replace(LOOK_ALIKE, (char) => LOOK_ALIKES[char]!.like).replace(/\\/g, "/");
  const [a, b] = [plain(written), plain(named)];
  if (a.trim() !== a && b.trim() === b) said.push("the path has a space at its start or end");
  const [lowerA, lowerB] = [a.trim().toLowerCase(), b.trim().toLowerCase()];
  const forms = lowerA !== lowerB && lowerA.normalize("NFC") === lowerB.normalize("NFC");
  if (forms) {
    const letter = [...a.normalize("NFC")].find((char) => char.normalize("NFD") !== char) ?? "é";
    said.push(
      `the path and the file's name write "${letter}" differently, which looks the same: one as a single letter, the ` +
        `other as "${letter.normalize("NFD")[0]!}" followed by an accent mark of its own (as macOS names files)`,
    );
  }
  const [nfcA, nfcB] = [a.trim().normalize("NFC"), b.trim().normalize("NFC")];
  const cased = nfcA !== nfcB && nfcA.toLowerCase() === nfcB.toLowerCase();
  if (cased) said.push("the names differ in case");
  return { said, aMacFinds: forms || cased };
}

/**
 * What to tell an owner whose path names no file, when a file in `files` (paths inside content/) has that name but for
 * case, an invisible or look-alike character, the form of an accented letter or "\" for "/": the file, and how the
 * names differ. Netlify's disk tells all of these apart; a Mac's finds a file by its name in another case or form.
 */
export function nearMiss(written: string, files: readonly string[]): string | undefined {
  const inside = written.replace(/^\.\//, "");
  const key = asRead(inside);
  const named = files.find((file) => file !== inside && asRead(file) === key);
  if (named === undefined) return undefined;
  const { said, aMacFinds } = differences(inside, named);
  if (said.length === 0) return undefined;
  return (
    `a file named ./${named} exists; ${said.join("; ")}, and Netlify's disk tells them apart` +
    `${aMacFinds ? " (a Mac's does not)" : ""}: write the path as the file is named, or rename the file`
  );
}
