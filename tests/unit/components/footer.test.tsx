/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { Footer } from "../../../src/components/footer";
import { fillLabel } from "../../../src/content/label-text";
import { contentLabels, queried, shown, shownName, renderOnSite } from "../../support/content-fixture";

describe("Footer", () => {
  it("shows the terms label, the social links in new tabs and the copyright with this year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    const socialLinks = queried("social-links.json");
    renderOnSite(<Footer ownerName="Hamza Qureshi" socialLinks={socialLinks} />);
    jest.useRealTimers();

    const labels = contentLabels();
    expect(screen.getByText(shown(labels.terms))).toBeInTheDocument();
    for (const { name, link: href } of socialLinks as { name: string; link: string }[]) {
      const link = screen.getByRole("link", { name: shownName(fillLabel(labels.newTab, { link: name })) });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      shown(fillLabel(labels.copyright, { year: 2031, name: "Hamza Qureshi" })),
    );
  });
});
