import { deferOffScreenRestyle } from "../../../src/theme/defer-off-screen-restyle";

/** A page of sections laid out one under another, `heights` tall, in an 800 px viewport scrolled to `scrollTop`. */
function page(heights: number[], scrollTop: number, { video = -1 } = {}) {
  document.body.innerHTML = `<main>${heights.map(() => "<section></section>").join("")}</main><footer></footer>`;
  Object.defineProperty(document.documentElement, "clientHeight", { configurable: true, value: 800 });
  const sections = [...document.querySelectorAll<HTMLElement>("main > *, footer")];
  let top = -scrollTop;
  sections.forEach((section, n) => {
    const height = heights[n] ?? 300;
    const box = { top, bottom: top + height, height };
    section.getBoundingClientRect = () => box as DOMRect;
    section.style.padding = "40px 0 24px";
    section.style.border = "1px solid";
    section.style.setProperty("--reveal-from-y", "24px");
    if (n === video) section.append(document.createElement("video"));
    top += height;
  });
  return sections;
}

const skipped = (sections: HTMLElement[]) =>
  sections.flatMap((section, n) =>
    section.style.getPropertyValue("content-visibility") === "auto"
      ? [[n, section.style.getPropertyValue("contain-intrinsic-block-size")]]
      : [],
  );

it("leaves out the sections more than half a viewport away, at their content's height, and brings them back", () => {
  // Viewed from 2000 px down: the viewport spans 2000–2800, and half a viewport around it 1600–3200.
  const sections = page([1000, 500, 500, 400, 600, 900, 300], 2000);
  const bringBack = deferOffScreenRestyle();
  // Section 1 ends at 1500, section 6 starts at 3900, the footer at 4200: each is more than half a viewport away.
  // The height held is the content's: less 64 px of padding and 2 of border.
  expect(skipped(sections)).toEqual([
    [0, "934px"],
    [1, "434px"],
    [6, "234px"],
    [7, "234px"],
  ]);
  bringBack();
  expect(skipped(sections)).toEqual([]);
  expect(sections.map((section) => section.style.getPropertyValue("contain-intrinsic-block-size"))).toEqual(
    sections.map(() => ""),
  );
  // The section's own inline style stays.
  expect(sections[0].style.getPropertyValue("--reveal-from-y")).toBe("24px");
});

it("never leaves out a section with a video", () => {
  // The viewport spans 0–800 and half a viewport around it reaches 1200: sections 2 and 3 and the footer are far.
  const sections = page([800, 800, 800, 800], 0, { video: 3 });
  deferOffScreenRestyle();
  expect(skipped(sections).map(([n]) => n)).toEqual([2, 4]);
});
