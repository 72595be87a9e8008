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
    const iconRaster = { src: "/static/logo-48w.png", srcSet: "/static/logo-24w.png 24w, /static/logo-48w.png 48w" };
    render(<ContentIcon file={{ publicURL: "/static/logo.svg", iconRaster }} alt="Acme" size={48} width={160} />);
    const img = screen.getByRole("img", { name: "Acme" });
    expect(img).toHaveAttribute("src", iconRaster.src);
    expect(img).toHaveAttribute("srcset", iconRaster.srcSet);
    expect(img).toHaveAttribute("sizes", "160px");
  });

  it("fails, naming the icon, instead of rendering an empty src when the file has no public URL", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<ContentIcon file={{ publicURL: null }} alt="Acme" size={48} />)).toThrow(
      'No public URL for the icon "Acme"',
    );
    expect(() => render(<ContentIcon file={null} size={48} />)).toThrow("No public URL for a content icon");
  });
});
