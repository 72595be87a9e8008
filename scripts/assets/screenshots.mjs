// Renders the project screenshots (SVG mock-ups of each app -> JPEG) and the
// Open Graph image, with sharp. Run: node scripts/assets/screenshots.mjs
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
  line,
  pathEl,
  textW,
  pill,
  pillRow,
  copyLines,
  ring,
  progress,
  smoothPath,
  stars,
  navLinks,
  checkMark,
  svgDoc,
  shadowDef,
  browserChrome,
} from "./svg-kit.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT_DIR = path.join(ROOT, "content/images/projects");

// ---------------------------------------------------------------- 1. resume analyzer

/** ResumeLens's colours, also those of its gallery screens (gallery.mjs). */
export const RESUME_LENS = {
  bg: "#0a1120",
  panel: "#0f1a2e",
  panel2: "#132038",
  line: "#1d2b47",
  ink: "#e6edf7",
  muted: "#8a9ab5",
  accent: "#10b981",
  teal: "#2dd4bf",
  amber: "#f59e0b",
  red: "#f43f5e",
  blue: "#60a5fa",
};

function resumeAnalyzer() {
  const c = RESUME_LENS;
  const card = (x, y, w, h, title, extra = "") =>
    rect(x, y, w, h, { rx: 16, fill: c.panel, stroke: c.line }) +
    text(x + 24, y + 38, title, { size: 17, weight: 700, fill: c.ink }) +
    extra;

  const nav = ["Dashboard", "Analyses", "Job matches", "Templates", "Cover letters", "Settings"];
  const sidebar =
    rect(0, 53, 248, H, { fill: "#081020" }) +
    rect(247, 53, 1, H, { fill: c.line }) +
    rect(28, 84, 36, 36, { rx: 10, fill: "url(#ra-logo)" }) +
    pathEl("M38 94h10a5 5 0 0 1 0 10h-10zm0 10v8m10-8l6 8", { stroke: "#04261a", sw: 3 }) +
    text(76, 109, "ResumeLens", { size: 20, weight: 700, fill: c.ink }) +
    nav
      .map((label, i) => {
        const y = 160 + i * 50;
        const active = i === 1;
        return (
          (active
            ? rect(16, y - 4, 216, 42, { rx: 10, fill: c.accent, opacity: 0.14 }) +
              rect(16, y + 6, 3, 22, { rx: 1.5, fill: c.accent })
            : "") +
          rect(36, y + 8, 18, 18, { rx: 5, stroke: active ? c.accent : c.muted, sw: 2 }) +
          text(68, y + 23, label, { size: 15, fill: active ? c.ink : c.muted, weight: active ? 700 : 400 })
        );
      })
      .join("") +
    rect(20, 800, 208, 150, { rx: 14, fill: c.panel2, stroke: c.line }) +
    text(40, 834, "Pro plan", { size: 15, weight: 700, fill: c.ink }) +
    text(40, 858, "18 of 25 scans used", { size: 12, fill: c.muted }) +
    progress(40, 874, 168, 72, { color: c.accent, track: c.line }) +
    rect(40, 900, 168, 32, { rx: 8, fill: c.accent }) +
    text(124, 921, "Upgrade", { size: 13, weight: 700, fill: "#04261a", anchor: "middle" });

  const header =
    text(280, 104, "Senior Frontend Engineer · Analysis", { size: 26, weight: 700, fill: c.ink }) +
    text(280, 132, "hamza_resume_v4.pdf  ·  analysed 2 minutes ago  ·  matched against 1 job post", {
      size: 14,
      fill: c.muted,
    }) +
    rect(1212, 88, 148, 42, { rx: 10, stroke: c.line, sw: 1.5, fill: c.panel }) +
    text(1286, 115, "Re-analyse", { size: 14, fill: c.ink, anchor: "middle" }) +
    rect(1374, 88, 160, 42, { rx: 10, fill: c.accent }) +
    text(1454, 115, "Export report", { size: 14, weight: 700, fill: "#04261a", anchor: "middle" }) +
    circle(1562, 109, 18, { fill: "url(#ra-avatar)" });

  // Score ring card
  const score =
    card(280, 160, 400, 300, "ATS match score") +
    ring(410, 320, 88, 82, { color: "url(#ra-ring)", track: c.line, sw: 18 }) +
    text(410, 334, "82", { size: 54, weight: 700, fill: c.ink, anchor: "middle" }) +
    text(410, 362, "out of 100", { size: 13, fill: c.muted, anchor: "middle" }) +
    pill(530, 232, "Strong match", { size: 12, fill: "rgba(16,185,129,.15)", color: c.accent, bold: true }).svg +
    [
      ["Top 12%", "of applicants"],
      ["+9 pts", "since v3"],
      ["4 fixes", "to reach 90"],
    ]
      .map(
        ([a, b], i) =>
          text(530, 300 + i * 52, a, { size: 20, weight: 700, fill: c.ink }) +
          text(530, 320 + i * 52, b, { size: 12, fill: c.muted }),
      )
      .join("");

  // Breakdown bars
  const rows = [
    ["Keywords", 88, c.accent],
    ["Experience", 76, c.teal],
    ["Skills match", 71, c.blue],
    ["Formatting", 94, c.accent],
    ["Readability", 83, c.teal],
  ];
  const breakdown =
    card(704, 160, 440, 300, "Score breakdown") +
    rows
      .map(([label, v, col], i) => {
        const y = 228 + i * 44;
        return (
          text(728, y, label, { size: 14, fill: c.ink }) +
          text(1120, y, `${v}%`, { size: 14, weight: 700, fill: c.ink, anchor: "end" }) +
          progress(728, y + 12, 392, v, { h: 9, color: col, track: c.line })
        );
      })
      .join("");

  // Keyword chips
  const found = ["React", "TypeScript", "Node.js", "Next.js", "REST APIs", "Testing", "Tailwind", "Git"];
  const missing = ["GraphQL", "AWS", "CI/CD"];
  const keywords =
    card(1168, 160, 400, 300, "Keyword coverage") +
    text(1544, 198, "15 / 18", { size: 14, weight: 700, fill: c.accent, anchor: "end" }) +
    text(1192, 226, "Found in your resume", { size: 13, fill: c.muted }) +
    pillRow(1192, 238, found, 1548, {
      size: 13,
      fill: "rgba(16,185,129,.12)",
      stroke: "rgba(16,185,129,.45)",
      color: "#a7f3d0",
    }) +
    text(1192, 328, "Missing from your resume", { size: 13, fill: c.muted }) +
    pillRow(1192, 340, missing, 1548, {
      size: 13,
      fill: "rgba(244,63,94,.10)",
      stroke: "rgba(244,63,94,.5)",
      color: "#fda4af",
    }) +
    text(1192, 414, "Coverage", { size: 13, fill: c.ink }) +
    text(1544, 414, "83%", { size: 13, weight: 700, fill: c.ink, anchor: "end" }) +
    progress(1192, 426, 352, 83, { h: 8, color: "url(#ra-ring)", track: c.line });

  // Resume preview with highlights
  const page = (x, y) =>
    rect(x, y, 330, 430, { rx: 8, fill: "#f8fafc", filter: "url(#ra-shadow)" }) +
    rect(x + 28, y + 30, 150, 14, { rx: 4, fill: "#0f172a" }) +
    copyLines(x + 28, y + 54, [210], { fill: "#64748b", opacity: 0.55, h: 6 }) +
    [0, 1, 2]
      .map((s) => {
        const sy = y + 90 + s * 112;
        return (
          rect(x + 28, sy, 90, 8, { rx: 3, fill: "#0f766e" }) +
          copyLines(x + 28, sy + 22, [274, 250, 262, 198, 240], { fill: "#94a3b8", opacity: 0.7, h: 6, gap: 15 })
        );
      })
      .join("") +
    rect(x + 60, y + 108, 74, 14, { rx: 3, fill: c.accent, opacity: 0.3 }) +
    rect(x + 150, y + 138, 90, 14, { rx: 3, fill: c.accent, opacity: 0.3 }) +
    rect(x + 40, y + 226, 110, 14, { rx: 3, fill: c.amber, opacity: 0.35 }) +
    rect(x + 120, y + 330, 100, 14, { rx: 3, fill: c.red, opacity: 0.28 });
  const callout = (x, y, tx, title, sub, col) =>
    line(tx, y + 14, x - 8, y + 14, { stroke: col, sw: 1.5, dash: "4 4", opacity: 0.8 }) +
    circle(tx, y + 14, 4, { fill: col }) +
    rect(x, y - 8, 190, 52, { rx: 10, fill: c.panel2, stroke: c.line }) +
    circle(x + 18, y + 10, 5, { fill: col }) +
    text(x + 32, y + 14, title, { size: 13, weight: 700, fill: c.ink }) +
    text(x + 16, y + 34, sub, { size: 11, fill: c.muted });
  const preview =
    card(280, 484, 600, 492, "Resume preview") +
    text(856, 522, "Page 1 of 2", { size: 12, fill: c.muted, anchor: "end" }) +
    page(304, 540) +
    callout(662, 641, 438, "Strong keywords", "React, TypeScript matched", c.accent) +
    callout(662, 759, 454, "Vague bullet", "Add a measurable result", c.amber) +
    callout(662, 863, 524, "Outdated skill", "Replace with GraphQL", c.red);

  // Suggestions + history
  const tips = [
    ["ok", "Summary is focused and concise", "Clear role, 3 years experience, core stack up front.", "+0"],
    ["warn", "Quantify your impact", '3 bullets have no numbers. Try "cut load time by 40%".', "+6 pts"],
    ["warn", "Add missing keywords", "GraphQL, AWS and CI/CD appear in the job post 7 times.", "+5 pts"],
    ["info", "Move projects above education", "Recruiters scan the top third of page one first.", "+2 pts"],
  ];
  const tipColor = { ok: c.accent, warn: c.amber, info: c.blue };
  const suggestions =
    card(904, 484, 664, 492, "Suggestions") +
    text(1544, 522, "4 items", { size: 12, fill: c.muted, anchor: "end" }) +
    tips
      .map(([kind, title, sub, pts], i) => {
        const y = 548 + i * 70;
        const col = tipColor[kind];
        return (
          rect(928, y, 616, 58, { rx: 12, fill: c.panel2 }) +
          circle(956, y + 29, 14, { fill: col, opacity: 0.16 }) +
          (kind === "ok"
            ? checkMark(956, y + 29, 5, col)
            : text(956, y + 35, kind === "warn" ? "!" : "i", { size: 16, weight: 700, fill: col, anchor: "middle" })) +
          text(984, y + 25, title, { size: 14, weight: 700, fill: c.ink }) +
          text(984, y + 45, sub, { size: 12, fill: c.muted }) +
          text(1528, y + 35, pts, { size: 13, weight: 700, fill: kind === "ok" ? c.muted : c.accent, anchor: "end" })
        );
      })
      .join("");
  const hist = [58, 64, 63, 71, 73, 82];
  const hx = (i) => 944 + i * 116;
  const hy = (v) => 948 - (v - 50) * 2;
  const histPts = hist.map((v, i) => [hx(i), hy(v)]);
  const history =
    text(928, 848, "Score history", { size: 14, weight: 700, fill: c.ink }) +
    [0, 1, 2].map((i) => line(928, 884 + i * 30, 1544, 884 + i * 30, { stroke: c.line, sw: 1 })).join("") +
    pathEl(`${smoothPath(histPts)}L${hx(5)} 960L${hx(0)} 960Z`, { fill: "url(#ra-area)" }) +
    pathEl(smoothPath(histPts), { stroke: c.accent, sw: 3 }) +
    histPts
      .map(([x, y], i) =>
        circle(x, y, i === 5 ? 6 : 4, { fill: i === 5 ? c.accent : c.panel, stroke: c.accent, sw: 2 }),
      )
      .join("") +
    text(hx(5) - 10, hy(82) - 14, "82", { size: 13, weight: 700, fill: c.accent, anchor: "end" });

  const defs =
    '<linearGradient id="ra-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#34d399"/><stop offset="1" stop-color="#14b8a6"/></linearGradient>' +
    '<linearGradient id="ra-ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#34d399"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>' +
    '<linearGradient id="ra-avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>' +
    '<linearGradient id="ra-area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#10b981" stop-opacity=".35"/><stop offset="1" stop-color="#10b981" stop-opacity="0"/></linearGradient>' +
    shadowDef("ra-shadow", 0.45, 10, 6);

  return svgDoc(
    W,
    H,
    defs,
    rect(0, 0, W, H, { fill: c.bg }) +
      browserChrome({
        dark: true,
        url: "app.resumelens.io/analyses/senior-frontend",
        tab: "ResumeLens · Analysis",
        accent: c.accent,
      }) +
      sidebar +
      header +
      score +
      breakdown +
      keywords +
      preview +
      suggestions +
      history,
  );
}

