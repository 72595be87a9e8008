import fs from "node:fs";
import { WRITTEN_FROM_CONTENT } from "../../src/build/remove-leftovers";
import { CV_PAPERS, CV_SHARE_IMAGE_PATH, cvPdfPath } from "../../src/cv/cv-paths";
import { shareImagePath } from "../../src/utils/case-study-path";
import { expect, test } from "./fixtures";
import { FROM_CONTENT, readContent } from "./content";

test(
  "the site publishes the CV's PDFs under the owner's name and a share image for each project, and none an earlier build made",
  FROM_CONTENT,
  () => {
    // Every build here starts from an earlier one, as on Netlify: content/'s from the generated content's.
    const published = fs.globSync(WRITTEN_FROM_CONTENT, { cwd: "public" }).map((file) => `/${file}`);
    const expected = [
      ...CV_PAPERS.map((paper) => cvPdfPath(readContent("site.json").name, paper)),
      CV_SHARE_IMAGE_PATH,
      ...readContent("projects.json").map(({ slug }) => shareImagePath(slug)),
    ];
    expect(published.sort()).toEqual(expected.sort());
  },
);
