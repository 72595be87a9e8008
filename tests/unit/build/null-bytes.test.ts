import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { removeNullBytes } from "../../../src/build/null-bytes";

/** The bytes React's streaming renderer writes for `element`, as Gatsby's build collects them. */
function streamed(element: ReturnType<typeof createElement>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/**
 * Many short paragraphs with a ’ (3 bytes) each, after `padding` bytes: across paddings, one of them straddles the end
 * of React's buffer.
 */
const PADDINGS = Array.from({ length: 32 }, (_, i) => i);
const page = (padding: number) =>
  createElement(
    "main",
    null,
    createElement("p", null, "x".repeat(padding + 1)),
    ...Array.from({ length: 100 }, (_, i) => createElement("p", { key: i }, "What’s your good name?")),
  );

describe("removeNullBytes", () => {
  it("gives back, byte for byte, the page React meant where its streaming renderer left NUL bytes", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "null-bytes-"));
    let held = 0;
    for (const padding of PADDINGS) {
      const bytes = await streamed(page(padding));
      if (bytes.includes(0)) held++;
      fs.mkdirSync(path.join(dir, `p${padding}`));
      fs.writeFileSync(path.join(dir, `p${padding}`, "index.html"), bytes);
    }
    // If this fails, React no longer leaves NUL bytes: src/build/null-bytes.ts and its call can go.
    expect(held).toBeGreaterThan(0);
    expect(removeNullBytes(dir)).toHaveLength(held);
    for (const padding of PADDINGS) {
      expect(fs.readFileSync(path.join(dir, `p${padding}`, "index.html"), "utf8")).toBe(renderToString(page(padding)));
    }
    expect(removeNullBytes(dir)).toEqual([]);
  });
});
