/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ContentIcon } from "../../../src/components/content-icon";

describe("ContentIcon", () => {
  afterEach(() => jest.restoreAllMocks());

  it("loads the file from its public URL at the given size", () => {
    render(<ContentIcon file={{ publicURL: "/static/logo.svg" }} alt="Acme" size={48} width={160} />);
    const img = screen.getByRole("img", { name: "Acme" });
    expect(img).toHaveAttribute("src", "/static/logo.svg");
    expect(img).toHaveAttribute("width", "160");
    expect(img).toHaveAttribute("height", "48");
  });

  it("offers the PNGs drawn at build for the screen's density, at the icon's width", () => {
    const iconRaster = {
      src: "/static/logo-48w.png",
      srcSet: "/static/logo-24w.png 24w, /static/logo-48w.png 48w",
      maskSrcSet: null,
    };
    render(<ContentIcon file={{ publicURL: "/static/logo.svg", iconRaster }} alt="Acme" size={48} width={160} />);
    const img = screen.getByRole("img", { name: "Acme" });
    expect(img).toHaveAttribute("src", iconRaster.src);
    expect(img).toHaveAttribute("srcset", iconRaster.srcSet);
    expect(img).toHaveAttribute("sizes", "160px");
  });

  it("paints an icon drawn in currentColor in the text's colour, through its mask at three pixels a CSS pixel", () => {
    const maskSrcSet = [24, 48, 72, 112].map((w) => `/static/plus-mask-${w}w.png ${w}w`).join(", ");
    const iconRaster = { src: null, srcSet: null, maskSrcSet };
    render(<ContentIcon file={{ publicURL: "/static/plus.svg", iconRaster }} alt="Add" size={22} className="mx-1" />);
    const img = screen.getByRole("img", { name: "Add" });
    expect(img.style.maskImage).toBe("url(/static/plus-mask-72w.png)");
    expect(img).toHaveClass("mx-1", "supports-[mask-size:contain]:bg-current", "mask-contain");
    expect(img.getAttribute("src")).toMatch(/^data:image\/gif/);
  });

  it("draws an icon's own colours under its text-coloured part, in one box named once", () => {
    const iconRaster = {
      src: "/static/ring-48w.png",
      srcSet: "/static/ring-48w.png 48w",
      maskSrcSet: "/static/ring-mask-48w.png 48w",
    };
    render(
      <ContentIcon file={{ publicURL: "/static/ring.svg", iconRaster }} alt="Ring" size={22} ownColours="opacity-50" />,
    );
    const icon = screen.getByRole("img", { name: "Ring" });
    const [own, tint] = [...icon.querySelectorAll("img")];
    expect(own).toHaveAttribute("src", "/static/ring-48w.png");
    expect(own).toHaveClass("opacity-50");
    expect(tint!.style.maskImage).toBe("url(/static/ring-mask-48w.png)");
    expect(tint).not.toHaveClass("opacity-50");
  });

  it("fails, naming the icon, instead of rendering an empty src when the file has no public URL", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ContentIcon file={{ publicURL: null }} alt="Acme" size={48} />)).toThrow(
      'No public URL for the icon "Acme"',
    );
    expect(() => render(<ContentIcon file={null} size={48} />)).toThrow("No public URL for a content icon");
  });
});
