#!/usr/bin/env node
// `npm run bench:build`: how long `npm run build` takes, cold (after `gatsby clean`) and warm (the next build after a
// one-field edit: the first counter's label), on the launch content and on a copy of it grown to more projects, all
// in one run so that the figures share the machine's state. It builds into this project's .cache/ and public/ (and
// leaves the last content set's build there). It never decides `npm test`.
// Options: --projects 4,40 (the sizes; the launch content's own size means the launch content itself),
// --keep (keep the content sets and the build logs, in the folder it prints).
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

/** The one-field edit: the first counter's label. */
function editCounter(contentDir) {
  const file = path.join(contentDir, "stats.json");
  const stats = JSON.parse(fs.readFileSync(file, "utf8"));
  stats[0].label = `${stats[0].label} (edited)`;
  fs.writeFileSync(file, `${JSON.stringify(stats, null, 2)}\n`);
}

const figures = ({ seconds, cpu }) => `${seconds.toFixed(1)} s (cpu ${cpu.toFixed(1)} s)`;

const results = [];
for (const count of sizes) {
  const dir = await contentSet(count);
  const clean = spawnSync("npx", ["gatsby", "clean"], { cwd: ROOT, encoding: "utf8" });
  if (clean.status !== 0) throw new Error(`gatsby clean failed: ${clean.stderr}`);
  const cold = build(dir, `cold-${count}`);
  console.log(`${count} projects, cold: ${figures(cold)}\n  ${cold.lines.join("\n  ")}`);
  editCounter(dir);
  const warm = build(dir, `warm-${count}`);
  console.log(`${count} projects, warm: ${figures(warm)}\n  ${warm.lines.join("\n  ")}`);
  results.push({ count, cold, warm });
}

console.log("\n| projects | cold build: wall s (cpu s) | warm build after a one-field edit: wall s (cpu s) |");
console.log("| ---: | ---: | ---: |");
for (const { count, cold, warm } of results) console.log(`| ${count} | ${figures(cold)} | ${figures(warm)} |`);
if (results.length > 1) {
  const [first, last] = [results[0], results.at(-1)];
  const ratio = (key) => (last.warm[key] / first.warm[key]).toFixed(2);
  console.log(`\nwarm at ${last.count} / warm at ${first.count}: ${ratio("seconds")}× wall, ${ratio("cpu")}× cpu`);
}
if (keep) console.log(`content sets and logs: ${work}`);
else fs.rmSync(work, { recursive: true, force: true });
