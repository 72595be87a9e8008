// Regenerates the site's generated visual assets.
//   node scripts/make-assets.mjs                 -> icons, screenshots, gallery, video, font
//   node scripts/make-assets.mjs icons|screenshots|gallery|video|font [...]
// Each step's module is imported lazily so `icons` needs neither sharp nor Chromium.
const STEPS = {
  icons: async () => (await import("./assets/icons.mjs")).buildIcons(),
  screenshots: async () => (await import("./assets/screenshots.mjs")).buildScreenshots(),
  gallery: async () => (await import("./assets/gallery.mjs")).buildGallery(),
  video: async () => (await import("./assets/hero-video.mjs")).buildHeroVideo(),
  font: async () => {
    const { execFileSync } = await import("node:child_process");
    execFileSync("bash", [new URL("./assets/font.sh", import.meta.url).pathname], { stdio: "inherit" });
  },
};

const requested = process.argv.slice(2);
const unknown = requested.filter((s) => !(s in STEPS));
if (unknown.length) {
  console.error(`Unknown step(s): ${unknown.join(", ")}. Use: ${Object.keys(STEPS).join(" | ")}`);
  process.exit(2);
}

for (const name of requested.length ? requested : Object.keys(STEPS)) {
  const started = Date.now();
  console.log(`== ${name}`);
  await STEPS[name]();
  console.log(`== ${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
