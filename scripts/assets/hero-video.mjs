// Renders the hero "screen" video: a code editor typing a React component,
// a terminal build and a live preview, frame by frame in headless Chromium,
// then encodes WebM (VP9) + MP4 (H.264) and a poster with ffmpeg / sharp.
// Run: node scripts/assets/hero-video.mjs
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium } from "@playwright/test";
import { PLAYWRIGHT_CHROMIUM_ARGS, chromiumPath } from "../chromium.mjs";
import sharp from "sharp";

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const OUT = path.join(ROOT, "content/video");

const WIDTH = 960;
const HEIGHT = 600;
const DURATION = 8; // seconds; must stay a whole number so the cursor blink loops cleanly
const POSTER_T = 7.0; // fully typed, build passed, cursor blink on
const MAX_VIDEO_BYTES = 800 * 1024;
const MAX_POSTER_BYTES = 60 * 1024;

// Lines 1-5 are on screen from the start; the rest is typed.
const CODE = `import { useState } from 'react';
import { ProjectCard } from './ProjectCard';

type Project = { title: string; tags: string[] };

export function Hero({ projects }: { projects: Project[] }) {
  const [active, setActive] = useState(0);

  return (
    <section className="hero">
      <h1>Shaping ideas into real projects</h1>
      {projects.map((p, i) => (
        <ProjectCard key={p.title} {...p}
          active={i === active} onSelect={() => setActive(i)} />
      ))}
    </section>
  );
}`;
const PRESET_LINES = 5;

// Timeline (seconds).
// The fade back to the opening state ends a little before DURATION so the
// last frames equal the first one and the loop has no jump.
const T = { typeStart: 0.35, typeEnd: 4.8, buildStart: 5.0, buildDone: 5.95, fadeStart: 7.2, fadeEnd: 7.75 };

const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><style>
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; background: #07070d; }
body { font: 12px "DejaVu Sans", "Liberation Sans", sans-serif; color: #e8e8f0; position: relative; }
.mono { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; }
#title { position: absolute; left: 0; top: 0; right: 0; height: 32px; background: #0b0b15; border-bottom: 1px solid #1b1b2c;
  display: flex; align-items: center; padding-left: 14px; gap: 8px; }
.tl { width: 11px; height: 11px; border-radius: 50%; }
#title .name { position: absolute; left: 0; right: 0; text-align: center; color: #8a8aa3; font-size: 12px; }
#activity { position: absolute; left: 0; top: 32px; bottom: 24px; width: 44px; background: #0a0a13; border-right: 1px solid #17172a;
  display: flex; flex-direction: column; align-items: center; padding-top: 12px; gap: 16px; }
