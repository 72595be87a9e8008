import { render, screen } from "@testing-library/react";
import { Footer } from "../../../src/components/footer";
import { queried } from "../../support/content-fixture";

describe("Footer", () => {
  it("shows the terms label, the social links in new tabs and the copyright with this year", () => {
    jest.useFakeTimers({ now: new Date("2031-03-04T10:00:00Z") });
    render(<Footer ownerName="Hamza Qureshi" socialLinks={queried("social-links.json")} />);
    jest.useRealTimers();

    expect(screen.getByText("Terms & Conditions")).toBeInTheDocument();
    for (const name of ["Instagram", "GitHub", "LinkedIn"]) {
      const link = screen.getByRole("link", { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      expect(link.getAttribute("href")).toMatch(/^https:\/\//);
    }
    expect(screen.getByRole("contentinfo")).toHaveTextContent("© 2031 Hamza Qureshi. All rights reserved.");
  });
});
