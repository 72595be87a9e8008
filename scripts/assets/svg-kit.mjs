// The SVG kit the screenshot mock-ups are drawn with (scripts/assets/screenshots.mjs, gallery.mjs): shapes, text,
// pills, charts and a browser window's chrome, on a 1600×1000 canvas.

export const W = 1600;
export const H = 1000;
export const FONT = "DejaVu Sans, Liberation Sans, sans-serif";

export const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
export const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${v}"`)
    .join(" ");

export function text(x, y, str, { size = 14, weight = 400, fill = "#fff", anchor, opacity, ls } = {}) {
  return `<text ${attrs({ x, y, "font-size": size, "font-weight": weight, fill, "text-anchor": anchor, opacity, "letter-spacing": ls })}>${esc(str)}</text>`;
}

export function rect(x, y, w, h, { rx = 0, fill = "none", stroke, sw = 1, opacity, filter } = {}) {
  return `<rect ${attrs({ x, y, width: w, height: h, rx, fill, stroke, "stroke-width": stroke ? sw : undefined, opacity, filter })}/>`;
}

export function circle(cx, cy, r, { fill = "none", stroke, sw = 1, opacity } = {}) {
  return `<circle ${attrs({ cx, cy, r, fill, stroke, "stroke-width": stroke ? sw : undefined, opacity })}/>`;
}

export function line(x1, y1, x2, y2, { stroke = "#fff", sw = 1, opacity, dash, cap = "round" } = {}) {
  return `<line ${attrs({ x1, y1, x2, y2, stroke, "stroke-width": sw, opacity, "stroke-dasharray": dash, "stroke-linecap": cap })}/>`;
}

export const pathEl = (d, { fill = "none", stroke, sw = 2, opacity, cap = "round" } = {}) =>
  `<path ${attrs({ d, fill, stroke, "stroke-width": stroke ? sw : undefined, "stroke-linecap": cap, "stroke-linejoin": "round", opacity })}/>`;

// Approximate DejaVu Sans advance width, for sizing pills around labels.
export const textW = (s, size, bold = false) => String(s).length * size * (bold ? 0.66 : 0.6);

export function pill(x, y, label, { size = 13, fill, stroke, color, bold = false, h = 26, pad = 12 } = {}) {
  const w = textW(label, size, bold) + pad * 2;
  return {
    w,
    svg:
      rect(x, y, w, h, { rx: h / 2, fill: fill ?? "none", stroke }) +
      text(x + w / 2, y + h / 2 + size * 0.36, label, {
        size,
        fill: color,
        weight: bold ? 700 : 400,
        anchor: "middle",
      }),
  };
}

// Lay pills out left-to-right, wrapping at maxX.
export function pillRow(x0, y0, labels, maxX, style, gap = 10) {
  let x = x0;
  let y = y0;
  let out = "";
  for (const l of labels) {
    const opts = typeof style === "function" ? style(l) : style;
    const p = pill(0, 0, l, opts);
    if (x + p.w > maxX) {
      x = x0;
      y += (opts.h ?? 26) + gap;
    }
    out += pill(x, y, l, opts).svg;
    x += p.w + gap;
  }
  return out;
}

// Grey rounded bars standing in for lines of copy.
export function copyLines(x, y, widths, { h = 8, gap = 16, fill = "#fff", opacity = 0.15 } = {}) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, { rx: h / 2, fill, opacity })).join("");
}

export function ring(cx, cy, r, pct, { color, track, sw = 16 }) {
  const c = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, { stroke: track, sw }) +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="${sw}" stroke-linecap="round" stroke-dasharray="${((c * pct) / 100).toFixed(1)} ${c.toFixed(1)}" transform="rotate(-90 ${cx} ${cy})"/>`
  );
}

export function progress(x, y, w, pct, { h = 8, color, track }) {
  return (
    rect(x, y, w, h, { rx: h / 2, fill: track }) +
    rect(x, y, Math.max(h, (w * pct) / 100), h, { rx: h / 2, fill: color })
  );
}

// Smooth-ish polyline through points, for charts.
export function smoothPath(pts) {
  let d = `M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1];
    const [x1, y1] = pts[i];
    const mx = (x0 + x1) / 2;
    d += `C${mx} ${y0} ${mx} ${y1} ${x1} ${y1}`;
  }
  return d;
}

