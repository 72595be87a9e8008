/**
 * Prints, as JSON, what pdf.js reads of each PDF file named in argv (tests/e2e/cv-files.ts), in order: for unit tests,
 * which run under Jest's CommonJS and cannot load pdf.js's ES modules themselves.
 */
import fs from "node:fs";
import { readPdf } from "../e2e/cv-files";

Promise.all(process.argv.slice(2).map((file) => readPdf(new Uint8Array(fs.readFileSync(file))))).then((pdfs) =>
  process.stdout.write(JSON.stringify(pdfs)),
);
