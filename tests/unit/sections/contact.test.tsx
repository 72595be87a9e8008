/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { Contact } from "../../../src/sections/contact";
import { aroundFill } from "../../../src/content/label-text";
import { contentLabels, readContent, shown, renderOnSite } from "../../support/content-fixture";

type Props = Parameters<typeof Contact>[0];
const site = readContent<Props["site"]>("site.json");
const profiles = readContent<Props["profiles"]>("social-links.json");

const labels = contentLabels();
const named = (label: string) => ({ name: (name: string) => shown(name) === shown(label) });
/** What screen readers hear before a new tab's link text: nothing in English ("{link} (opens in a new tab)"). */
const [opensNewTab] = aroundFill(labels.newTab);

describe("Contact section", () => {
  beforeEach(() => renderOnSite(<Contact site={site} profiles={profiles} />));

  it("has the section's title and subtitle under the contact anchor", () => {
    const section = screen.getByRole("region", named(labels.contactTitle));
    expect(section).toHaveAttribute("id", "contact");
    expect(within(section).getByText(shown(labels.contactSubtitle))).toBeInTheDocument();
  });

  it("renders the three required fields with their labels and placeholders", () => {
    const field = (label: string) => screen.getByLabelText(shown(label));
    const name = field(labels.nameField);
    expect(name).toHaveAttribute("placeholder", labels.namePlaceholder);
    expect(name).toBeRequired();
    const email = field(labels.emailField);
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("placeholder", labels.emailPlaceholder);
    expect(email).toBeRequired();
    const message = field(labels.messageField);
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "2");
    expect(message).toHaveAttribute("placeholder", labels.messagePlaceholder);
    expect(message).toHaveClass("resize-y");
    expect(message).toBeRequired();
  });

  it("keeps its send button disabled until the bot check passes", () => {
    expect(screen.getByRole("button", named(labels.send))).toBeDisabled();
  });

  it("offers the profiles marked inContact and the email address in new tabs, the CV in this one, and the location", () => {
    const card = within(screen.getByRole("complementary", named(labels.connectTitle)));
    expect(card.getByText(shown(labels.connectSubtitle))).toBeInTheDocument();
    const [cv, ...channels] = card.getAllByRole("link").reverse();
    expect(cv).toHaveTextContent(shown(labels.cv));
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
      expect(
        card.getAllByRole("link", { name: (label) => shown(label).startsWith(shown(opensNewTab + name)) }),
      ).not.toHaveLength(0);
    expect(card.getByText(shown(labels.currentLocation))).toBeInTheDocument();
    expect(card.getByText(shown(site.location))).toBeInTheDocument();
  });
});