// ---------------------------------------------------------------- 2. marketplace

// Small product illustrations, each drawn in a 160x160 box at (x, y).
const products = {
  headphones: (x, y) =>
    pathEl(`M${x + 38} ${y + 100}v-22a42 42 0 0 1 84 0v22`, { stroke: "#1f2937", sw: 10 }) +
    rect(x + 24, y + 86, 32, 50, { rx: 14, fill: "#ff5a5f" }) +
    rect(x + 104, y + 86, 32, 50, { rx: 14, fill: "#ff5a5f" }) +
    rect(x + 32, y + 96, 10, 30, { rx: 5, fill: "#fff", opacity: 0.35 }),
  sneaker: (x, y) =>
    pathEl(`M${x + 18} ${y + 112}c0-22 6-44 20-50 10 10 26 14 40 10l16 14c14 6 40 6 50 20v12H${x + 18}z`, {
      fill: "#2563eb",
    }) +
    rect(x + 16, y + 116, 130, 14, { rx: 7, fill: "#f8fafc", stroke: "#cbd5e1", sw: 2 }) +
    [0, 1, 2]
      .map((i) => line(x + 60 + i * 10, y + 74 + i * 4, x + 72 + i * 10, y + 70 + i * 4, { stroke: "#fff", sw: 3 }))
      .join(""),
  watch: (x, y) =>
    rect(x + 62, y + 18, 36, 124, { rx: 12, fill: "#334155" }) +
    circle(x + 80, y + 80, 38, { fill: "#e2e8f0", stroke: "#0f172a", sw: 7 }) +
    line(x + 80, y + 80, x + 80, y + 58, { stroke: "#0f172a", sw: 4 }) +
    line(x + 80, y + 80, x + 96, y + 88, { stroke: "#ff5a5f", sw: 3 }) +
    circle(x + 80, y + 80, 4, { fill: "#0f172a" }),
  lamp: (x, y) =>
    pathEl(`M${x + 50} ${y + 70}l18-46h26l18 46z`, { fill: "#f59e0b" }) +
    line(x + 81, y + 70, x + 81, y + 132, { stroke: "#475569", sw: 6 }) +
    rect(x + 52, y + 130, 58, 12, { rx: 6, fill: "#475569" }) +
    pathEl(`M${x + 58} ${y + 70}h46l10 18H${x + 48}z`, { fill: "#fde68a", opacity: 0.7 }),
  plant: (x, y) =>
    pathEl(`M${x + 80} ${y + 96}C${x + 50} ${y + 90} ${x + 40} ${y + 60} ${x + 44} ${y + 36}c24 4 36 30 36 60z`, {
      fill: "#16a34a",
    }) +
    pathEl(`M${x + 80} ${y + 96}c28-4 40-30 38-52-24 2-38 24-38 52z`, { fill: "#22c55e" }) +
    pathEl(`M${x + 80} ${y + 96}c-2-26 4-52 0-70`, { stroke: "#15803d", sw: 4 }) +
    pathEl(`M${x + 50} ${y + 100}h60l-8 44h-44z`, { fill: "#c2410c" }) +
    rect(x + 46, y + 96, 68, 12, { rx: 4, fill: "#ea580c" }),
  camera: (x, y) =>
    rect(x + 22, y + 50, 116, 76, { rx: 14, fill: "#111827" }) +
    rect(x + 48, y + 38, 40, 16, { rx: 5, fill: "#111827" }) +
    circle(x + 80, y + 88, 27, { fill: "#374151", stroke: "#9ca3af", sw: 4 }) +
    circle(x + 80, y + 88, 13, { fill: "#60a5fa" }) +
    circle(x + 74, y + 82, 4, { fill: "#fff", opacity: 0.7 }) +
    circle(x + 120, y + 64, 5, { fill: "#ff5a5f" }),
  backpack: (x, y) =>
    pathEl(`M${x + 62} ${y + 34}a18 18 0 0 1 36 0`, { stroke: "#7c2d12", sw: 7 }) +
    rect(x + 40, y + 34, 80, 108, { rx: 26, fill: "#ea580c" }) +
    rect(x + 52, y + 92, 56, 40, { rx: 12, fill: "#c2410c" }) +
    line(x + 64, y + 104, x + 96, y + 104, { stroke: "#fed7aa", sw: 3 }),
  mug: (x, y) =>
    pathEl(`M${x + 112} ${y + 70}h10a16 16 0 0 1 0 32h-10`, { stroke: "#8b5cf6", sw: 8 }) +
    rect(x + 40, y + 52, 74, 88, { rx: 14, fill: "#a78bfa" }) +
    rect(x + 40, y + 52, 74, 14, { rx: 7, fill: "#7c3aed" }) +
    pathEl(`M${x + 66} ${y + 42}c-6-8 6-14 0-24M${x + 84} ${y + 42}c-6-8 6-14 0-24`, { stroke: "#c4b5fd", sw: 3 }),
};

