import { CV_PAGES, cvLengthWarning, sectionRoom } from "../../../src/cv/cv-length";
import { cvSectionIds } from "../../../src/cv/cv-sections";
import { type JsonResume, jsonResume } from "../../../src/cv/json-resume";
import { BASE } from "../../support/broken-content";
import { cvSources } from "../../support/content-pages";

/** A CV with every part the content can fill, certificates among them. */
const resume = (): JsonResume => jsonResume(cvSources(BASE));

describe("the room each section takes", () => {
  it("is its height laid out alone, in pages of the text area, the largest first", () => {
    const ids = cvSectionIds(resume());
    const heights = ids.map((_, i) => 100 * (i + 1));
    const room = sectionRoom(ids, heights, 700);
    expect(room.map((r) => r.id)).toEqual([...ids].reverse());
    expect(room.at(-1)).toEqual({ id: ids[0], pages: 100 / 700 });
  });

  it("leaves out the certificates' section when there are none", () => {
    expect(cvSectionIds(resume())).toContain("certificates");
    expect(cvSectionIds({ ...resume(), certificates: [] })).toEqual([
      "header",
      "work",
      "skills",
      "projects",
      "education",
      "languages",
    ]);
  });
});

describe("the build's warning about the CV's length", () => {
  const room = [
    { id: "work", pages: 1.26 },
    { id: "projects", pages: 0.61 },
    { id: "skills", pages: 0.17 },
    { id: "header", pages: 0.13 },
  ] as const;

  it("is not given while the CV fits", () => {
    expect(cvLengthWarning({ paper: "A4", pages: CV_PAGES }, resume())).toBeUndefined();
    expect(cvLengthWarning({ paper: "A4", pages: 1 }, resume())).toBeUndefined();
  });

  it("past two pages, says it is allowed and names the largest sections' files, fields and entries", () => {
    const cv = resume();
    const warning = cvLengthWarning({ paper: "US Letter", pages: 3, sections: [...room] }, cv)!;
    expect(warning.split("\n")).toEqual([
      "The CV (content/resume.json) takes 3 pages as a PDF on US Letter; recruiters expect 2.",
      "That is allowed. To shorten it, start with what takes the most room:",
      `  - content/resume.json › field "work": Experience, ${cv.work.length} jobs: 1.3 pages`,
      `  - content/projects.json: Projects, ${cv.projects.length} projects: 0.6 pages`,
      `  - content/resume.json › field "skills": Skills, ${cv.skills.length} skills: 0.2 pages`,
    ]);
  });

  it("names a translation's folder beside the files its entries come from", () => {
    const warning = cvLengthWarning({ paper: "A4", pages: 3, sections: [...room] }, resume(), "translations/de");
    expect(warning!.split("\n")[0]).toBe(
      "The CV (content/resume.json, in the words of content/translations/de/) takes 3 pages as a PDF on A4; recruiters expect 2.",
    );
  });

  it("counts one entry as one", () => {
    const cv = { ...resume(), work: resume().work.slice(0, 1) };
    expect(cvLengthWarning({ paper: "A4", pages: 4, sections: [...room] }, cv)).toContain(
      "Experience, 1 job: 1.3 pages",
    );
  });

  it("names the header by the field it grows with", () => {
    const warning = cvLengthWarning({ paper: "A4", pages: 3, sections: [{ id: "header", pages: 0.4 }] }, resume());
    expect(warning).toContain('content/site.json › field "description": the name, contact and summary: 0.4 pages');
  });
});
