// A site folder for a build other than public/ (the generated content's), served by `netlify dev` while the next build
// writes public/: Netlify's local server takes its headers from the publish folder of the project it runs in, found
// by its netlify.toml and its repository, so the folder is a project of its own that links to this one's function and
// packages.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * Copies the build in public/ to `site`/public and makes `site` a project that `netlify dev` serves it from. public/
 * stays as it is: the next build starts from it and from Gatsby's cache, as Netlify's next build does.
 */
export function copyBuildToSite(site) {
  fs.rmSync(site, { recursive: true, force: true });
  fs.mkdirSync(site, { recursive: true });
  fs.cpSync("public", path.join(site, "public"), { recursive: true });
  for (const file of ["netlify.toml", "package.json"]) fs.copyFileSync(file, path.join(site, file));
  for (const linked of ["netlify", "node_modules"])
    fs.symlinkSync(path.relative(site, linked), path.join(site, linked));
  execFileSync("git", ["init", "--quiet"], { cwd: site });
}