function marketplace() {
  const c = {
    bg: "#f6f6f9",
    surface: "#ffffff",
    line: "#e6e6ee",
    ink: "#171727",
    muted: "#6b6b80",
    accent: "#ff5a5f",
    accent2: "#ff8a4c",
  };

  const nav =
    rect(0, 53, W, 76, { fill: c.surface }) +
    rect(0, 128, W, 1, { fill: c.line }) +
    rect(32, 71, 40, 40, { rx: 12, fill: "url(#mk-logo)" }) +
    pathEl("M43 86h18l-2 16H45zm5 0v-3a4 4 0 0 1 8 0v3", { stroke: "#fff", sw: 2.6 }) +
    text(84, 99, "Bazaarly", { size: 23, weight: 700, fill: c.ink }) +
    rect(300, 69, 640, 44, { rx: 22, fill: c.bg, stroke: c.line }) +
    circle(330, 90, 8, { stroke: c.muted, sw: 2.2 }) +
    line(336, 96, 342, 102, { stroke: c.muted, sw: 2.2 }) +
    text(354, 96, "Search handmade goods, gadgets, vintage finds…", { size: 15, fill: "#9a9aab" }) +
    rect(878, 75, 54, 32, { rx: 16, fill: c.accent }) +
    text(905, 96, "Go", { size: 14, weight: 700, fill: "#fff", anchor: "middle" }) +
    text(1120, 96, "Sell an item", { size: 15, weight: 700, fill: c.ink }) +
    pathEl("M1290 86a7 7 0 0 1 12-4 7 7 0 0 1 12 4c0 7-12 14-12 14s-12-7-12-14z", { stroke: c.ink, sw: 2.2 }) +
    pathEl("M1352 80h6l4 18h20l4-13h-26", { stroke: c.ink, sw: 2.2 }) +
    circle(1366, 104, 2.5, { fill: c.ink }) +
    circle(1380, 104, 2.5, { fill: c.ink }) +
    circle(1388, 78, 10, { fill: c.accent }) +
    text(1388, 83, "3", { size: 12, weight: 700, fill: "#fff", anchor: "middle" }) +
    circle(1448, 91, 20, { fill: "url(#mk-avatar)" }) +
    text(1478, 96, "Ayesha", { size: 14, fill: c.ink });

  const cats = [
    "All",
    "Electronics",
    "Home & Living",
    "Fashion",
    "Art & Prints",
    "Outdoors",
    "Vintage",
    "Books",
    "Kids",
  ];
  const catRow = pillRow(
    32,
    150,
    cats,
    1560,
    (l) =>
      l === "All"
        ? { size: 14, fill: c.ink, color: "#fff", bold: true, h: 36, pad: 20 }
        : { size: 14, fill: c.surface, stroke: c.line, color: c.ink, h: 36, pad: 18 },
    12,
  );

  const checkbox = (x, y, label, on) =>
    rect(x, y, 20, 20, { rx: 5, fill: on ? c.accent : c.surface, stroke: on ? c.accent : "#c9c9d6", sw: 1.5 }) +
    (on ? checkMark(x + 10, y + 10, 4.5, "#fff", 2.2) : "") +
    text(x + 32, y + 15, label, { size: 14, fill: c.ink });
  const filters =
    rect(32, 210, 264, 770, { rx: 18, fill: c.surface, stroke: c.line }) +
    text(56, 250, "Filters", { size: 18, weight: 700, fill: c.ink }) +
    text(272, 250, "Reset", { size: 13, fill: c.accent, anchor: "end" }) +
    text(56, 294, "Price range", { size: 14, weight: 700, fill: c.ink }) +
    rect(56, 318, 216, 6, { rx: 3, fill: c.line }) +
    rect(96, 318, 120, 6, { rx: 3, fill: c.accent }) +
    circle(96, 321, 10, { fill: "#fff", stroke: c.accent, sw: 3 }) +
    circle(216, 321, 10, { fill: "#fff", stroke: c.accent, sw: 3 }) +
    text(56, 356, "Rs 2,000 – Rs 45,000", { size: 13, fill: c.muted }) +
    text(56, 404, "Condition", { size: 14, weight: 700, fill: c.ink }) +
    checkbox(56, 420, "Brand new", true) +
    checkbox(56, 454, "Like new", true) +
    checkbox(56, 488, "Used", false) +
    text(56, 550, "Rating", { size: 14, weight: 700, fill: c.ink }) +
    [4, 3]
      .map(
        (n, i) =>
          circle(66, 578 + i * 32, 9, { stroke: i === 0 ? c.accent : "#c9c9d6", sw: 2, fill: "#fff" }) +
          (i === 0 ? circle(66, 578, 4.5, { fill: c.accent }) : "") +
          stars(92, 578 + i * 32, n, { size: 7 }) +
          text(196, 583 + i * 32, "& up", { size: 13, fill: c.muted }),
      )
      .join("") +
    text(56, 668, "Location", { size: 14, weight: 700, fill: c.ink }) +
    rect(56, 684, 216, 42, { rx: 10, fill: c.bg, stroke: c.line }) +
    text(72, 710, "Islamabad", { size: 14, fill: c.ink }) +
    pathEl("M248 701l6 6 6-6", { stroke: c.muted, sw: 2 }) +
    checkbox(56, 748, "Free delivery", true) +
    checkbox(56, 782, "Verified sellers", false) +
    rect(56, 900, 216, 48, { rx: 12, fill: c.ink }) +
    text(164, 930, "Show 1,284 items", { size: 14, weight: 700, fill: "#fff", anchor: "middle" });

  const items = [
    ["headphones", "Studio wireless headphones", "SoundCraft", "Rs 18,500", 5, 214, "#ffe4e4"],
    ["sneaker", "Everyday knit runners", "Stride Co.", "Rs 9,900", 4, 96, "#dbeafe"],
    ["watch", "Minimal steel wristwatch", "Tikk Atelier", "Rs 24,000", 5, 58, "#e2e8f0"],
    ["lamp", "Brass reading lamp", "Old Town Finds", "Rs 6,750", 4, 37, "#fef3c7"],
    ["plant", "Monstera in clay pot", "Green Corner", "Rs 3,200", 5, 141, "#dcfce7"],
    ["camera", "Vintage film camera", "Retro Lens", "Rs 31,000", 4, 22, "#e0e7ff"],
    ["backpack", "Waxed canvas backpack", "Trailmade", "Rs 7,400", 5, 88, "#ffedd5"],
    ["mug", "Hand-thrown ceramic mug", "Kiln & Clay", "Rs 1,450", 5, 163, "#ede9fe"],
  ];
  const cw = 298;
  const grid =
    text(320, 240, "Trending near you", { size: 24, weight: 700, fill: c.ink }) +
    text(320, 266, "1,284 items · updated just now", { size: 14, fill: c.muted }) +
    rect(1396, 218, 172, 40, { rx: 10, fill: c.surface, stroke: c.line }) +
    text(1414, 243, "Sort: Popular", { size: 14, fill: c.ink }) +
    pathEl("M1540 236l5 5 5-5", { stroke: c.muted, sw: 2 }) +
    items
      .map(([kind, title, seller, price, rating, count, tint], i) => {
        const x = 320 + (i % 4) * (cw + 18);
        const y = 290 + Math.floor(i / 4) * 372;
        return (
          rect(x, y, cw, 354, { rx: 18, fill: c.surface, stroke: c.line, filter: "url(#mk-shadow)" }) +
          rect(x + 10, y + 10, cw - 20, 200, { rx: 12, fill: tint }) +
          products[kind](x + cw / 2 - 80, y + 30) +
          circle(x + cw - 34, y + 34, 16, { fill: "#fff" }) +
          pathEl(
            `M${x + cw - 41} ${y + 32}a4 4 0 0 1 7-2.5 4 4 0 0 1 7 2.5c0 4.5-7 8.5-7 8.5s-7-4-7-8.5z`,
            i % 3 === 0 ? { fill: c.accent } : { stroke: c.ink, sw: 1.8 },
          ) +
          (i === 1 || i === 5
            ? pill(x + 22, y + 22, i === 1 ? "New" : "Vintage", {
                size: 12,
                fill: c.ink,
                color: "#fff",
                bold: true,
                h: 24,
                pad: 10,
              }).svg
            : "") +
          text(x + 20, y + 244, title, { size: 15, weight: 700, fill: c.ink }) +
          text(x + 20, y + 266, `by ${seller}`, { size: 13, fill: c.muted }) +
          stars(x + 27, y + 290, rating, { size: 6.5 }) +
          text(x + 108, y + 295, `(${count})`, { size: 12, fill: c.muted }) +
          text(x + 20, y + 330, price, { size: 19, weight: 700, fill: c.ink }) +
          rect(x + cw - 120, y + 306, 100, 36, {
            rx: 18,
            fill: i === 0 ? c.accent : c.bg,
            stroke: i === 0 ? undefined : c.line,
          }) +
          text(x + cw - 70, y + 329, "Add", { size: 14, weight: 700, fill: i === 0 ? "#fff" : c.ink, anchor: "middle" })
        );
      })
      .join("");

  // Toast confirming the add-to-cart, for a bit of life.
  const toast =
    pathEl("M1372 132l10-10 10 10z", { fill: c.ink }) +
    rect(1236, 131, 332, 64, { rx: 16, fill: c.ink, filter: "url(#mk-shadow)" }) +
    circle(1272, 163, 16, { fill: "#22c55e" }) +
    checkMark(1272, 163, 6, "#fff") +
    text(1300, 158, "Added to cart", { size: 14, weight: 700, fill: "#fff" }) +
    text(1300, 178, "Studio wireless headphones", { size: 12, fill: "#b4b4c4" }) +
    text(1548, 168, "View", { size: 13, weight: 700, fill: c.accent2, anchor: "end" });

  const defs =
    '<linearGradient id="mk-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff5a5f"/><stop offset="1" stop-color="#ff8a4c"/></linearGradient>' +
    '<linearGradient id="mk-avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f472b6"/><stop offset="1" stop-color="#fb923c"/></linearGradient>' +
    shadowDef("mk-shadow", 0.08, 10, 6);

  return svgDoc(
    W,
    H,
    defs,
    rect(0, 0, W, H, { fill: c.bg }) +
      browserChrome({
        dark: false,
        url: "bazaarly.pk/explore?sort=popular",
        tab: "Bazaarly · Explore",
        accent: c.accent,
      }) +
      nav +
      catRow +
      filters +
      grid +
      toast,
  );
}

