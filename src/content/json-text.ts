import { codeFrameColumns } from "@babel/code-frame";
import { type JSONPath, type ParseError, parse, printParseErrorCode, visit } from "jsonc-parser";

/**
 * A content file read as the build reads it: its data, with its text, or what keeps the build from reading it, in plain
 * words.
 */
export type JsonFile = { data: unknown; text: string; problem?: undefined } | { data?: undefined; problem: string };

const BOM = "\uFEFF";
const strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** What each of the JSON parser's errors means, said as the owner would fix it. */
const SAID: Partial<Record<ReturnType<typeof printParseErrorCode>, string>> = {
  ValueExpected: "a value is missing here",
  PropertyNameExpected: 'a field name in double quotes ("name") is missing here',
  CommaExpected: "a comma is missing before this",
  ColonExpected: 'a ":" is missing after the field name',
  CloseBraceExpected: 'an entry is not closed: a "}" is missing',
  CloseBracketExpected: 'the list is not closed: a "]" is missing',
  EndOfFileExpected: "there is more after the end (only one list or object may be in a file)",
  InvalidSymbol:
    'this is not JSON: texts and field names go in double quotes ("…"), and true, false and null in lower case',
  InvalidCommentToken: "JSON has no comments",
  UnexpectedEndOfString: 'a text is not closed: a " is missing, or a line break is inside the text',
  InvalidEscapeCharacter: "a \\ inside a text starts an escape; write \\\\ for a backslash",
  InvalidCharacter: "a line break or a tab inside a text; write the text on one line",
};

/** Line and column (from 1) of a character offset, and the lines around it, with a caret under the column. */
function at(text: string, offset: number): { where: string; frame: string } {
  const before = text.slice(0, offset).split(/\r\n|\r|\n/);
  const line = before.length;
  const column = before.at(-1)!.length + 1;
  const frame = codeFrameColumns(text, { start: { line, column } }, { linesAbove: 1, linesBelow: 0 });
  // Indented under the message's line in the check's list.
  return { where: `line ${line}, column ${column}`, frame: `\n${frame.replace(/^/gm, "    ")}` };
}

/** The first syntax error, placed; a comma before a closing "]" or "}" is named as such, at the comma. */
function syntaxProblem(text: string, fallback: string): string {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return `is not valid JSON (${fallback})`;
  if (text.trim() === "") return "is empty; it must hold JSON";
  const code = printParseErrorCode(first.error);
  const comma = /,\s*$/.exec(text.slice(0, first.offset));
  if (
    comma &&
    /^[\]}]/.test(text.slice(first.offset)) &&
    (code === "ValueExpected" || code === "PropertyNameExpected")
  ) {
    const { where, frame } = at(text, comma.index);
    return `is not valid JSON: at ${where}, a comma after the last item of a list or an entry; remove it${frame}`;
  }
  const { where, frame } = at(text, first.offset);
  return `is not valid JSON: at ${where}, ${SAID[code] ?? code}${frame}`;
}

/** Where the first byte that is not UTF-8 is: the lossy reading shows it as "\uFFFD". */
function notUtf8(bytes: Uint8Array): string {
  const lossy = Buffer.from(bytes).toString("utf8");
  const { where, frame } = at(lossy, Math.max(0, lossy.indexOf("\uFFFD")));
  return (
    `is not saved as UTF-8, the encoding the site reads: at ${where}, a character is in another encoding (shown as "\uFFFD"; ` +
    "older Windows editors save Latin-1 or Windows-1252). Open it in that encoding and save it as UTF-8 (in VS Code: " +
    'click the encoding in the status bar, "Reopen with Encoding", "Western (Windows 1252)", then ' +
    `"Save with Encoding", "UTF-8")${frame}`
  );
}

const BOM_PROBLEM =
  "starts with a byte-order mark, an invisible character that Notepad and some editors put first and that the build " +
  'cannot read; save it as "UTF-8" without BOM (in VS Code: click "UTF-8 with BOM" in the status bar, ' +
  '"Save with Encoding", "UTF-8"; in Notepad: Save as, Encoding "UTF-8")';

/** A content file's bytes (or its text) as JSON in UTF-8 with no byte-order mark, which gatsby-transformer-json reads. */
export function readJsonFile(raw: string | Uint8Array): JsonFile {
  let text: string;
  if (typeof raw === "string") text = raw;
  else {
    try {
      text = strictUtf8.decode(raw);
    } catch {
      return { problem: notUtf8(raw) };
    }
  }
  if (text.startsWith(BOM)) return { problem: BOM_PROBLEM };
  try {
    return { data: JSON.parse(text) as unknown, text };
  } catch (error) {
    return { problem: syntaxProblem(text, (error as Error).message) };
  }
}

/** A field written more than once in one object: where that object is, and the line of each (from 1). */
export interface RepeatedKey {
  /** The object's place in the file: list positions and field names, as jsonc-parser gives them. */
  path: JSONPath;
  key: string;
  lines: number[];
}

/**
 * The fields written twice (or more) in one object, anywhere in a JSON text. JSON.parse keeps the last and drops the
 * others without a word, so an owner's edit of the first never shows.
 */
export function repeatedKeys(text: string): RepeatedKey[] {
  const objects: { path: JSONPath; keys: Map<string, number[]> }[] = [];
  const repeated: RepeatedKey[] = [];
  visit(text, {
    onObjectBegin: (_offset, _length, _line, _column, path) => void objects.push({ path: path(), keys: new Map() }),
    onObjectProperty: (key, _offset, _length, line) => {
      const { keys } = objects.at(-1)!;
      keys.set(key, [...(keys.get(key) ?? []), line + 1]);
    },
    onObjectEnd: () => {
      const { path, keys } = objects.pop()!;
      for (const [key, lines] of keys) if (lines.length > 1) repeated.push({ path, key, lines });
    },
  });
  return repeated;
}