.act { width: 20px; height: 20px; border: 2px solid #4a4a66; border-radius: 5px; }
.act.on { border-color: #a5b4fc; }
#tabs { position: absolute; left: 44px; top: 32px; width: 576px; height: 34px; background: #0a0a13; display: flex; border-bottom: 1px solid #17172a; }
.tab { padding: 0 16px; display: flex; align-items: center; gap: 7px; color: #76768f; border-right: 1px solid #17172a; font-size: 12px; }
.tab.on { background: #0d0d18; color: #e8e8f0; box-shadow: inset 0 2px 0 #818cf8; }
.dotf { width: 8px; height: 8px; border-radius: 2px; }
#editor { position: absolute; left: 44px; top: 66px; width: 576px; height: 356px; background: #0d0d18; padding-top: 8px; }
.line { height: 19px; line-height: 19px; font-size: 12.5px; white-space: pre; display: flex; }
.line.cur { background: rgba(129,140,248,.07); }
.ln { width: 44px; padding-right: 14px; text-align: right; color: #3f3f58; flex: none; }
.line.cur .ln { color: #a5b4fc; }
.code { position: relative; }
.kw { color: #c084fc; } .ty { color: #818cf8; } .fn { color: #22d3ee; } .st { color: #86efac; }
.tg { color: #f472b6; } .at { color: #fbbf24; } .pu { color: #8b8ba7; } .nu { color: #fb923c; } .tx { color: #e8e8f0; }
#cursor { position: absolute; width: 2px; height: 16px; background: #e8e8f0; box-shadow: 0 0 6px #a5b4fc; }
#term { position: absolute; left: 44px; top: 422px; width: 576px; height: 154px; background: #09090f; border-top: 1px solid #1b1b2c; padding: 8px 16px; }
#term .head { display: flex; gap: 18px; font-size: 10.5px; letter-spacing: .06em; color: #5d5d78; margin-bottom: 8px; }
#term .head .on { color: #c7c7da; border-bottom: 1px solid #818cf8; padding-bottom: 3px; }
.tline { height: 18px; line-height: 18px; font-size: 12px; white-space: pre; }
.ok { color: #4ade80; } .mut { color: #6b6b86; } .pr { color: #22d3ee; }
.bar { display: inline-block; vertical-align: middle; width: 180px; height: 6px; background: #1b1b2c; border-radius: 3px; overflow: hidden; margin-left: 8px; }
.bar i { display: block; height: 100%; background: linear-gradient(90deg, #6366f1, #a855f7, #22d3ee); }
#preview { position: absolute; left: 620px; top: 32px; width: 340px; height: 544px; background: #0a0a12; border-left: 1px solid #1b1b2c; padding: 12px; }
.pbar { height: 26px; background: #13131f; border-radius: 8px; display: flex; align-items: center; padding: 0 10px; gap: 6px; color: #7c7c96; font-size: 11px; }
.pbar .lock { width: 7px; height: 7px; border-radius: 2px; background: #4ade80; opacity: .8; }
.page { position: relative; margin-top: 10px; height: 484px; border-radius: 12px; overflow: hidden;
  background: radial-gradient(120% 70% at 10% 0%, rgba(99,102,241,.35), transparent 60%), radial-gradient(80% 60% at 100% 100%, rgba(34,211,238,.18), transparent 60%), #07070d;
  border: 1px solid #1d1d30; padding: 22px 18px; }
.nav { display: flex; justify-content: space-between; align-items: center; margin-bottom: 26px; }
.logo { width: 26px; height: 26px; border-radius: 8px; background: linear-gradient(135deg, #6366f1, #a855f7 55%, #22d3ee); }
.links { display: flex; gap: 8px; } .links i { display: block; width: 30px; height: 6px; border-radius: 3px; background: #2a2a40; }
.skel { position: absolute; left: 18px; right: 18px; top: 96px; }
.skel i { display: block; height: 14px; border-radius: 7px; background: #1a1a2a; margin-bottom: 10px; }
.skel b { display: block; height: 76px; border-radius: 12px; border: 1px dashed #23233a; margin-bottom: 10px; }
h1 { font-size: 23px; line-height: 1.2; font-weight: 700; letter-spacing: -.01em; position: absolute; left: 18px; right: 18px; top: 92px; }
h1 span { background: linear-gradient(90deg, #818cf8, #c084fc, #22d3ee); -webkit-background-clip: text; background-clip: text; color: transparent; }
.cards { position: absolute; left: 18px; right: 18px; top: 200px; display: flex; flex-direction: column; gap: 10px; }
.card { height: 76px; border-radius: 12px; background: #11111d; border: 1px solid #222236; display: flex; gap: 12px; padding: 12px; align-items: center; }
.card.act2 { border-color: transparent; background: linear-gradient(#11111d, #11111d) padding-box, linear-gradient(135deg, #6366f1, #a855f7, #22d3ee) border-box; }
.thumb { width: 52px; height: 52px; border-radius: 9px; flex: none; }
.meta b { display: block; font-size: 12.5px; margin-bottom: 7px; }
.tags { display: flex; gap: 5px; } .tags i { font-style: normal; font-size: 9.5px; color: #b4b4cc; background: #1c1c2d; border-radius: 6px; padding: 2px 6px; }
#live { position: absolute; right: 18px; top: 58px; font-size: 10.5px; font-weight: 700; color: #07220f; background: #4ade80; border-radius: 10px; padding: 4px 9px; }
#status { position: absolute; left: 0; right: 0; bottom: 0; height: 24px; background: #0b0b15; border-top: 1px solid #1b1b2c;
  display: flex; align-items: center; gap: 18px; padding: 0 12px; font-size: 11px; color: #8a8aa3; }
#status .grad { position: absolute; left: 0; right: 0; top: -1px; height: 1px; background: linear-gradient(90deg, #6366f1, #a855f7, #22d3ee); }
#status .br { color: #c7c7da; } #status .sp { flex: 1; }
</style></head><body>
<div id="title"><div class="tl" style="background:#ff5f57"></div><div class="tl" style="background:#febc2e"></div><div class="tl" style="background:#28c840"></div>
  <div class="name">Hero.tsx — portfolio</div></div>
<div id="activity"><div class="act on"></div><div class="act"></div><div class="act"></div><div class="act"></div></div>
<div id="tabs"><div class="tab on"><span class="dotf" style="background:#22d3ee"></span>Hero.tsx</div>
  <div class="tab"><span class="dotf" style="background:#22d3ee"></span>ProjectCard.tsx</div><div class="tab"><span class="dotf" style="background:#c084fc"></span>global.css</div></div>
<div id="editor" class="mono"></div>
<div id="term" class="mono"><div class="head"><span class="on">TERMINAL</span><span>PROBLEMS</span><span>OUTPUT</span></div><div id="tlines"></div></div>
<div id="preview"><div class="pbar"><span class="lock"></span>localhost:8000</div>
  <div class="page"><div class="nav"><div class="logo"></div><div class="links"><i></i><i></i><i></i></div></div>
    <div class="skel" id="skel"><i style="width:88%"></i><i style="width:64%"></i></div>
    <div class="skel" id="skelCards" style="top:200px"><b></b><b></b><b></b></div>
    <h1 id="h1">Shaping <span>ideas</span> into real projects</h1>
    <div class="cards" id="cards"></div>
    <div id="live">✓ Live</div></div></div>
<div id="status"><div class="grad"></div><span class="br">⎇ main</span><span>✓ 0 problems</span><span class="sp"></span><span id="pos">Ln 6, Col 1</span><span>UTF-8</span><span>TypeScript JSX</span></div>
<script>
const CODE = ${JSON.stringify(CODE)};
const PRESET = ${PRESET_LINES};
const T = ${JSON.stringify(T)};
const clamp = (v) => Math.max(0, Math.min(1, v));
const ease = (v) => { v = clamp(v); return v * v * (3 - 2 * v); };

// Tiny TSX highlighter: one regex, first matching group wins.
const RX = /((?<=>)[^<>{}]+(?=<))|(\\/\\/.*)|('[^']*'|"[^"]*")|(\\b(?:import|from|export|function|const|return|type)\\b)|((?<=<\\/?)[a-z]\\w*)|(\\b[A-Z]\\w*)|(\\b\\w+(?=\\())|(\\b\\w+(?==))|(\\b\\d+\\b)|([{}()\\[\\];:,.<>\\/=]+|=>)/g;
const CLS = ['tx', 'mu', 'st', 'kw', 'tg', 'ty', 'fn', 'at', 'nu', 'pu'];
function tokenize(line) {
  const out = []; let last = 0;
  for (const m of line.matchAll(RX)) {
    if (m.index > last) out.push(['tx', line.slice(last, m.index)]);
    out.push([CLS[m.slice(1).findIndex((g) => g !== undefined)], m[0]]);
    last = m.index + m[0].length;
  }
  if (last < line.length) out.push(['tx', line.slice(last)]);
  return out;
}
const LINES = CODE.split('\\n').map((s) => ({ text: s, indent: s.match(/^ */)[0].length, toks: tokenize(s) }));

// Deterministic per-character schedule: small jitter, pauses after line ends.
let seed = 7;
const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
const steps = [];
LINES.forEach((l, i) => {
  if (i < PRESET) return;
  const n = l.text.length - l.indent;
  for (let c = 0; c < n; c++) steps.push({ line: i, col: l.indent + c + 1, w: 0.6 + rnd() * 0.8 + (l.text[l.indent + c] === ' ' ? 0.6 : 0) });
  steps.push({ line: i + 1, col: 0, w: 4 + rnd() * 3, newline: true });
});
steps.pop();
const total = steps.reduce((a, s) => a + s.w, 0);
let acc = 0;
for (const s of steps) { acc += s.w; s.t = T.typeStart + (acc / total) * (T.typeEnd - T.typeStart); }

function typedState(t) {
  let k = 0;
  while (k < steps.length && steps[k].t <= t) k++;
  if (k === 0) return { line: PRESET, col: 0 };
  const s = steps[k - 1];
  return s.newline ? { line: s.line, col: LINES[s.line].indent } : { line: s.line, col: s.col };
}

function renderLine(tokens, upto) {
  let html = '', used = 0;
  for (const [cls, s] of tokens) {
    if (used >= upto) break;
    const part = s.slice(0, upto - used); used += part.length;
    html += '<span class="' + cls + '">' + part.replace(/&/g, '&amp;').replace(/</g, '&lt;') + '</span>';
  }
  return html;
}

const editor = document.getElementById('editor');
let charW = 7.5;
function measure() {
  const probe = document.createElement('span'); probe.className = 'mono'; probe.style.fontSize = '12.5px'; probe.textContent = 'x'.repeat(100);
  document.body.appendChild(probe); charW = probe.getBoundingClientRect().width / 100; probe.remove();
}
measure();

const cardsData = [['Resume Analyzer', ['Next.js', 'AI'], 'linear-gradient(135deg,#10b981,#2dd4bf)'],
  ['Marketplace', ['React', 'Stripe'], 'linear-gradient(135deg,#ff5a5f,#ff8a4c)'],
  ['FIFA Duel', ['Canvas', 'WebSocket'], 'linear-gradient(135deg,#22c55e,#38bdf8)']];
document.getElementById('cards').innerHTML = cardsData.map(([n, tags, bg], i) =>
  '<div class="card" id="card' + i + '"><div class="thumb" style="background:' + bg + '"></div><div class="meta"><b>' + n + '</b><div class="tags">' +
  tags.map((x) => '<i>' + x + '</i>').join('') + '</div></div></div>').join('');

const lineDone = (i) => steps.find((s) => s.newline && s.line === i + 1)?.t ?? T.typeEnd;

window.render = function render(t) {
  const out = 1 - ease((t - T.fadeStart) / (T.fadeEnd - T.fadeStart)); // 1 until the loop fade
  const fading = t >= T.fadeStart;
  const st = fading ? { line: PRESET, col: 0 } : typedState(t);
  const typedUpTo = typedState(Math.min(t, T.fadeStart));

  let html = '';
  LINES.forEach((l, i) => {
    let upto;
    if (i < PRESET) upto = l.text.length;
    else if (i < typedUpTo.line) upto = l.text.length;
    else if (i === typedUpTo.line) upto = typedUpTo.col;
    else return;
    // Typed lines fade out at the end; the cursor line keeps its number so
    // the last frame matches the first one.
    const lineOp = i > PRESET ? out : 1;
    const codeOp = i < PRESET ? 1 : out;
    html += '<div class="line' + (i === st.line ? ' cur' : '') + '" style="opacity:' + lineOp.toFixed(3) + '"><span class="ln">' + (i + 1) +
      '</span><span class="code" style="opacity:' + codeOp.toFixed(3) + '">' + renderLine(l.toks, upto) + '</span></div>';
  });
  editor.innerHTML = html + '<div id="cursor"></div>';

  const typing = t > T.typeStart && t < T.typeEnd + 0.15;
  const on = typing || Math.floor(t * 2) % 2 === 0;
  const cur = document.getElementById('cursor');
  cur.style.left = (44 + st.col * charW) + 'px';
  cur.style.top = (8 + st.line * 19 + 1.5) + 'px';
  cur.style.opacity = on ? 1 : 0;
  document.getElementById('pos').textContent = 'Ln ' + (st.line + 1) + ', Col ' + (st.col + 1);

  // terminal
  const cmd = 'npm run build';
  const typedCmd = cmd.slice(0, Math.round(clamp((t - T.buildStart) / 0.35) * cmd.length));
  const prog = clamp((t - (T.buildStart + 0.45)) / (T.buildDone - T.buildStart - 0.5));
  let rest = '';
  if (t >= T.buildStart + 0.45) rest += '<div class="tline mut">  compiling 18 modules<span class="bar"><i style="width:' + (prog * 100).toFixed(1) + '%"></i></span></div>';
  if (t >= T.buildDone) rest += '<div class="tline"><span class="ok">✓ build passed</span> <span class="mut">in 2.4s</span></div>';
  if (t >= T.buildDone + 0.25) rest += '<div class="tline mut">  0 type errors · 142 kB · deployed preview</div>';
  // The bare prompt stays; the command and its output fade away for the loop.
  document.getElementById('tlines').innerHTML =
    '<div class="tline"><span class="pr">~/portfolio</span> <span class="mut">$</span> <span style="opacity:' + out.toFixed(3) + '">' + typedCmd + '</span></div>' +
    '<div style="opacity:' + out.toFixed(3) + '">' + rest + '</div>';

  // live preview follows the code
  const h1In = ease((t - lineDone(10)) / 0.35) * out;
  document.getElementById('h1').style.opacity = h1In;
  document.getElementById('h1').style.transform = 'translateY(' + ((1 - h1In) * 8).toFixed(2) + 'px)';
  document.getElementById('skel').style.opacity = 1 - h1In;
  const cardsT = lineDone(13);
  for (let i = 0; i < 3; i++) {
    const k = ease((t - cardsT - i * 0.12) / 0.35) * out;
    const el = document.getElementById('card' + i);
    el.style.opacity = k;
    el.style.transform = 'translateY(' + ((1 - k) * 14).toFixed(2) + 'px)';
    el.classList.toggle('act2', i === 0 && t >= T.buildDone && t < T.fadeStart + 0.4);
  }
  document.getElementById('skelCards').style.opacity = 1 - ease((t - cardsT) / 0.35) * out;
  const live = ease((t - T.buildDone - 0.1) / 0.3) * out;
  document.getElementById('live').style.opacity = live;
  document.getElementById('live').style.transform = 'scale(' + (0.85 + 0.15 * live).toFixed(3) + ')';
};
window.render(0);
</script></body></html>`;

async function renderFrames(dir, fps) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 });
    await page.setContent(PAGE, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    const frames = Math.round(DURATION * fps);
    for (let f = 0; f < frames; f++) {
      await page.evaluate((t) => window.render(t), f / fps);
      await page.screenshot({ path: path.join(dir, `f${String(f).padStart(4, "0")}.png`) });
    }
    await page.evaluate((t) => window.render(t), POSTER_T);
    const poster = await page.screenshot({ type: "png" });
    return { frames, poster };
  } finally {
    await browser.close();
  }
}

const size = async (f) => (await stat(f)).size;

async function encode(dir, fps, file, codecArgs) {
  await run(
    "ffmpeg",
    [
      "-y",
      "-v",
      "error",
      "-framerate",
      String(fps),
      "-i",
      path.join(dir, "f%04d.png"),
      "-an",
      ...codecArgs,
      "-map_metadata",
      "-1",
      "-fflags",
      "+bitexact",
      file,
    ],
    { maxBuffer: 1 << 24 },
  );
  return size(file);
}

// Encode, raising the CRF until the file fits the byte budget.
async function encodeWithin(dir, fps, file, crfs, argsFor, log) {
  for (const crf of crfs) {
    const bytes = await encode(dir, fps, file, argsFor(crf));
    log(`video: ${path.basename(file)} crf ${crf} -> ${(bytes / 1024).toFixed(0)} KB`);
    if (bytes <= MAX_VIDEO_BYTES) return bytes;
  }
  return null;
}

const vp9 = (crf) => [
  "-c:v",
  "libvpx-vp9",
  "-b:v",
  "0",
  "-crf",
  String(crf),
  "-row-mt",
  "1",
  "-deadline",
  "good",
  "-cpu-used",
  "2",
  "-pix_fmt",
  "yuv420p",
];
const h264 = (crf) => [
  "-c:v",
  "libx264",
  "-crf",
  String(crf),
  "-preset",
  "slow",
  "-tune",
  "animation",
  "-pix_fmt",
  "yuv420p",
  "-movflags",
  "+faststart",
];

export async function buildHeroVideo({ log = console.log } = {}) {
  await mkdir(OUT, { recursive: true });
  const webm = path.join(OUT, "hero.webm");
  const mp4 = path.join(OUT, "hero.mp4");
  // Fall back to 24 fps only if the budget cannot be met at 30 fps.
  for (const fps of [30, 24]) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "hero-frames-"));
    try {
      const started = Date.now();
      const { frames, poster } = await renderFrames(dir, fps);
      log(`video: rendered ${frames} frames at ${fps} fps in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      const a = await encodeWithin(dir, fps, webm, [34, 38, 42, 46], vp9, log);
      const b = await encodeWithin(dir, fps, mp4, [23, 26, 29, 32], h264, log);
      if (a !== null && b !== null) {
        await writePoster(poster, log);
        return [webm, mp4, path.join(OUT, "hero-poster.webp")];
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  throw new Error("hero video: could not fit the 800 KB budget");
}

// The poster is the first view's largest image on phones, shown at most ~600 CSS px wide: 720 px is enough.
const POSTER_WIDTH = 720;

async function writePoster(png, log) {
  const webp = path.join(OUT, "hero-poster.webp");
  for (const q of [80, 72, 64, 56]) {
    await sharp(png).resize({ width: POSTER_WIDTH }).webp({ quality: q, effort: 6 }).toFile(webp);
    if ((await size(webp)) <= MAX_POSTER_BYTES) break;
  }
  log(`video: poster webp ${((await size(webp)) / 1024).toFixed(0)} KB`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildHeroVideo();
}