// ---------------------------------------------------------------- 3. startup directory

function startupDirectory() {
  const c = {
    bg: "#0e0e11",
    panel: "#16161b",
    panel2: "#1c1c23",
    line: "#2a2a33",
    ink: "#f4f4f5",
    muted: "#9d9daa",
    accent: "#f59e0b",
    rose: "#fb7185",
    sky: "#38bdf8",
    lime: "#a3e635",
    violet: "#a78bfa",
  };

  const nav =
    rect(0, 53, W, 72, { fill: c.bg }) +
    rect(0, 124, W, 1, { fill: c.line }) +
    pathEl("M52 70l14 34H38z", { fill: "url(#sd-logo)" }) +
    circle(52, 92, 4, { fill: c.bg }) +
    text(80, 97, "LaunchBase", { size: 22, weight: 700, fill: c.ink }) +
    navLinks(
      300,
      95,
      ["Discover", "Collections", "Investors", "Jobs", "Events"],
      (l, x, i) =>
        text(x, 95, l, { size: 15, weight: i === 0 ? 700 : 400, fill: i === 0 ? c.ink : c.muted }) +
        (i === 0 ? rect(x, 112, textW(l, 15, true), 3, { rx: 1.5, fill: c.accent }) : ""),
    ) +
    rect(1010, 70, 300, 38, { rx: 10, fill: c.panel, stroke: c.line }) +
    circle(1034, 89, 7, { stroke: c.muted, sw: 2 }) +
    line(1039, 94, 1044, 99, { stroke: c.muted, sw: 2 }) +
    text(1054, 94, "Search startups, founders…", { size: 14, fill: "#6e6e7c" }) +
    rect(1336, 68, 170, 42, { rx: 10, fill: c.accent }) +
    text(1421, 95, "+ Submit startup", { size: 14, weight: 700, fill: "#1c1302", anchor: "middle" }) +
    circle(1544, 89, 19, { fill: "url(#sd-avatar)" });

  const hero =
    text(32, 182, "Discover 2,400+ startups building from Pakistan", { size: 30, weight: 700, fill: c.ink }) +
    text(32, 212, "Curated profiles, funding rounds and open roles, updated every week by founders.", {
      size: 15,
      fill: c.muted,
    }) +
    [
      ["2,431", "startups"],
      ["186", "funded in 2024"],
      ["54", "hiring now"],
    ]
      .map(
        ([n, l], i) =>
          rect(1004 + i * 190, 150, 174, 70, { rx: 14, fill: c.panel, stroke: c.line }) +
          text(1024 + i * 190, 182, n, { size: 24, weight: 700, fill: i === 0 ? c.accent : c.ink }) +
          text(1024 + i * 190, 205, l, { size: 13, fill: c.muted }),
      )
      .join("");

  const sectors = [
    ["Fintech", 412],
    ["AI / ML", 356],
    ["E-commerce", 298],
    ["EdTech", 188],
    ["HealthTech", 141],
    ["Logistics", 97],
    ["Climate", 76],
  ];
  const stage = ["Pre-seed", "Seed", "Series A", "Series B+"];
  const filters =
    rect(32, 248, 260, 728, { rx: 16, fill: c.panel, stroke: c.line }) +
    text(54, 286, "Sector", { size: 15, weight: 700, fill: c.ink }) +
    sectors
      .map(([s, n], i) => {
        const y = 304 + i * 40;
        const on = i === 1 || i === 0;
        return (
          rect(48, y, 228, 34, { rx: 8, fill: on ? "rgba(245,158,11,.12)" : "none" }) +
          rect(60, y + 9, 16, 16, { rx: 4, fill: on ? c.accent : "none", stroke: on ? c.accent : "#4a4a56", sw: 1.5 }) +
          (on ? checkMark(68, y + 17, 3.5, "#1c1302", 2) : "") +
          text(88, y + 22, s, { size: 14, fill: on ? c.ink : c.muted }) +
          text(262, y + 22, String(n), { size: 13, fill: "#6e6e7c", anchor: "end" })
        );
      })
      .join("") +
    text(54, 610, "Stage", { size: 15, weight: 700, fill: c.ink }) +
    pillRow(54, 626, stage, 276, (l) =>
      l === "Seed"
        ? { size: 13, fill: c.accent, color: "#1c1302", bold: true, h: 30 }
        : { size: 13, stroke: c.line, color: c.muted, h: 30 },
    ) +
    text(54, 744, "Location", { size: 15, weight: 700, fill: c.ink }) +
    ["Islamabad", "Lahore", "Karachi", "Remote"]
      .map(
        (l, i) =>
          circle(66, 772 + i * 36, 8, { stroke: i === 0 ? c.accent : "#4a4a56", sw: 2 }) +
          (i === 0 ? circle(66, 772, 4, { fill: c.accent }) : "") +
          text(84, 777 + i * 36, l, { size: 14, fill: i === 0 ? c.ink : c.muted }),
      )
      .join("");

  // Startup logos: coloured tiles with a simple shape each.
  const logo = (x, y, col, shape) => {
    const cx = x + 30;
    const cy = y + 30;
    const g = {
      circle: circle(cx, cy, 12, { stroke: "#fff", sw: 4 }),
      tri: pathEl(`M${cx} ${cy - 13}l13 22H${cx - 13}z`, { fill: "#fff" }),
      bars: [0, 1, 2]
        .map((i) => rect(cx - 13 + i * 10, cy + 2 - i * 7, 6, 12 + i * 7, { rx: 2, fill: "#fff" }))
        .join(""),
      leaf: pathEl(`M${cx - 12} ${cy + 12}c0-16 8-24 24-24 0 16-8 24-24 24z`, { fill: "#fff" }),
      plus: pathEl(`M${cx} ${cy - 12}v24M${cx - 12} ${cy}h24`, { stroke: "#fff", sw: 6 }),
      wave: pathEl(`M${cx - 14} ${cy + 2}c5-10 9-10 14 0s9 10 14 0`, { stroke: "#fff", sw: 5 }),
    }[shape];
    return rect(x, y, 60, 60, { rx: 16, fill: col }) + g;
  };
  const startups = [
    ["Sarmaya", "Micro-investing for first-time savers", ["Fintech", "Seed"], "#0ea5e9", "bars", 312, "Seed"],
    ["Rahbar AI", "AI tutor that speaks Urdu and English", ["AI / ML", "EdTech"], "#8b5cf6", "tri", 268, "Pre-seed"],
    [
      "Dastak",
      "Same-day B2B logistics for small shops",
      ["Logistics", "Marketplace"],
      "#f97316",
      "wave",
      241,
      "Series A",
    ],
    [
      "Shifa Link",
      "Tele-consults and e-prescriptions for clinics",
      ["HealthTech", "SaaS"],
      "#10b981",
      "plus",
      197,
      "Seed",
    ],
    ["Kheti", "Crop insights from satellite data", ["Climate", "AI / ML"], "#65a30d", "leaf", 176, "Seed"],
    ["Qist Pay", "Buy-now-pay-later for electronics", ["Fintech", "E-commerce"], "#e11d48", "circle", 152, "Series A"],
  ];
  const list =
    text(316, 272, "Showing 768 startups", { size: 15, fill: c.muted }) +
    pillRow(
      500,
      254,
      ["Fintech ×", "AI / ML ×", "Seed ×"],
      900,
      { size: 12, fill: "rgba(245,158,11,.12)", stroke: "rgba(245,158,11,.4)", color: "#fcd34d", h: 26, pad: 10 },
      8,
    ) +
    rect(1000, 254, 120, 30, { rx: 8, stroke: c.line }) +
    text(1016, 274, "Top voted", { size: 13, fill: c.ink }) +
    pathEl("M1100 266l4 4 4-4", { stroke: c.muted, sw: 1.8 }) +
    startups
      .map(([name, pitch, tags, col, shape, votes, st], i) => {
        const y = 300 + i * 112;
        const hot = i === 0;
        return (
          rect(316, y, 804, 100, {
            rx: 16,
            fill: hot ? c.panel2 : c.panel,
            stroke: hot ? "rgba(245,158,11,.5)" : c.line,
          }) +
          logo(336, y + 20, col, shape) +
          text(416, y + 42, name, { size: 18, weight: 700, fill: c.ink }) +
          (hot
            ? pill(416 + textW(name, 18, true) + 10, y + 24, "Featured", {
                size: 11,
                fill: c.accent,
                color: "#1c1302",
                bold: true,
                h: 22,
                pad: 9,
              }).svg
            : "") +
          text(416, y + 66, pitch, { size: 14, fill: c.muted }) +
          pillRow(
            416,
            y + 76,
            tags,
            900,
            { size: 11, fill: c.bg, stroke: c.line, color: "#b9b9c6", h: 20, pad: 8 },
            6,
          ) +
          text(980, y + 56, st, { size: 13, fill: "#b9b9c6", anchor: "end" }) +
          rect(1010, y + 18, 90, 64, { rx: 12, fill: hot ? c.accent : c.bg, stroke: hot ? undefined : c.line }) +
          pathEl(`M1047 ${y + 42}l8-9 8 9`, { stroke: hot ? "#1c1302" : c.ink, sw: 2.6 }) +
          text(1055, y + 66, String(votes), { size: 16, weight: 700, fill: hot ? "#1c1302" : c.ink, anchor: "middle" })
        );
      })
      .join("");

  // Right column: trending bar chart + sector donut.
  const bars = [38, 52, 45, 70, 62, 88, 74];
  const days = ["M", "T", "W", "T", "F", "S", "S"];
  const trending =
    rect(1144, 248, 424, 300, { rx: 16, fill: c.panel, stroke: c.line }) +
    text(1168, 284, "New submissions", { size: 16, weight: 700, fill: c.ink }) +
    text(1544, 284, "+24% this week", { size: 13, weight: 700, fill: c.lime, anchor: "end" }) +
    [0, 1, 2, 3].map((i) => line(1168, 330 + i * 48, 1544, 330 + i * 48, { stroke: c.line, dash: "3 5" })).join("") +
    bars
      .map((v, i) => {
        const h = v * 1.8;
        const x = 1180 + i * 52;
        return (
          rect(x, 490 - h, 30, h, { rx: 7, fill: i === 5 ? "url(#sd-bar)" : "#3a3a46" }) +
          text(x + 15, 516, days[i], { size: 12, fill: c.muted, anchor: "middle" })
        );
      })
      .join("") +
    rect(1422, 300, 56, 28, { rx: 8, fill: c.ink }) +
    text(1450, 319, "158", { size: 13, weight: 700, fill: c.bg, anchor: "middle" });

  const share = [
    [31, c.accent],
    [24, c.violet],
    [18, c.sky],
    [15, c.rose],
    [12, "#4a4a56"],
  ];
  const r = 62;
  const circ = 2 * Math.PI * r;
  let acc = 0;
  const donut = share
    .map(([p, col]) => {
      const seg = `<circle cx="1240" cy="700" r="${r}" fill="none" stroke="${col}" stroke-width="22" stroke-dasharray="${((circ * p) / 100 - 3).toFixed(1)} ${circ.toFixed(1)}" transform="rotate(${-90 + acc * 3.6} 1240 700)"/>`;
      acc += p;
      return seg;
    })
    .join("");
  const sectorsCard =
    rect(1144, 572, 424, 404, { rx: 16, fill: c.panel, stroke: c.line }) +
    text(1168, 608, "Funding by sector", { size: 16, weight: 700, fill: c.ink }) +
    donut +
    text(1240, 702, "$84M", { size: 22, weight: 700, fill: c.ink, anchor: "middle" }) +
    text(1240, 722, "raised", { size: 12, fill: c.muted, anchor: "middle" }) +
    [
      ["Fintech", 31],
      ["AI / ML", 24],
      ["E-commerce", 18],
      ["HealthTech", 15],
      ["Other", 12],
    ]
      .map(
        ([l, p], i) =>
          rect(1340, 640 + i * 30, 12, 12, { rx: 3, fill: share[i][1] }) +
          text(1362, 651 + i * 30, l, { size: 13, fill: c.ink }) +
          text(1544, 651 + i * 30, `${p}%`, { size: 13, fill: c.muted, anchor: "end" }),
      )
      .join("") +
    rect(1168, 800, 376, 1, { fill: c.line }) +
    text(1168, 834, "Recently funded", { size: 14, weight: 700, fill: c.ink }) +
    [
      ["Dastak", "Series A · $6.5M", "#f97316"],
      ["Sarmaya", "Seed · $1.2M", "#0ea5e9"],
    ]
      .map(
        ([n, d, col], i) =>
          rect(1168, 852 + i * 54, 36, 36, { rx: 10, fill: col }) +
          text(1186, 876 + i * 54, n[0], { size: 16, weight: 700, fill: "#fff", anchor: "middle" }) +
          text(1216, 866 + i * 54, n, { size: 14, weight: 700, fill: c.ink }) +
          text(1216, 884 + i * 54, d, { size: 12, fill: c.muted }) +
          text(1544, 876 + i * 54, `${i + 2}d ago`, { size: 12, fill: "#6e6e7c", anchor: "end" }),
      )
      .join("");

  const defs =
    '<linearGradient id="sd-logo" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#f97316"/></linearGradient>' +
    '<linearGradient id="sd-bar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbbf24"/><stop offset="1" stop-color="#f97316"/></linearGradient>' +
    '<linearGradient id="sd-avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fb7185"/><stop offset="1" stop-color="#f59e0b"/></linearGradient>' +
    '<radialGradient id="sd-glow" cx=".2" cy="0" r=".6"><stop offset="0" stop-color="#f59e0b" stop-opacity=".10"/><stop offset="1" stop-color="#f59e0b" stop-opacity="0"/></radialGradient>';

  return svgDoc(
    W,
    H,
    defs,
    rect(0, 0, W, H, { fill: c.bg }) +
      rect(0, 0, W, H, { fill: "url(#sd-glow)" }) +
      browserChrome({
        dark: true,
        url: "launchbase.pk/discover?sector=fintech,ai&stage=seed",
        tab: "LaunchBase · Discover",
        accent: c.accent,
      }) +
      nav +
      hero +
      filters +
      list +
      trending +
      sectorsCard,
  );
}