export const starPts = (cx, cy, R, r = R * 0.45) =>
  Array.from({ length: 10 }, (_, i) => {
    const a = ((-90 + i * 36) * Math.PI) / 180;
    const k = i % 2 ? r : R;
    return `${(cx + k * Math.cos(a)).toFixed(1)},${(cy + k * Math.sin(a)).toFixed(1)}`;
  }).join(" ");

export function stars(x, y, n, { size = 7, on = "#f59e0b", off = "#d4d4dc" } = {}) {
  return Array.from(
    { length: 5 },
    (_, i) => `<polygon points="${starPts(x + i * size * 2.3, y, size)}" fill="${i < n ? on : off}"/>`,
  ).join("");
}

// Horizontal nav: items separated by a fixed gap, whatever their length.
export function navLinks(x0, y, labels, draw, gap = 40) {
  let x = x0;
  return labels
    .map((l, i) => {
      const out = draw(l, x, i);
      x += textW(l, 15) + gap;
      return out;
    })
    .join("");
}

export const checkMark = (x, y, s, color, sw = 2.4) =>
  pathEl(`M${x - s} ${y}l${s * 0.7} ${s * 0.7} ${s * 1.3}-${s * 1.4}`, { stroke: color, sw });

export function svgDoc(w, h, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" font-family="${FONT}"><defs>${defs}</defs>${body}</svg>`;
}

export const shadowDef = (id, opacity = 0.35, blur = 12, dy = 8) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="${dy}" stdDeviation="${blur}" flood-color="#000" flood-opacity="${opacity}"/></filter>`;

// Browser window chrome: traffic lights, one tab, address bar.
export function browserChrome({ dark, url, tab, accent }) {
  const bar = dark ? "#16161d" : "#e7e7ec";
  const tabBg = dark ? "#22222b" : "#ffffff";
  const field = dark ? "#0e0e14" : "#f6f6f9";
  const ink = dark ? "#c8c8d4" : "#4a4a5a";
  return (
    rect(0, 0, W, 52, { fill: bar }) +
    circle(26, 26, 6.5, { fill: "#ff5f57" }) +
    circle(48, 26, 6.5, { fill: "#febc2e" }) +
    circle(70, 26, 6.5, { fill: "#28c840" }) +
    rect(100, 9, 250, 43, { rx: 10, fill: tabBg }) +
    rect(118, 22, 16, 16, { rx: 4, fill: accent }) +
    text(144, 35, tab, { size: 13, fill: ink }) +
    pathEl("M328 25l6 6m0-6l-6 6", { stroke: ink, sw: 1.6, opacity: 0.6 }) +
    pathEl("M380 26h14m-6-6l-6 6 6 6", { stroke: ink, sw: 1.8, opacity: 0.55 }) +
    pathEl("M412 26h14m-6-6l6 6-6 6", { stroke: ink, sw: 1.8, opacity: 0.3 }) +
    rect(450, 12, 760, 30, { rx: 15, fill: field }) +
    rect(468, 22, 10, 9, { rx: 2, fill: ink, opacity: 0.55 }) +
    pathEl("M470 22v-2.5a3 3 0 0 1 6 0V22", { stroke: ink, sw: 1.5, opacity: 0.55 }) +
    text(490, 32, url, { size: 13, fill: ink }) +
    [1500, 1530, 1560].map((x) => circle(x, 26, 2, { fill: ink, opacity: 0.5 })).join("") +
    rect(0, 52, W, 1, { fill: dark ? "#000" : "#d5d5de", opacity: 0.6 })
  );
}
