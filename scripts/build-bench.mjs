#!/usr/bin/env node
// `npm run bench:build`: how long `npm run build` takes, cold (from no build state at all) and warm (the next build
// after a one-field edit: the first counter's label), on the launch content and on a copy of it grown to more
// projects, all in one run so that the figures share the machine's state. A warm figure is the median of several
// edits, each size's edits taking turns with the others', so that a burst of other work on a shared machine falls on
// every size alike. It builds in this project, and puts its build state (BUILD_STATE) back as it was after. It never
// decides `npm test`. Options: --projects 4,40 (the sizes; the launch content's own size means the launch content
// itself), --edits 5 (warm builds per size), --keep (keep the content sets and the build logs).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
};
const sizes = (option("--projects") ?? "4,40").split(",").map(Number);
const edits = Number(option("--edits") ?? 5);
const keep = args.includes("--keep");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "build-bench-"));

/**
 * The launch content with `count` projects: the launch projects again and again, each copy with its own id, slug and
 * title, and its own screenshot (the original's, hue-shifted, at 1600×1000), so that no two images are the same job.
 */
async function contentSet(count) {
  const dir = path.join(work, `content-${count}`);
  fs.cpSync(path.join(ROOT, "content"), dir, { recursive: true });
  const file = path.join(dir, "projects.json");
  const launch = JSON.parse(fs.readFileSync(file, "utf8"));
  if (count === launch.length) return dir;
  const projects = [];
  for (let i = 0; i < count; i++) {
    const original = launch[i % launch.length];
    if (i < launch.length) {
      projects.push(original);
      continue;
    }
    const image = `./images/projects/bench-${i + 1}.jpg`;
    await sharp(path.join(dir, original.image))
      .resize(1600, 1000, { fit: "cover" })
      .modulate({ hue: (i * 37) % 360 })
      .jpeg({ quality: 85 })
      .toFile(path.join(dir, image));
    projects.push({
      ...original,
      id: i + 1,
      slug: `${original.slug}-${i + 1}`,
      title: `${original.title} ${i + 1}`,
      image,
    });
  }
  fs.writeFileSync(file, `${JSON.stringify(projects, null, 2)}\n`);
  return dir;
}

// The processor time of the build and every process it waited for, where GNU time is there: on a machine shared with
// other work the wall-clock time says as much about the others as about the build.
const TIME = "/usr/bin/time";
const timed = fs.existsSync(TIME) ? [TIME, "-f", "cpu-seconds %U %S"] : [];

/** One `npm run build` on `contentDir`, timed; its output goes to a log, whose share-image and CV lines are kept. */
function build(contentDir, name) {
  const log = path.join(work, `${name}.log`);
  const started = performance.now();
  const [command, ...rest] = [...timed, "npm", "run", "build"];
  const run = spawnSync(command, rest, {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  fs.writeFileSync(log, `${run.stdout}\n${run.stderr}`);
  if (run.status !== 0) throw new Error(`${name}: the build failed (exit ${run.status}); see ${log}`);
  const cpu = /cpu-seconds ([\d.]+) ([\d.]+)/.exec(run.stderr);
  const plain = run.stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, "");
  const lines = plain
    .split("\n")
    .filter((l) => /share images:|CV: |createPages -|IMAGE_PROCESSING|Done building/.test(l));
  return { seconds, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : NaN, lines: lines.map((l) => l.trim()) };
}

/** The one-field edit: the first counter's label, different at each edit. */
function editCounter(contentDir, edit) {
  const file = path.join(contentDir, "stats.json");
  const stats = JSON.parse(fs.readFileSync(file, "utf8"));
  stats[0].label = `${stats[0].label.replace(/ \(edit \d+\)$/, "")} (edit ${edit})`;
  fs.writeFileSync(file, `${JSON.stringify(stats, null, 2)}\n`);
}

/**
 * Where a build leaves what the next one starts from: Gatsby's cache and output, and the content check's cache (which
 * keeps only the files of the content it last checked). Each size's are set aside while the others build, as if each
 * had a clone of its own.
 */
const BUILD_STATE = [".cache", "public", "node_modules/.cache"];
/** A rename, which costs nothing; a copy where the temporary folder is on another file system. */
const move = (from, to) => {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.renameSync(from, to);
  } catch (error) {
    if (error.code !== "EXDEV") throw error;
    fs.cpSync(from, to, { recursive: true });
    fs.rmSync(from, { recursive: true });
  }
};
const setAside = (count) =>
  BUILD_STATE.forEach((name) => move(path.join(ROOT, name), path.join(work, `state-${count}`, name)));
const takeBack = (count) =>
  BUILD_STATE.forEach((name) => move(path.join(work, `state-${count}`, name), path.join(ROOT, name)));

const load = () => `load ${os.loadavg()[0].toFixed(1)}`;
const figures = ({ seconds, cpu }) => `${seconds.toFixed(1)} s (cpu ${cpu.toFixed(1)} s)`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Cold builds, one per size, then `edits` rounds of a warm build of each size in turn. */
async function bench() {
  const results = sizes.map((count) => ({ count, warm: [] }));
  for (const result of results) {
    result.dir = await contentSet(result.count);
    result.cold = build(result.dir, `cold-${result.count}`);
    console.log(
      `${result.count} projects, cold: ${figures(result.cold)}, ${load()}\n  ${result.cold.lines.join("\n  ")}`,
    );
    setAside(result.count);
  }
  for (let edit = 1; edit <= edits; edit++) {
    for (const result of results) {
      takeBack(result.count);
      editCounter(result.dir, edit);
      const warm = build(result.dir, `warm-${result.count}-${edit}`);
      result.warm.push(warm);
      const drawn = warm.lines.find((line) => line.includes("share images:")) ?? "";
      console.log(`${result.count} projects, warm ${edit}/${edits}: ${figures(warm)}, ${load()}; ${drawn}`);
      setAside(result.count);
    }
  }
  for (const result of results) {
    result.warmMedian = {
      seconds: median(result.warm.map((w) => w.seconds)),
      cpu: median(result.warm.map((w) => w.cpu)),
    };
  }
  return results;
}

// The project's own build state waits aside meanwhile (there, should the run be stopped), and comes back after.
console.log(`content sets, logs and the project's build state meanwhile: ${work}`);
setAside("before");
let results;
try {
  results = await bench();
} finally {
  for (const name of BUILD_STATE) fs.rmSync(path.join(ROOT, name), { recursive: true, force: true });
  takeBack("before");
  for (const count of sizes) fs.rmSync(path.join(work, `state-${count}`), { recursive: true, force: true });
}

console.log(
  `\n| projects | cold: wall s (cpu s) | warm after a one-field edit, median of ${edits}: wall s (cpu s) | warm, wall s |`,
);
console.log("| ---: | ---: | ---: | ---: |");
for (const { count, cold, warm, warmMedian } of results) {
  const walls = warm.map((w) => w.seconds);
  const range = `${Math.min(...walls).toFixed(1)} to ${Math.max(...walls).toFixed(1)}`;
  console.log(`| ${count} | ${figures(cold)} | ${figures(warmMedian)} | ${range} |`);
}
if (results.length > 1) {
  const [first, last] = [results[0], results.at(-1)];
  const ratio = (key) => (last.warmMedian[key] / first.warmMedian[key]).toFixed(2);
  console.log(
    `\nwarm at ${last.count} / warm at ${first.count}: ${ratio("seconds")}× wall, ${ratio("cpu")}× cpu (${load()})`,
  );
}
if (!keep) fs.rmSync(work, { recursive: true, force: true });
