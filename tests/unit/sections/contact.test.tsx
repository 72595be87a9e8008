import { render, screen, within } from "@testing-library/react";
import { Contact } from "../../../src/sections/contact";
import { readContent, shown } from "../../support/content-fixture";

type Props = Parameters<typeof Contact>[0];
const site = readContent<Props["site"]>("site.json");
const profiles = readContent<Props["profiles"]>("social-links.json");

describe("Contact section", () => {
  beforeEach(() => render(<Contact site={site} profiles={profiles} />));

  it("has the section's title and subtitle under the contact anchor", () => {
    const section = screen.getByRole("region", { name: "Get in Touch – Let’s Connect" });
    expect(section).toHaveAttribute("id", "contact");
    expect(within(section).getByText("Have questions or ideas? Let’s talk!")).toBeInTheDocument();
  });

  it("renders the three required fields with their labels and placeholders", () => {
    const name = screen.getByLabelText("Your name");
    expect(name).toHaveAttribute("placeholder", "What’s your good name?");
    expect(name).toBeRequired();
    const email = screen.getByLabelText("Your Email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("placeholder", "What’s your email address?");
    expect(email).toBeRequired();
    const message = screen.getByLabelText("Your Message");
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "2");
    expect(message).toHaveAttribute("placeholder", "How can I help you?");
    expect(message).toHaveClass("resize-y");
    expect(message).toBeRequired();
  });

  it("keeps 'Send Message' disabled until the bot check passes", () => {
    expect(screen.getByRole("button", { name: "Send Message" })).toBeDisabled();
  });

  it("offers the profiles marked inContact and the email address in new tabs, the CV in this one, and the location", () => {
    const card = within(screen.getByRole("complementary", { name: "Connect with me" }));
    expect(card.getByText("Reach me directly through these channels")).toBeInTheDocument();
    const [cv, ...channels] = card.getAllByRole("link").reverse();
    expect(cv).toHaveAccessibleName(/^CV/);
    expect(cv).toHaveAttribute("href", "/cv/");
    expect(cv).not.toHaveAttribute("target");
    const hrefs = channels.reverse().map((link) => {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
      return link.getAttribute("href");
    });
    const offered = profiles.filter((profile) => profile.inContact);
    expect(hrefs).toEqual([...offered.map(({ link }) => link), `mailto:${site.email}`]);
    for (const { name } of offered)
      expect(card.getAllByRole("link", { name: (label) => label.startsWith(shown(name)) })).not.toHaveLength(0);
    expect(card.getByText("Current Location")).toBeInTheDocument();
    expect(card.getByText(shown(site.location))).toBeInTheDocument();
  });
});
