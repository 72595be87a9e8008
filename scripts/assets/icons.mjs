// Generates every SVG icon of the site from the definitions below.
// Run: node scripts/assets/icons.mjs
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const ICONS = path.join(ROOT, "content/icons");

const ACCENT = ["#6366f1", "#a855f7", "#22d3ee"];
const TILE_BASE = "#11111d";
const FONT = "system-ui, -apple-system, 'Segoe UI', sans-serif";

// ---------------------------------------------------------------- helpers

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");

function doc({ w = 48, h = 48, defs = "", body, label }) {
  const title = label ? `<title>${label}</title>` : "";
  const d = defs ? `<defs>${defs}</defs>` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" fill="none" role="img"${label ? ` aria-label="${label}"` : ""}>${title}${d}${body}</svg>\n`;
}

// Gradients use userSpaceOnUse: with the default objectBoundingBox a purely
// horizontal or vertical line has a zero-size box and would not be painted.
function linear(id, stops, [x1, y1, x2, y2]) {
  const s = stops
    .map((c, i) => `<stop offset="${stops.length === 1 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`)
    .join("");
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

const strokeGroup = (stroke, width, inner) =>
  `<g ${attrs({ stroke, "stroke-width": width, "stroke-linecap": "round", "stroke-linejoin": "round", fill: "none" })}>${inner}</g>`;

// The common frame: dark rounded tile, faint wash of the icon colour,
// hairline border in the same colour, glyph stroked on top.
function tile(id, color, glyph, { size = 48, stroke, label, extraDefs = "", ink = color } = {}) {
  const k = size / 48;
  const inset = 2.5 * k;
  const r = 12 * k;
  const wash = `${id}-wash`;
  const defs =
    `<linearGradient id="${wash}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${color}" stop-opacity=".24"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity=".05"/></linearGradient>` +
    extraDefs;
  const box = `x="${inset}" y="${inset}" width="${size - 2 * inset}" height="${size - 2 * inset}" rx="${r}"`;
  const body =
    `<rect ${box} fill="${TILE_BASE}"/>` +
    `<rect ${box} fill="url(#${wash})" stroke="${color}" stroke-opacity=".38" stroke-width="1"/>` +
    strokeGroup(ink, stroke ?? 2.5 * k, glyph);
  return doc({ w: size, h: size, defs, body, label });
}

// Tile whose glyph is stroked with the site's accent gradient (values, features, roles).
function accentTile(id, glyph, { size = 64, stroke = 3.2, label } = {}) {
  const g = `${id}-g`;
  const defs = linear(g, ACCENT, [size * 0.15, size * 0.15, size * 0.85, size * 0.85]);
  const ink = `url(#${g})`;
  return tile(id, "#8b5cf6", glyph.replaceAll("GRAD", ink), { size, stroke, label, extraDefs: defs, ink });
}

// Vivid filled disc with a white glyph: the inline headline words.
function disc(id, [c1, c2], glyph, { label } = {}) {
  const g = `${id}-bg`;
  const defs =
    linear(g, [c1, c2], [6, 6, 42, 42]) +
    `<radialGradient id="${id}-shine" cx=".3" cy=".25" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`;
  const body =
    `<circle cx="24" cy="24" r="23" fill="url(#${g})"/>` +
    `<circle cx="24" cy="24" r="23" fill="url(#${id}-shine)"/>` +
    `<circle cx="24" cy="24" r="22.5" stroke="#fff" stroke-opacity=".22"/>` +
    strokeGroup("#fff", 3, glyph);
  return doc({ defs, body, label });
}

// Five-pointed (or n-pointed) star polygon points.
function star(cx, cy, R, r, n = 5, rot = -90) {
  const pts = [];
  for (let i = 0; i < n * 2; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const rad = i % 2 ? r : R;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(2)},${(cy + rad * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(" ");
}

// Four-point "sparkle" with concave sides.
const sparkle = (cx, cy, r) =>
  `M${cx} ${cy - r}Q${cx} ${cy} ${cx + r} ${cy}Q${cx} ${cy} ${cx} ${cy + r}Q${cx} ${cy} ${cx - r} ${cy}Q${cx} ${cy} ${cx} ${cy - r}Z`;

function hexagon(cx, cy, r, rot = -90) {
  return Array.from({ length: 6 }, (_, i) => {
    const a = ((rot + i * 60) * Math.PI) / 180;
    return [+(cx + r * Math.cos(a)).toFixed(2), +(cy + r * Math.sin(a)).toFixed(2)];
  });
}

const dot = (cx, cy, r, fill) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" stroke="none"/>`;

// Letter strokes for the TS / JS badges (drawn, so no font is needed).
const LETTER_S = (x, y) =>
  `<path d="M${x + 7} ${y + 1.6}c-.7-1.1-1.9-1.6-3.3-1.6-1.9 0-3.3 1-3.3 2.6 0 3.8 6.8 2 6.8 5.9 0 1.8-1.6 3-3.6 3-1.6 0-3-.7-3.7-1.9"/>`;

// ---------------------------------------------------------------- tech

const tech = {
  react: () =>
    tile(
      "react",
      "#61dafb",
      [0, 60, 120].map((a) => `<ellipse cx="24" cy="24" rx="14.5" ry="5.6" transform="rotate(${a} 24 24)"/>`).join("") +
        dot(24, 24, 2.6, "#61dafb"),
      { stroke: 2.1, label: "React" },
    ),

  nextjs: () =>
    tile("nextjs", "#f4f4f5", '<circle cx="24" cy="24" r="13.5"/><path d="M19.5 30V18l10.5 13.6M29 18v7.5"/>', {
      label: "Next.js",
    }),

  typescript: () =>
    tile(
      "typescript",
      "#3b82f6",
      '<rect x="10.5" y="10.5" width="27" height="27" rx="5" fill="#3178c6" stroke="none"/>' +
        strokeGroup("#fff", 2.6, `<path d="M14 23h9M18.5 23v11"/>${LETTER_S(26.8, 23)}`),
      { label: "TypeScript" },
    ),

  javascript: () =>
    tile(
      "javascript",
      "#f7df1e",
      '<rect x="10.5" y="10.5" width="27" height="27" rx="5" fill="#f7df1e" stroke="none"/>' +
        strokeGroup(
          "#17171f",
          2.6,
          `<path d="M21.5 23v7.6c0 2-1.1 3.2-2.8 3.2-1.2 0-2.1-.5-2.7-1.4"/>${LETTER_S(26.8, 23)}`,
        ),
      { label: "JavaScript" },
    ),

  nodejs: () => {
    const pts = hexagon(24, 24, 14.5)
      .map((p) => p.join(","))
      .join(" ");
    return tile(
      "nodejs",
      "#6cc24a",
      `<polygon points="${pts}"/><path d="M20.3 30v-8.5M20.3 25c0-2.2 1.5-3.6 3.6-3.6s3.6 1.4 3.6 3.6v5"/>`,
      { label: "Node.js" },
    );
  },

  python: () => {
    const half =
      "M19 9h8a4 4 0 0 1 4 4v5a4 4 0 0 1-4 4h-7a4 4 0 0 0-4 4v4h-3a4 4 0 0 1-4-4v-5a4 4 0 0 1 4-4h9v-1.5h-7V13a4 4 0 0 1 4-4z";
    return tile(
      "python",
      "#4b8bbe",
      `<path d="${half}" fill="#4b8bbe" stroke="none"/>` +
        `<path d="${half}" fill="#ffd43b" stroke="none" transform="rotate(180 24 24)"/>` +
        dot(19.3, 12.4, 1.3, TILE_BASE) +
        dot(28.7, 35.6, 1.3, TILE_BASE),
      { label: "Python" },
    );
  },

  firebase: () =>
    tile(
      "firebase",
      "#ffa000",
      '<path d="M24 8.5c1.6 6 9.5 9.6 9.5 18.6a9.5 9.5 0 0 1-19 0c0-4.6 2.3-7.8 4.8-9.8.2 2.7 1.3 4.6 3.1 5.5-.8-4.8-1.2-9.5 1.6-14.3z" fill="url(#firebase-flame)" stroke="none"/>' +
        '<path d="M24 37.4a4.6 4.6 0 0 1-4.6-4.6c0-2.9 2.4-4.4 3.8-6.7 1 2.7 5.4 3.8 5.4 6.7a4.6 4.6 0 0 1-4.6 4.6z" fill="#ffe9a8" stroke="none"/>',
      { label: "Firebase", extraDefs: linear("firebase-flame", ["#ffca28", "#ff8f00", "#f4511e"], [24, 8, 24, 37]) },
    ),

  tailwind: () => {
    const wave = "c2.6-4.6 5.8-6.2 9.4-5.1 3.4 1 4.6 4.4 8.6 5 2.8.4 5.4-1.1 8-4.6";
    return tile("tailwind", "#38bdf8", `<path d="M11 23${wave}"/><path d="M11 31.5${wave}"/>`, {
      stroke: 3,
      label: "Tailwind CSS",
    });
  },

  postgresql: () =>
    tile(
      "postgresql",
      "#6ea8e0",
      // Elephant head seen from the front: ears, crown, trunk curling right.
      '<path d="M18.2 15.6c-5-2.6-9.2.4-8.7 5.8.4 4.4 3.4 7 7.6 6.4M29.8 15.6c5-2.6 9.2.4 8.7 5.8-.4 4.4-3.4 7-7.6 6.4"/>' +
        '<path d="M17.6 29.5c-2.6-8.8.4-16.5 6.4-16.5s9 7.7 6.4 16.5"/>' +
        '<path d="M24 25.5v8.2c0 2.4 1.5 3.8 3.8 3.8"/>' +
        dot(20.6, 21.5, 1.5, "#6ea8e0") +
        dot(27.4, 21.5, 1.5, "#6ea8e0"),
      { label: "PostgreSQL" },
    ),

  mongodb: () =>
    tile(
      "mongodb",
      "#47a248",
      '<path d="M24 8c6.2 6 8.8 12.6 7.6 18.6C30.8 31.4 27.6 34 24 36c-3.6-2-6.8-4.6-7.6-9.4C15.2 20.6 17.8 14 24 8z" fill="#47a248" stroke="none"/>' +
        '<path d="M24 34v6"/>' +
        strokeGroup("#0e2414", 1.6, '<path d="M24 13.5v19"/>'),
      { label: "MongoDB" },
    ),

  docker: () =>
    tile(
      "docker",
      "#2496ed",
      ["12.5,19.5", "18.5,19.5", "24.5,19.5", "18.5,13.5", "24.5,13.5"]
        .map((p) => {
          const [x, y] = p.split(",");
          return `<rect x="${x}" y="${y}" width="5" height="5" rx="1" stroke-width="1.8"/>`;
        })
        .join("") +
        '<path d="M8.5 26h27.8c1.1-1.8 2.9-2.8 4.7-2.4-.4 2-1.7 3.1-3.4 3.4C35.6 33.4 30 38 22.5 38 15 38 10.2 33.7 8.5 26z"/>',
      { stroke: 2.4, label: "Docker" },
    ),

  git: () =>
    tile(
      "git",
      "#f05133",
      '<circle cx="17" cy="14" r="3"/><circle cx="17" cy="34" r="3"/><circle cx="31" cy="18.5" r="3"/>' +
        '<path d="M17 17v14M31 21.5v1.5c0 3.6-2.6 5.6-6.6 5.6-4 0-6.4.8-7.4 2.4"/>',
      { label: "Git" },
    ),

  figma: () =>
    tile(
      "figma",
      "#a259ff",
      [
        ["19", "14", "#f24e1e"],
        ["29", "14", "#ff7262"],
        ["19", "24", "#a259ff"],
        ["29", "24", "#1abcfe"],
        ["19", "34", "#0acf83"],
      ]
        .map(([x, y, c]) => dot(x, y, 4.4, c))
        .join(""),
      { label: "Figma" },
    ),

  graphql: () => {
    const v = hexagon(24, 24, 13.5);
    const poly = (pts) => pts.map((p) => p.join(",")).join(" ");
    return tile(
      "graphql",
      "#e535ab",
      `<polygon points="${poly(v)}" stroke-width="1.8"/><polygon points="${poly([v[0], v[2], v[4]])}" stroke-width="1.8"/>` +
        v.map(([x, y]) => dot(x, y, 2.5, "#e535ab")).join(""),
      { label: "GraphQL" },
    );
  },

  express: () =>
    tile(
      "express",
      "#e8e8f0",
      '<path d="M10.5 24h25M31 18.5l5.5 5.5-5.5 5.5"/>' +
        `<circle cx="15" cy="24" r="3" fill="${TILE_BASE}"/><circle cx="24" cy="24" r="3" fill="${TILE_BASE}"/>`,
      { label: "Express" },
    ),

  django: () =>
    tile(
      "django",
      "#44b78b",
      '<circle cx="19" cy="27" r="5.5"/><path d="M24.5 14v19"/><path d="M31 22v11.5c0 2.6-1.3 4-3.8 4"/>' +
        dot(31, 16.5, 1.9, "#44b78b"),
      { label: "Django" },
    ),

  ai: () =>
    tile(
      "ai",
      "#a855f7",
      `<path d="${sparkle(21, 26, 11)}" fill="url(#ai-spark)" stroke="none"/>` +
        `<path d="${sparkle(34, 14, 5)}" fill="#22d3ee" stroke="none"/>` +
        dot(35, 30, 1.8, "#a855f7"),
      { label: "AI", extraDefs: linear("ai-spark", ["#a855f7", "#6366f1", "#22d3ee"], [10, 15, 32, 37]) },
    ),

  payments: () =>
    tile(
      "payments",
      "#34d399",
      '<rect x="9.5" y="14" width="29" height="20" rx="3.5"/><path d="M9.5 20h29" stroke-width="3.2"/><path d="M14.5 28.5h7"/>' +
        dot(31, 28.5, 2, "#34d399") +
        dot(34.5, 28.5, 2, "#34d399"),
      { label: "Payments" },
    ),

  canvas: () =>
    tile(
      "canvas",
      "#f472b6",
      '<rect x="10" y="11.5" width="28" height="25" rx="3.5"/><path d="M15 30c2.6-5.6 5.6-6.2 7.8-2.6 2.2 3.6 5.2 3.2 9-5.4"/>' +
        dot(31.5, 17.5, 2.2, "#f472b6"),
      { label: "Canvas" },
    ),

  websocket: () =>
    tile("websocket", "#a3e635", '<path d="M12 19h23.5M30.5 14l5 5-5 5M36 29H12.5M17.5 24l-5 5 5 5"/>', {
      label: "WebSocket",
    }),
};

// ---------------------------------------------------------------- skills

const skills = {
  frontend: () =>
    tile(
      "sk-frontend",
      "#818cf8",
      '<rect x="9.5" y="11.5" width="29" height="25" rx="3.5"/><path d="M9.5 17.5h29" stroke-width="2"/>' +
        '<path d="M21 23.5l-3.5 3.5 3.5 3.5M27 23.5l3.5 3.5-3.5 3.5"/>' +
        dot(13.4, 14.5, 1, "#818cf8") +
        dot(16.6, 14.5, 1, "#818cf8"),
      { label: "Frontend" },
    ),

  backend: () =>
    tile(
      "sk-backend",
      "#a78bfa",
      [10.5, 19.5, 28.5]
        .map(
          (y) =>
            `<rect x="11" y="${y}" width="26" height="8" rx="2.5"/><path d="M24 ${y + 4}h8"/>` +
            dot(16, y + 4, 1.5, "#a78bfa"),
        )
        .join(""),
      { stroke: 2.2, label: "Backend" },
    ),

  fullstack: () =>
    tile(
      "sk-fullstack",
      "#22d3ee",
      '<path d="M24 11l13 6.5-13 6.5-13-6.5z"/><path d="M11 24l13 6.5 13-6.5"/><path d="M11 30.5l13 6.5 13-6.5"/>',
      { label: "Full-stack" },
    ),

  design: () =>
    tile(
      "sk-design",
      "#f472b6",
      '<path d="M24 10l8.5 12.5L27.5 34h-7l-5-11.5z"/><path d="M24 10v11"/><circle cx="24" cy="23.5" r="2.2"/><path d="M19.5 38.5h9"/>',
      { label: "Design" },
    ),

  database: () =>
    tile(
      "sk-database",
      "#60a5fa",
      '<ellipse cx="24" cy="14.5" rx="12" ry="4.5"/><path d="M12 14.5v19c0 2.5 5.4 4.5 12 4.5s12-2 12-4.5v-19"/><path d="M12 24c0 2.5 5.4 4.5 12 4.5s12-2 12-4.5"/>',
      { label: "Database" },
    ),

  devops: () =>
    tile(
      "sk-devops",
      "#34d399",
      '<path d="M24 24c-3-4-5-6.2-8.4-6.2a6.2 6.2 0 0 0 0 12.4c3.4 0 5.4-2.2 8.4-6.2s5-6.2 8.4-6.2a6.2 6.2 0 0 1 0 12.4c-3.4 0-5.4-2.2-8.4-6.2z"/>' +
        '<path d="M30.5 14.8l2.2 3-3 2.2" stroke-width="2"/>',
      { label: "DevOps" },
    ),

  ai: () =>
    tile(
      "sk-ai",
      "#c084fc",
      '<rect x="15" y="15" width="18" height="18" rx="3.5"/>' +
        '<path d="M20 9.5V15M28 9.5V15M20 33v5.5M28 33v5.5M9.5 20H15M9.5 28H15M33 20h5.5M33 28h5.5" stroke-width="2.2"/>' +
        `<path d="${sparkle(24, 24, 5)}" fill="#c084fc" stroke="none"/>`,
      { label: "AI" },
    ),

  management: () =>
    tile(
      "sk-management",
      "#fbbf24",
      '<rect x="9.5" y="11.5" width="29" height="25" rx="3.5"/><path d="M19.3 11.5v25M28.7 11.5v25" stroke-width="1.8"/>' +
        '<path d="M12.5 17h4M12.5 22h4M22 17h4M31.5 17h4M31.5 22h4M31.5 27h4" stroke-width="2.6"/>',
      { label: "Management" },
    ),
};

// ---------------------------------------------------------------- headline words

const words = {
  ideas: () =>
    disc(
      "w-ideas",
      ["#fbbf24", "#f97316"],
      '<path d="M19.6 29.2c-2.6-1.8-4.1-4.6-4.1-7.8a8.5 8.5 0 0 1 17 0c0 3.2-1.5 6-4.1 7.8V31h-8.8z"/><path d="M20.5 35.5h7"/><path d="M22 30.5v-4.5l-1.5-2M26 30.5v-4.5l1.5-2" stroke-width="2"/>',
      { label: "Ideas" },
    ),
  concepts: () =>
    disc(
      "w-concepts",
      ["#22d3ee", "#6366f1"],
      '<path d="M15 15.5L33.5 19L19.5 33.5ZM33.5 19L34 33L19.5 33.5" stroke-width="2.4"/>' +
        dot(15, 15.5, 4, "#fff") +
        dot(33.5, 19, 3.6, "#fff") +
        dot(19.5, 33.5, 3.6, "#fff") +
        dot(34, 33, 2.6, "#fff"),
      { label: "Concepts" },
    ),
  designs: () =>
    disc(
      "w-designs",
      ["#ec4899", "#a855f7"],
      '<path d="M24 10.5l8.5 11L28 33.5h-8l-4.5-12z"/><path d="M24 10.5v10"/><circle cx="24" cy="23" r="2.2"/><path d="M19.5 37.5h9"/>',
      { label: "Designs" },
    ),
  code: () =>
    disc(
      "w-code",
      ["#6366f1", "#a855f7"],
      '<path d="M17.5 16.5L10 24l7.5 7.5M30.5 16.5L38 24l-7.5 7.5M26.5 13.5l-5 21"/>',
      { label: "Code" },
    ),
};

// ---------------------------------------------------------------- roles

const roles = {
  backend: () =>
    accentTile(
      "role-backend",
      '<rect x="11" y="11" width="26" height="10" rx="3"/><rect x="11" y="25" width="26" height="10" rx="3"/>' +
        '<path d="M24 16h8M24 30h8M24 35v4M17 39.5h14" />' +
        dot(16.5, 16, 1.6, "#22d3ee") +
        dot(16.5, 30, 1.6, "#22d3ee"),
      { size: 48, stroke: 2.5, label: "Backend developer" },
    ),
  "project-manager": () =>
    accentTile(
      "role-pm",
      '<rect x="12.5" y="12" width="23" height="27.5" rx="3.5"/>' +
        `<rect x="18.5" y="8.5" width="11" height="6.5" rx="2" fill="${TILE_BASE}"/>` +
        '<path d="M18.5 26.5l4 4 7.5-8.5"/>',
      { size: 48, stroke: 2.5, label: "Project manager" },
    ),
};

// ---------------------------------------------------------------- values (64)

const values = {
  quality: () =>
    accentTile(
      "val-quality",
      '<path d="M24.5 36.5L20.5 51l6.5-2.6 4 5.6 3-11M39.5 36.5l4 14.5-6.5-2.6-4 5.6-3-11"/>' +
        '<circle cx="32" cy="26" r="14"/>' +
        `<polygon points="${star(32, 26.6, 7.6, 3.3)}" fill="GRAD" stroke-width="1.4"/>`,
      { label: "Quality" },
    ),
  communication: () =>
    accentTile(
      "val-communication",
      '<path d="M14 12h20a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5h-9l-7 6v-6h-4a5 5 0 0 1-5-5V17a5 5 0 0 1 5-5z"/>' +
        `<path d="M31 26h19a5 5 0 0 1 5 5v9a5 5 0 0 1-5 5h-3v6l-7-6h-9a5 5 0 0 1-5-5v-9a5 5 0 0 1 5-5z" fill="${TILE_BASE}"/>` +
        dot(34, 35.5, 1.9, "#a855f7") +
        dot(40.5, 35.5, 1.9, "#8b5cf6") +
        dot(47, 35.5, 1.9, "#22d3ee"),
      { label: "Communication" },
    ),
  delivery: () =>
    accentTile(
      "val-delivery",
      '<circle cx="29" cy="35" r="17"/><path d="M29 24.5V35l7 4.5"/><path d="M29 14v-3M24 11h10"/>' +
        `<circle cx="46" cy="18" r="9" fill="${TILE_BASE}"/><path d="M42 18.2l3 3 5.2-6" />`,
      { label: "On-time delivery" },
    ),
};

// ---------------------------------------------------------------- features (64)

const features = {
  "clean-code": () =>
    accentTile(
      "feat-clean",
      '<path d="M22 13c-4.5 0-6 2-6 6v6c0 3.5-2 6-5 7 3 1 5 3.5 5 7v6c0 4 1.5 6 6 6M42 13c4.5 0 6 2 6 6v6c0 3.5 2 6 5 7-3 1-5 3.5-5 7v6c0 4-1.5 6-6 6"/>' +
        `<path d="${sparkle(32, 32, 9)}" fill="GRAD" stroke-width="1.2"/>`,
      { label: "Clean code" },
    ),
  responsive: () =>
    accentTile(
      "feat-responsive",
      '<rect x="8" y="13" width="36" height="25" rx="3.5"/><path d="M20 46h12M26 38v8"/>' +
        `<rect x="38" y="24" width="17" height="28" rx="3.5" fill="${TILE_BASE}"/><path d="M44.5 47.5h4"/>`,
      { label: "Responsive" },
    ),
  performance: () =>
    accentTile(
      "feat-performance",
      '<path d="M12 44a20 20 0 1 1 40 0"/><path d="M32 44l10-11"/><path d="M17.5 30.5l2.6 1.6M32 19.5v3M46.5 30.5l-2.6 1.6" />' +
        `<circle cx="32" cy="44" r="3.6" fill="GRAD"/><path d="M20 51h24"/>`,
      { label: "Performance" },
    ),
  accessibility: () =>
    accentTile(
      "feat-a11y",
      '<circle cx="32" cy="32" r="21"/><path d="M21.5 26.5c7 1.8 14 1.8 21 0M32 28.5v9M32 37.5l-5 10M32 37.5l5 10"/>' +
        '<circle cx="32" cy="19.5" r="3" fill="GRAD" stroke="none"/>',
      { label: "Accessibility" },
    ),
};

// ---------------------------------------------------------------- client wordmarks

const INK = "#c9c9d6";

// Rough advance widths (in em) of a bold sans; deliberately generous so the
// wordmark also fits with wide fallback fonts such as DejaVu Sans Bold.
function textWidthEm(s) {
  let w = 0;
  for (const ch of s) {
    if (ch === " ") w += 0.33;
    else if ("iljtfr".includes(ch)) w += 0.42;
    else if ("mw".includes(ch)) w += 1.0;
    else if ("MW".includes(ch)) w += 1.0;
    else if (ch === ch.toUpperCase()) w += 0.76;
    else w += 0.68;
  }
  return w;
}

function wordmark(id, name, mark) {
  const x = 44;
  const avail = 160 - x - 3;
  const size = Math.min(17.5, +(avail / textWidthEm(name)).toFixed(1));
  const body =
    strokeGroup(INK, 2.4, mark) +
    `<text x="${x}" y="${(24 + size * 0.36).toFixed(1)}" fill="${INK}" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="-0.2">${name}</text>`;
  return doc({ w: 160, h: 48, body, label: name });
}

// Marks live in the 8..38 x 9..39 box.
const clients = {
  "nimbus-labs": () =>
    wordmark(
      "nimbus",
      "Nimbus Labs",
      '<path d="M14 32.5h17.5a5.5 5.5 0 0 0 .6-11 8 8 0 0 0-15.4-1.6A6.3 6.3 0 0 0 14 32.5z"/><path d="M19.5 27.5h9" stroke-width="2"/>',
    ),
  kestrel: () =>
    wordmark(
      "kestrel",
      "Kestrel",
      `<path d="M8 17.5c6.5-.5 11 2.5 15 8 4-5.5 8.5-8.5 15-8-4.5 2.5-7.5 6.5-9 11.5L23 33l-6-4c-1.5-5-4.5-9-9-11.5z" fill="${INK}" fill-opacity=".18"/>`,
    ),
  orbitly: () =>
    wordmark(
      "orbitly",
      "Orbitly",
      `<circle cx="23" cy="24" r="7"/><ellipse cx="23" cy="24" rx="14" ry="5.5" transform="rotate(-25 23 24)" stroke-width="1.8"/>${dot(34.5, 17.5, 2.2, INK)}`,
    ),
  pinecrest: () =>
    wordmark(
      "pinecrest",
      "Pinecrest",
      `<path d="M23 9l-7.5 10h4.5L13 29h7l-5 6h16l-5-6h7l-7-10h4.5z" fill="${INK}" fill-opacity=".18"/><path d="M23 35v4"/>`,
    ),
  "quanta-pay": () =>
    wordmark(
      "quanta",
      "Quanta Pay",
      `<circle cx="23" cy="23" r="12"/><path d="M28.5 28.5l6.5 6.5"/><rect x="19.5" y="19.5" width="7" height="7" rx="1.2" transform="rotate(45 23 23)" fill="${INK}" stroke="none"/>`,
    ),
  riverstone: () =>
    wordmark(
      "riverstone",
      "Riverstone",
      '<circle cx="23" cy="24" r="14"/><path d="M13 21c3-3 6-3 10 0s7 3 10 0M13 28c3-3 6-3 10 0s7 3 10 0" stroke-width="2"/>',
    ),
  "lumen-health": () =>
    wordmark(
      "lumen",
      "Lumen Health",
      '<path d="M23 17v14M16 24h14" stroke-width="3"/>' +
        [0, 45, 90, 135, 180, 225, 270, 315]
          .map((a) => `<path d="M23 10.5v2.5" transform="rotate(${a} 23 24)" stroke-width="2"/>`)
          .join(""),
    ),
};

// ---------------------------------------------------------------- social (24)

function social(label, inner) {
  return doc({ w: 24, h: 24, body: strokeGroup("#e8e8f0", 1.8, inner), label });
}

const socialIcons = {
  photos: () =>
    social(
      "Photos",
      '<rect x="3" y="7" width="18" height="13.5" rx="3"/><path d="M8.5 7l1.4-2.5h4.2L15.5 7"/><circle cx="12" cy="13.6" r="3.4"/>' +
        dot(17.6, 10.2, 0.9, "#e8e8f0"),
    ),
  code: () =>
    social(
      "Code",
      '<circle cx="6.5" cy="5.5" r="2.2"/><circle cx="6.5" cy="18.5" r="2.2"/><circle cx="17.5" cy="8" r="2.2"/>' +
        '<path d="M6.5 7.7v8.6M17.5 10.2v.8c0 2.6-1.8 4-4.6 4-3 0-5.2.6-6.2 2"/>',
    ),
  network: () =>
    social(
      "Professional network",
      '<rect x="3" y="7.5" width="18" height="12.5" rx="2.5"/><path d="M9 7.5V6a1.5 1.5 0 0 1 1.5-1.5h3A1.5 1.5 0 0 1 15 6v1.5"/><path d="M3 13h18"/><path d="M12 12v2.5"/>',
    ),
};

// ---------------------------------------------------------------- favicon (site mark)

function favicon() {
  const defs =
    linear("fav-g", ACCENT, [96, 150, 430, 370]) +
    `<radialGradient id="fav-glow" cx=".28" cy=".2" r=".9"><stop offset="0" stop-color="#6366f1" stop-opacity=".35"/><stop offset=".6" stop-color="#a855f7" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    linear("fav-edge", ["#6366f1", "#a855f7", "#22d3ee"], [0, 0, 512, 512]);
  const body =
    '<rect x="8" y="8" width="496" height="496" rx="112" fill="#0d0d18"/>' +
    '<rect x="8" y="8" width="496" height="496" rx="112" fill="url(#fav-glow)"/>' +
    '<rect x="12" y="12" width="488" height="488" rx="108" stroke="url(#fav-edge)" stroke-opacity=".55" stroke-width="8"/>' +
    strokeGroup(
      "url(#fav-g)",
      44,
      // H
      '<path d="M92 160v192M180 160v192M92 256h88"/>' +
        // Q: ring with a tail leaving the lower right
        '<circle cx="330" cy="256" r="88"/><path d="M364 298l60 60"/>',
    );
  return doc({ w: 512, h: 512, defs, body, label: "HQ" });
}

// ---------------------------------------------------------------- write

const groups = {
  tech,
  skills,
  words,
  roles,
  values,
  features,
  clients,
  social: socialIcons,
};

export async function buildIcons({ log = console.log } = {}) {
  const written = [];
  for (const [dir, defs] of Object.entries(groups)) {
    const out = path.join(ICONS, dir);
    await mkdir(out, { recursive: true });
    for (const [name, make] of Object.entries(defs)) {
      const file = path.join(out, `${name}.svg`);
      await writeFile(file, make());
      written.push(file);
    }
  }
  const fav = path.join(ROOT, "static/favicon.svg");
  await mkdir(path.dirname(fav), { recursive: true });
  await writeFile(fav, favicon());
  written.push(fav);
  log(`icons: wrote ${written.length} SVG files`);
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIcons();
}