// ---------------------------------------------------------------- 4. FIFA duel

function fifaDuel() {
  const c = {
    bg: "#05130c",
    panel: "#0a1f14",
    panel2: "#0e2819",
    line: "#17402a",
    ink: "#eafff2",
    muted: "#84a893",
    neon: "#39ff88",
    home: "#38bdf8",
    away: "#fb7185",
    gold: "#facc15",
  };

  const nav =
    rect(0, 53, W, 68, { fill: "#041009" }) +
    rect(0, 120, W, 1, { fill: c.line }) +
    circle(50, 87, 17, { fill: "#fff" }) +
    `<polygon points="${[0, 1, 2, 3, 4]
      .map((i) => {
        const a = ((-90 + i * 72) * Math.PI) / 180;
        return `${(50 + 7 * Math.cos(a)).toFixed(1)},${(87 + 7 * Math.sin(a)).toFixed(1)}`;
      })
      .join(" ")}" fill="#05130c"/>` +
    text(78, 94, "FIFA DUEL", { size: 21, weight: 700, fill: c.ink, ls: 1.5 }) +
    navLinks(300, 93, ["Play", "Squad", "Leaderboard", "Tournaments", "Store"], (l, x, i) =>
      text(x, 93, l, { size: 15, weight: i === 0 ? 700 : 400, fill: i === 0 ? c.neon : c.muted }),
    ) +
    rect(1290, 70, 130, 34, { rx: 17, fill: c.panel, stroke: c.line }) +
    circle(1310, 87, 9, { fill: c.gold }) +
    text(1328, 92, "12,450", { size: 14, weight: 700, fill: c.ink }) +
    rect(1436, 70, 72, 34, { rx: 17, fill: "rgba(57,255,136,.12)", stroke: "rgba(57,255,136,.4)" }) +
    text(1472, 92, "LIVE", { size: 13, weight: 700, fill: c.neon, anchor: "middle" }) +
    circle(1546, 87, 19, { fill: "url(#fd-avatar)" });

  const badge = (x, y, col, letter) =>
    pathEl(`M${x} ${y - 26}l22 8v14c0 16-10 26-22 32-12-6-22-16-22-32v-14z`, { fill: col }) +
    text(x, y + 10, letter, { size: 18, weight: 700, fill: "#041009", anchor: "middle" });
  const scoreboard =
    rect(460, 136, 680, 84, { rx: 20, fill: c.panel, stroke: c.line }) +
    badge(520, 176, c.home, "H") +
    text(562, 174, "Hamza XI", { size: 18, weight: 700, fill: c.ink }) +
    text(562, 196, "Home · 4-3-3", { size: 12, fill: c.muted }) +
    text(800, 194, "2 – 1", { size: 40, weight: 700, fill: c.ink, anchor: "middle" }) +
    rect(764, 125, 72, 22, { rx: 11, fill: c.neon }) +
    text(800, 141, "67'", { size: 13, weight: 700, fill: "#041009", anchor: "middle" }) +
    text(1038, 174, "Rival FC", { size: 18, weight: 700, fill: c.ink, anchor: "end" }) +
    text(1038, 196, "Away · 4-4-2", { size: 12, fill: c.muted, anchor: "end" }) +
    badge(1080, 176, c.away, "R");

  // Pitch
  const px = 360;
  const py = 236;
  const pw = 880;
  const ph = 540;
  const lc = "rgba(255,255,255,.75)";
  const stripes = Array.from({ length: 10 }, (_, i) =>
    rect(px + i * 88, py, 88, ph, { fill: i % 2 ? "#1a7a3c" : "#1d8744" }),
  ).join("");
  const P = (fx, fy) => [px + fx * pw, py + fy * ph];
  const markings =
    rect(px + 20, py + 20, pw - 40, ph - 40, { stroke: lc, sw: 3 }) +
    line(px + pw / 2, py + 20, px + pw / 2, py + ph - 20, { stroke: lc, sw: 3 }) +
    circle(px + pw / 2, py + ph / 2, 70, { stroke: lc, sw: 3 }) +
    circle(px + pw / 2, py + ph / 2, 5, { fill: lc }) +
    rect(px + 20, py + ph / 2 - 130, 130, 260, { stroke: lc, sw: 3 }) +
    rect(px + 20, py + ph / 2 - 60, 48, 120, { stroke: lc, sw: 3 }) +
    rect(px + pw - 150, py + ph / 2 - 130, 130, 260, { stroke: lc, sw: 3 }) +
    rect(px + pw - 68, py + ph / 2 - 60, 48, 120, { stroke: lc, sw: 3 }) +
    pathEl(`M${px + 150} ${py + ph / 2 - 46}a60 60 0 0 1 0 92`, { stroke: lc, sw: 3 }) +
    pathEl(`M${px + pw - 150} ${py + ph / 2 - 46}a60 60 0 0 0 0 92`, { stroke: lc, sw: 3 }) +
    rect(px + 6, py + ph / 2 - 34, 14, 68, { stroke: lc, sw: 3 }) +
    rect(px + pw - 20, py + ph / 2 - 34, 14, 68, { stroke: lc, sw: 3 }) +
    circle(px + 110, py + ph / 2, 4, { fill: lc }) +
    circle(px + pw - 110, py + ph / 2, 4, { fill: lc });

  const home = [
    [0.06, 0.5, 1],
    [0.2, 0.18, 2],
    [0.18, 0.4, 4],
    [0.2, 0.62, 5],
    [0.24, 0.84, 3],
    [0.38, 0.3, 8],
    [0.42, 0.55, 6],
    [0.52, 0.74, 10],
    [0.64, 0.22, 7],
    [0.7, 0.5, 9],
    [0.62, 0.8, 11],
  ];
  const away = [
    [0.94, 0.5, 1],
    [0.82, 0.2, 2],
    [0.8, 0.42, 5],
    [0.82, 0.62, 4],
    [0.78, 0.84, 3],
    [0.66, 0.36, 8],
    [0.6, 0.6, 6],
    [0.56, 0.14, 7],
    [0.72, 0.7, 11],
    [0.5, 0.4, 9],
    [0.46, 0.86, 10],
  ];
  const player = (f, col, num, ink) => {
    const [x, y] = P(f[0], f[1]);
    return (
      circle(x, y + 3, 15, { fill: "#000", opacity: 0.25 }) +
      circle(x, y, 15, { fill: col, stroke: "#fff", sw: 2.5 }) +
      text(x, y + 5, String(num), { size: 13, weight: 700, fill: ink, anchor: "middle" })
    );
  };
  const [bx, by] = P(0.7, 0.5);
  const [tx, ty] = P(0.9, 0.47);
  const [sx, sy] = P(0.64, 0.22);
  const pitch =
    `<g filter="url(#fd-shadow)">${rect(px, py, pw, ph, { rx: 18, fill: "#1d8744" })}</g>` +
    `<g clip-path="url(#fd-clip)">${stripes}</g>` +
    markings +
    // pass lane and shot line
    line(sx, sy, bx, by, { stroke: "#fff", sw: 2.5, dash: "8 8", opacity: 0.7 }) +
    pathEl(`M${bx + 18} ${by - 4}Q${(bx + tx) / 2} ${by - 60} ${tx - 6} ${ty}`, { stroke: c.neon, sw: 4 }) +
    pathEl(`M${tx - 20} ${ty - 10}l14 10-16 6`, { stroke: c.neon, sw: 4 }) +
    home.map((p) => player(p, c.home, p[2], "#041009")).join("") +
    away.map((p) => player(p, c.away, p[2], "#2a0610")).join("") +
    circle(bx, by, 26, { stroke: c.neon, sw: 3 }) +
    circle(bx, by, 34, { stroke: c.neon, sw: 1.5, opacity: 0.4 }) +
    circle(bx + 20, by + 12, 6, { fill: "#fff", stroke: "#111", sw: 1.5 }) +
    rect(bx - 60, by + 40, 120, 28, { rx: 14, fill: "#041009", opacity: 0.85 }) +
    text(bx, by + 59, "#9 R. Ahmed", { size: 13, weight: 700, fill: c.ink, anchor: "middle" });

  const squad = [
    ["ST", "R. Ahmed", 88, [92, 86, 74]],
    ["LW", "S. Malik", 85, [90, 80, 78]],
    ["CM", "U. Farooq", 84, [72, 70, 89]],
    ["CB", "A. Raza", 83, [70, 48, 66]],
  ];
  const left =
    rect(24, 236, 312, 740, { rx: 18, fill: c.panel, stroke: c.line }) +
    text(48, 274, "Your squad", { size: 17, weight: 700, fill: c.ink }) +
    text(312, 274, "Chem 96", { size: 13, weight: 700, fill: c.neon, anchor: "end" }) +
    squad
      .map(([pos, name, ovr, st], i) => {
        const y = 296 + i * 150;
        const on = i === 0;
        return (
          rect(40, y, 280, 136, {
            rx: 14,
            fill: on ? c.panel2 : "#08190f",
            stroke: on ? c.neon : c.line,
            sw: on ? 1.5 : 1,
          }) +
          rect(56, y + 16, 56, 64, { rx: 10, fill: on ? "url(#fd-card)" : "#123322" }) +
          text(84, y + 48, String(ovr), { size: 22, weight: 700, fill: on ? "#041009" : c.ink, anchor: "middle" }) +
          text(84, y + 68, pos, { size: 12, weight: 700, fill: on ? "#041009" : c.muted, anchor: "middle" }) +
          text(126, y + 40, name, { size: 16, weight: 700, fill: c.ink }) +
          text(126, y + 62, on ? "On the ball" : "Ready", { size: 12, fill: on ? c.neon : c.muted }) +
          ["PAC", "SHO", "PAS"]
            .map(
              (k, j) =>
                text(56 + j * 88, y + 108, k, { size: 11, fill: c.muted }) +
                text(106 + j * 88, y + 108, String(st[j]), { size: 11, weight: 700, fill: c.ink, anchor: "end" }) +
                progress(56 + j * 88, y + 116, 72, st[j], { h: 5, color: on ? c.neon : "#2f7a50", track: "#123322" }),
            )
            .join("")
        );
      })
      .join("") +
    text(48, 914, "Bench", { size: 13, weight: 700, fill: c.muted }) +
    [21, 14, 17, 23, 19, 12]
      .map(
        (n, i) =>
          circle(60 + i * 44, 944, 16, { fill: "#123322", stroke: c.line, sw: 1.5 }) +
          text(60 + i * 44, 949, String(n), { size: 12, weight: 700, fill: c.ink, anchor: "middle" }),
      )
      .join("");

  const stats = [
    ["Possession", 58, 42, "%"],
    ["Shots", 9, 5, ""],
    ["On target", 5, 2, ""],
    ["Passes", 412, 301, ""],
    ["xG", 1.8, 0.9, ""],
  ];
  const events = [
    ["12'", "Goal", "R. Ahmed", c.home],
    ["34'", "Yellow card", "K. Butt", c.gold],
    ["51'", "Goal", "Rival FC · M. Khan", c.away],
    ["63'", "Goal", "S. Malik", c.home],
  ];
  const right =
    rect(1264, 236, 312, 740, { rx: 18, fill: c.panel, stroke: c.line }) +
    text(1288, 274, "Match stats", { size: 17, weight: 700, fill: c.ink }) +
    stats
      .map(([l, a, b, u], i) => {
        const y = 312 + i * 62;
        const t = a + b;
        return (
          text(1288, y, `${a}${u}`, { size: 15, weight: 700, fill: c.home }) +
          text(1420, y, l, { size: 13, fill: c.muted, anchor: "middle" }) +
          text(1552, y, `${b}${u}`, { size: 15, weight: 700, fill: c.away, anchor: "end" }) +
          rect(1288, y + 14, (264 * a) / t - 2, 7, { rx: 3.5, fill: c.home }) +
          rect(1288 + (264 * a) / t + 2, y + 14, (264 * b) / t - 2, 7, { rx: 3.5, fill: c.away })
        );
      })
      .join("") +
    rect(1288, 628, 264, 1, { fill: c.line }) +
    text(1288, 664, "Timeline", { size: 15, weight: 700, fill: c.ink }) +
    line(1312, 690, 1312, 930, { stroke: c.line, sw: 2 }) +
    events
      .map(([t, k, who, col], i) => {
        const y = 700 + i * 64;
        return (
          circle(1312, y, 9, { fill: c.panel, stroke: col, sw: 3 }) +
          text(1336, y + 5, t, { size: 13, weight: 700, fill: c.muted }) +
          text(1376, y + 5, k, { size: 14, weight: 700, fill: c.ink }) +
          text(1376, y + 25, who, { size: 12, fill: c.muted })
        );
      })
      .join("");

  const key = (x, label, hint, primary) =>
    rect(x, 846, 150, 96, {
      rx: 16,
      fill: primary ? "url(#fd-shoot)" : c.panel,
      stroke: primary ? undefined : c.line,
    }) +
    rect(x + 16, 862, 34, 30, {
      rx: 7,
      fill: primary ? "#041009" : c.bg,
      stroke: primary ? undefined : c.line,
      opacity: primary ? 0.25 : 1,
    }) +
    text(x + 33, 883, hint, { size: 14, weight: 700, fill: primary ? "#041009" : c.ink, anchor: "middle" }) +
    text(x + 16, 922, label, { size: 16, weight: 700, fill: primary ? "#041009" : c.ink });
  const controls =
    rect(360, 796, 880, 36, { rx: 12, fill: c.panel, stroke: c.line }) +
    text(380, 819, "Shot power", { size: 13, fill: c.muted }) +
    progress(480, 810, 640, 72, { h: 10, color: "url(#fd-power)", track: "#123322" }) +
    text(1220, 819, "72%", { size: 13, weight: 700, fill: c.neon, anchor: "end" }) +
    key(360, "Pass", "A", false) +
    key(542, "Through", "Y", false) +
    key(724, "Sprint", "R", false) +
    key(906, "Shoot", "B", true) +
    rect(1088, 846, 152, 96, { rx: 16, fill: c.panel, stroke: c.line }) +
    text(1164, 884, "Ping", { size: 12, fill: c.muted, anchor: "middle" }) +
    text(1164, 912, "18 ms", { size: 18, weight: 700, fill: c.neon, anchor: "middle" });

  const defs =
    `<clipPath id="fd-clip"><rect x="${px}" y="${py}" width="${pw}" height="${ph}" rx="18"/></clipPath>` +
    '<linearGradient id="fd-card" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#facc15"/></linearGradient>' +
    '<linearGradient id="fd-shoot" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#39ff88"/><stop offset="1" stop-color="#a3e635"/></linearGradient>' +
    '<linearGradient id="fd-power" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#39ff88"/><stop offset=".7" stop-color="#facc15"/><stop offset="1" stop-color="#fb7185"/></linearGradient>' +
    '<linearGradient id="fd-avatar" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#38bdf8"/><stop offset="1" stop-color="#39ff88"/></linearGradient>' +
    '<radialGradient id="fd-glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#39ff88" stop-opacity=".10"/><stop offset="1" stop-color="#39ff88" stop-opacity="0"/></radialGradient>' +
    shadowDef("fd-shadow", 0.5, 18, 10);

  return svgDoc(
    W,
    H,
    defs,
    rect(0, 0, W, H, { fill: c.bg }) +
      rect(0, 0, W, H, { fill: "url(#fd-glow)" }) +
      browserChrome({
        dark: true,
        url: "fifaduel.app/match/live/8f3k2",
        tab: "FIFA Duel · Live match",
        accent: c.neon,
      }) +
      nav +
      scoreboard +
      pitch +
      left +
      right +
      controls,
  );
}

