// Renders the case studies' gallery screenshots (SVG mock-ups of ResumeLens, the AI Resume Analyzer, in the same
// look as its main screenshot -> JPEG), with sharp. Run: node scripts/assets/gallery.mjs
import { mkdir, stat } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  W,
  H,
  text,
  rect,
  circle,
  pathEl,
  pill,
  pillRow,
  copyLines,
  progress,
  checkMark,
  svgDoc,
  browserChrome,
} from "./svg-kit.mjs";
import { RESUME_LENS } from "./screenshots.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = path.join(ROOT, "content/images/projects/gallery");

const c = RESUME_LENS;

const defs =
  '<linearGradient id="rl-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#34d399"/><stop offset="1" stop-color="#2dd4bf"/></linearGradient>';

// The app's top bar and the page heading, shared by both screens.
function frame(url, tab, heading, subheading, body) {
  return svgDoc(
    W,
    H,
    defs,
    rect(0, 0, W, H, { fill: c.bg }) +
      browserChrome({ dark: true, url, tab, accent: c.accent }) +
      rect(0, 53, W, 72, { fill: "#081020" }) +
      rect(0, 124, W, 1, { fill: c.line }) +
      rect(40, 71, 36, 36, { rx: 10, fill: "url(#rl-logo)" }) +
      text(90, 96, "ResumeLens", { size: 20, weight: 700, fill: c.ink }) +
      ["Dashboard", "Analyses", "Job matches", "Templates"]
        .map((label, i) =>
          text(300 + i * 150, 95, label, { size: 15, fill: i === 1 ? c.ink : c.muted, weight: i === 1 ? 700 : 400 }),
        )
        .join("") +
      circle(1552, 89, 18, { fill: c.accent, opacity: 0.6 }) +
      text(40, 184, heading, { size: 30, weight: 700, fill: c.ink }) +
      text(40, 216, subheading, { size: 15, fill: c.muted }) +
      body,
  );
}

function keywordReport() {
  const found = ["React", "TypeScript", "REST APIs", "Unit testing", "Agile", "CI/CD", "Tailwind CSS", "Git"];
  const missing = ["GraphQL", "Accessibility (WCAG)", "Performance budgets", "Design systems", "Mentoring"];
  const rows = [
    ["React", 9, true],
    ["TypeScript", 7, true],
    ["GraphQL", 6, false],
    ["Accessibility (WCAG)", 5, false],
    ["REST APIs", 4, true],
    ["Performance budgets", 4, false],
    ["Design systems", 3, false],
    ["Unit testing", 3, true],
  ];
  const panel = (x, y, w, h, title) =>
    rect(x, y, w, h, { rx: 18, fill: c.panel, stroke: c.line }) +
    text(x + 28, y + 44, title, { size: 19, weight: 700, fill: c.ink });
  const chips = (x, y, labels, color) =>
    pillRow(x, y, labels, x + 640, { size: 15, fill: `${color}22`, stroke: `${color}66`, color, h: 36, pad: 16 }, 12);
  const frequency =
    panel(780, 250, 780, 700, "How often the job post asks for each") +
    rows
      .map(([label, n, ok], i) => {
        const y = 340 + i * 72;
        return (
          text(812, y, label, { size: 16, fill: c.ink }) +
          text(1528, y, `${n}×`, { size: 16, weight: 700, fill: ok ? c.accent : c.red, anchor: "end" }) +
          progress(812, y + 18, 716, n * 11, { h: 10, color: ok ? c.accent : c.red, track: c.line })
        );
      })
      .join("");
  return frame(
    "resumelens.app/analyses/senior-frontend/keywords",
    "Keyword gaps",
    "Keyword gap report",
    "hamza_resume_v4.pdf against Senior Frontend Engineer · 13 keywords in the job post",
    panel(40, 250, 700, 330, `Already on your résumé (${found.length})`) +
      chips(68, 320, found, c.accent) +
      panel(40, 620, 700, 330, `Missing from your résumé (${missing.length})`) +
      chips(68, 690, missing, c.red) +
      text(68, 900, "Add the ones you have real experience with: recruiters scan for them first.", {
        size: 14,
        fill: c.muted,
      }) +
      frequency,
  );
}

/** Lines of at most `max` characters, broken between words. */
const wrapped = (words, max) =>
  words.split(" ").reduce((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

function rewriteSuggestions() {
  const suggestions = [
    [
      "Worked on the checkout page of an online store.",
      "Rebuilt the checkout in React and TypeScript, cutting drop-off by 22%.",
      "accepted",
    ],
    [
      "Responsible for fixing bugs and testing.",
      "Set up unit and end-to-end tests that caught 40+ regressions before release.",
      "open",
    ],
    ["Helped the team with the design system.", "Built 30 accessible components used across four products.", "open"],
  ];
  const card = ([before, after, state], i) => {
    const y = 260 + i * 236;
    const accepted = state === "accepted";
    return (
      rect(40, y, 1520, 208, { rx: 18, fill: c.panel, stroke: accepted ? c.accent : c.line, sw: accepted ? 2 : 1 }) +
      text(72, y + 44, "Before", { size: 13, weight: 700, fill: c.red, ls: 1.5 }) +
      text(72, y + 76, before, { size: 18, fill: c.muted }) +
      copyLines(72, y + 96, [520, 380], { h: 7, gap: 16, opacity: 0.1 }) +
      pathEl(`M700 ${y + 104}h60m-14-14l14 14-14 14`, { stroke: c.accent, sw: 3 }) +
      text(800, y + 44, "Suggested", { size: 13, weight: 700, fill: c.accent, ls: 1.5 }) +
      wrapped(after, 52)
        .map((line, n) => text(800, y + 76 + n * 28, line, { size: 18, fill: c.ink }))
        .join("") +
      (accepted
        ? rect(1340, y + 140, 188, 44, { rx: 12, fill: `${c.accent}22` }) +
          checkMark(1372, y + 162, 6, c.accent) +
          text(1392, y + 168, "Accepted", { size: 15, weight: 700, fill: c.accent })
        : pill(1236, y + 148, "Dismiss", { size: 15, stroke: c.line, color: c.muted, h: 40, pad: 20 }).svg +
          pill(1372, y + 148, "Accept", { size: 15, fill: c.accent, color: "#04261a", bold: true, h: 40, pad: 36 }).svg)
    );
  };
  return frame(
    "resumelens.app/analyses/senior-frontend/rewrites",
    "Rewrites",
    "Rewrite suggestions",
    "3 weak bullet points found · accept a suggestion to update your résumé",
    suggestions.map(card).join("") +
      text(40, 984, "Score after accepted rewrites", { size: 14, fill: c.muted }) +
      progress(290, 976, 300, 86, { h: 10, color: c.accent, track: c.line }) +
      text(610, 985, "86 / 100", { size: 14, weight: 700, fill: c.amber }),
  );
}

const SHOTS = {
  "resume-analyzer-keywords": keywordReport,
  "resume-analyzer-rewrites": rewriteSuggestions,
};

export async function buildGallery({ log = console.log } = {}) {
  await mkdir(OUT_DIR, { recursive: true });
  for (const [name, make] of Object.entries(SHOTS)) {
    const file = path.join(OUT_DIR, `${name}.jpg`);
    await sharp(Buffer.from(make())).jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:4:4" }).toFile(file);
    log(`gallery: ${path.relative(ROOT, file)} ${((await stat(file)).size / 1024).toFixed(0)} KB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildGallery();
}
