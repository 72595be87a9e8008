/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { Hero } from "../../../src/sections/hero";
import { fillLabel, listText } from "../../../src/content/label-text";
import { contentLabels, queried, readContent, shown, renderOnSite } from "../../support/content-fixture";

const video = {
  heroVideoWebm: { publicURL: "/static/hero.webm" },
  heroVideoMp4: { publicURL: "/static/hero.mp4" },
  heroVideoPoster: { publicURL: "/static/hero-poster.webp" },
  heroVideoDescription: "A test card & a countdown",
};
const words = readContent<{ text: string }[]>("hero-words.json").map(({ text }) => text);
const labels = contentLabels();
const named = (label: string) => (name: string) => shown(name) === shown(label);

describe("Hero", () => {
  beforeEach(() => {
    // The visitor asks for reduced motion: "(prefers-reduced-motion: no-preference)" does not match.
    window.matchMedia = jest.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
    renderOnSite(<Hero words={queried("hero-words.json")} intro="A developer based in Pakistan." video={video} />);
  });

  it("reads the headline with the rotating words once, in order", () => {
    // "Ideas, Designs and Code", in the headline's first line; a single word alone.
    const listed = listText(words, labels.listMore, labels.listLast);
    const lines = [fillLabel(labels.headlineStart, { words: listed }), labels.headlineMiddle, labels.headlineEnd];
    expect(screen.getByRole("heading", { level: 1, name: named(lines.join(" ")) })).toBeInTheDocument();
  });

  it("renders the words twice, each with its image, so that a round of the rotation ends where it began", () => {
    // A single word, which has nothing to rotate to, once (below).
    const expected = words.length > 1 ? [...words, ...words] : words;
    const strip = document.querySelector(".hero-words")!;
    expect([...strip.children].map((entry) => entry.textContent)).toEqual(expected);
    expect(strip.querySelectorAll("img")).toHaveLength(expected.length);
  });

  it("holds a single word still, shown once", () => {
    renderOnSite(<Hero words={queried("hero-words.json").slice(0, 1)} intro="One word." video={video} />);
    expect(document.querySelectorAll(".hero-words")[1]!.children).toHaveLength(1);
  });

  it("has a muted, looping, inline video with its poster, and a pause control", () => {
    const videoEl = document.querySelector("video")!;
    expect(videoEl.muted).toBe(true);
    expect(videoEl).toHaveAttribute("loop");
    expect(videoEl).toHaveAttribute("playsinline");
    expect(videoEl).toHaveAttribute("poster", "/static/hero-poster.webp");
    // Screen readers describe the owner's video in the owner's words.
    expect(videoEl).toHaveAccessibleName("A test card & a countdown");
    expect(screen.getByRole("button", { name: named(labels.playVideo) })).toBeInTheDocument();
  });

  it("links 'See My Work' to the counter section", () => {
    expect(screen.getByRole("link", { name: named(labels.seeMyWork) })).toHaveAttribute("href", "#counters");
  });

  it("plays the MP4 first, then the WebM", () => {
    const sources = [...document.querySelectorAll("video source")].map((s) => s.getAttribute("src"));
    expect(sources).toEqual(["/static/hero.mp4", "/static/hero.webm"]);
  });
});

describe("Hero without a video file", () => {
  afterEach(() => jest.restoreAllMocks());

  it("fails, naming the missing poster, instead of rendering an empty poster", () => {
    jest.spyOn(console, "error").mockImplementation(() => {});
    const noPoster = { ...video, heroVideoPoster: { publicURL: null } };
    expect(() => renderOnSite(<Hero words={queried("hero-words.json")} intro="" video={noPoster} />)).toThrow(
      /heroVideoPoster in content\/site\.json/,
    );
  });
});