// ---------------------------------------------------------------- Open Graph image

export function ogImage() {
  const w = 1200;
  const h = 630;
  const grid =
    Array.from({ length: 21 }, (_, i) => line(i * 60, 0, i * 60, h, { stroke: "#fff", opacity: 0.035 })).join("") +
    Array.from({ length: 11 }, (_, i) => line(0, i * 60, w, i * 60, { stroke: "#fff", opacity: 0.035 })).join("");
  const defs =
    '<radialGradient id="og-a" cx=".12" cy=".08" r=".7"><stop offset="0" stop-color="#6366f1" stop-opacity=".55"/><stop offset="1" stop-color="#6366f1" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="og-b" cx=".95" cy=".95" r=".65"><stop offset="0" stop-color="#22d3ee" stop-opacity=".32"/><stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient>' +
    '<radialGradient id="og-c" cx=".72" cy=".25" r=".5"><stop offset="0" stop-color="#a855f7" stop-opacity=".30"/><stop offset="1" stop-color="#a855f7" stop-opacity="0"/></radialGradient>' +
    '<linearGradient id="og-text" gradientUnits="userSpaceOnUse" x1="80" y1="0" x2="1100" y2="0"><stop offset="0" stop-color="#818cf8"/><stop offset=".5" stop-color="#c084fc"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>' +
    '<linearGradient id="og-mark" gradientUnits="userSpaceOnUse" x1="84" y1="88" x2="156" y2="152"><stop offset="0" stop-color="#6366f1"/><stop offset=".5" stop-color="#a855f7"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>' +
    '<radialGradient id="og-fade" cx=".5" cy=".5" r=".7"><stop offset=".6" stop-color="#07070d" stop-opacity="0"/><stop offset="1" stop-color="#07070d" stop-opacity=".8"/></radialGradient>';
  // Same HQ monogram as the favicon, scaled into a 72px tile.
  const mark =
    rect(80, 80, 84, 84, { rx: 20, fill: "#0d0d18", stroke: "url(#og-mark)", sw: 2 }) +
    `<g transform="translate(80 80) scale(${84 / 512})" stroke="url(#og-mark-big)" stroke-width="44" stroke-linecap="round" fill="none">` +
    '<path d="M92 160v192M180 160v192M92 256h88"/><circle cx="330" cy="256" r="88"/><path d="M364 298l60 60"/></g>';
  const markDefs =
    '<linearGradient id="og-mark-big" gradientUnits="userSpaceOnUse" x1="96" y1="150" x2="430" y2="370"><stop offset="0" stop-color="#6366f1"/><stop offset=".5" stop-color="#a855f7"/><stop offset="1" stop-color="#22d3ee"/></linearGradient>';
  const chips = ["React", "Node.js", "TypeScript", "Python", "AI"];
  const body =
    rect(0, 0, w, h, { fill: "#07070d" }) +
    grid +
    rect(0, 0, w, h, { fill: "url(#og-a)" }) +
    rect(0, 0, w, h, { fill: "url(#og-c)" }) +
    rect(0, 0, w, h, { fill: "url(#og-b)" }) +
    rect(0, 0, w, h, { fill: "url(#og-fade)" }) +
    mark +
    text(188, 116, "Portfolio", { size: 18, fill: "#9a9ab0", ls: 3 }) +
    text(188, 146, "Freelance software developer", { size: 16, fill: "#7a7a94" }) +
    text(80, 290, "Hamza Qureshi", { size: 84, weight: 700, fill: "#f4f4fb", ls: -1.5 }) +
    text(82, 346, "Full-Stack Developer · Islamabad, Pakistan", { size: 28, fill: "#b8b8cc" }) +
    rect(82, 388, 120, 4, { rx: 2, fill: "url(#og-text)" }) +
    text(80, 462, "Shaping Ideas into Real Projects", { size: 42, weight: 700, fill: "url(#og-text)" }) +
    text(80, 514, "that Deliver Results", { size: 42, weight: 700, fill: "url(#og-text)" }) +
    pillRow(
      80,
      556,
      chips,
      1120,
      { size: 15, fill: "rgba(255,255,255,.04)", stroke: "rgba(255,255,255,.14)", color: "#c9c9d6", h: 34, pad: 16 },
      10,
    ) +
    // decorative orbit on the right
    `<g opacity=".9">${circle(1010, 200, 118, { stroke: "url(#og-text)", sw: 2, opacity: 0.5 })}${circle(1010, 200, 70, { stroke: "url(#og-text)", sw: 2, opacity: 0.35 })}` +
    `${circle(1010, 82, 9, { fill: "#a855f7" })}${circle(1128, 200, 7, { fill: "#22d3ee" })}${circle(940, 200, 6, { fill: "#6366f1" })}</g>`;
  return svgDoc(w, h, defs + markDefs, body);
}

// ---------------------------------------------------------------- write

const SHOTS = {
  "resume-analyzer": resumeAnalyzer,
  marketplace,
  "startup-directory": startupDirectory,
  "fifa-duel": fifaDuel,
};

export async function buildScreenshots({ log = console.log } = {}) {
  await mkdir(OUT_DIR, { recursive: true });
  const written = [];
  for (const [name, make] of Object.entries(SHOTS)) {
    const file = path.join(OUT_DIR, `${name}.jpg`);
    await sharp(Buffer.from(make())).jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: "4:4:4" }).toFile(file);
    written.push(file);
  }
  const og = path.join(ROOT, "static/og-image.png");
  await mkdir(path.dirname(og), { recursive: true });
  await sharp(Buffer.from(ogImage())).png({ compressionLevel: 9, effort: 10 }).toFile(og);
  written.push(og);
  for (const f of written) log(`screenshots: ${path.relative(ROOT, f)} ${((await stat(f)).size / 1024).toFixed(0)} KB`);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildScreenshots();
}
