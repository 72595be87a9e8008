import { graphql } from "gatsby";
import { useRef, useState, type MouseEvent } from "react";
import { ContentIcon } from "../components/content-icon";
import { Text } from "../components/text";
import { aroundFill, listText } from "../content/label-text";
import type { SiteLabels } from "../content/site-labels";
import { useLabels } from "../content/use-site";
import { HeroVideo } from "../components/hero-video";
import { isFirstPage } from "../motion/first-page";
import { MOTION } from "../motion/timings";
import { useHeroMotion } from "../motion/use-hero-motion";
import { motionAllowed } from "../motion/motion-allowed";
import { wordWidthEm } from "./word-width";
import { cssVars } from "../utils/css-vars";
import { fileUrl } from "../utils/file-url";
import { scrollTargetY } from "../utils/scroll";
import { COUNTERS_ID } from "./stats-counter";

interface HeroProps {
  words: readonly Queries.HeroWordFieldsFragment[];
  intro: string;
  video: Queries.HeroVideoFieldsFragment;
}

/** "Ideas, Concepts, Designs and Code": what a screen reader hears instead of the rotating strip. */
const spokenWords = (words: readonly { text: string }[], { listMore, listLast }: SiteLabels) =>
  listText(
    words.map((w) => w.text),
    listMore,
    listLast,
  );

/**
 * The strip's entries: the words twice, so that one round of the rotation (half the strip) ends on the first word
 * again and the next starts without a seam; a single word once, as it has nothing to rotate to.
 */
const stripOf = <Word,>(words: readonly Word[]) => (words.length > 1 ? [...words, ...words] : words);

function scrollToCounters(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(COUNTERS_ID);
  if (!target) return;
  event.preventDefault();
  const top = scrollTargetY(
    target.getBoundingClientRect().top,
    window.scrollY,
    window.innerHeight,
    MOTION.seeMyWork.offsetRatio,
  );
  window.scrollTo({ top, behavior: motionAllowed() ? "smooth" : "auto" });
}

const { duration, stagger, fromY } = MOTION.heroHeadline;
const lineDelay = (line: number) => cssVars({ "--hero-line-delay": `${line * stagger}s` });

export function Hero({ words, intro, video }: HeroProps) {
  const ref = useRef<HTMLElement>(null);
  useHeroMotion(ref);
  // The headline enters with the document's first paint (a CSS animation, global.css), never after in-app navigation.
  const [entering] = useState(isFirstPage);
  const labels = useLabels();
  // The headline's first line around its rotating words ("Shaping {words}").
  const [beforeWords, afterWords] = aroundFill(labels.headlineStart);
  return (
    <section ref={ref} aria-labelledby="hero-title" className="relative overflow-hidden pt-32 pb-16 md:pt-40 md:pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(99_102_241/0.22),rgb(168_85_247/0.08)_55%,transparent)] light:opacity-60"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_1fr] lg:gap-14">
        <div>
          <h1
            id="hero-title"
            data-enter={entering || undefined}
            style={cssVars({ "--hero-line-duration": `${duration}s`, "--hero-line-from-y": `${fromY}px` })}
            className="text-[2.5rem] leading-[1.1] font-bold tracking-tight text-fg sm:text-6xl lg:text-[3.4rem] xl:text-[4rem]"
          >
            <span className="hero-line block" style={lineDelay(0)}>
              {beforeWords}
              {/* The slot is one entry tall; the strip inside is exactly as many entries tall as it has words. */}
              <span
                className="hero-word-slot relative inline-flex h-[1.2em] overflow-hidden align-bottom"
                style={cssVars({ "--slot-em": Math.max(...words.map((w) => wordWidthEm(w.text))).toFixed(2) })}
                aria-hidden="true"
              >
                <span className="hero-words flex flex-col self-start">
                  {stripOf(words).map((word, i) => (
                    <span key={i} className="flex h-[1.2em] shrink-0 items-center gap-2 whitespace-nowrap sm:gap-3">
                      <ContentIcon file={word.imgPath} size={56} className="size-[0.8em] shrink-0" eager />
                      <span className="text-gradient">
                        <Text>{word.text}</Text>
                      </span>
                    </span>
                  ))}
                </span>
              </span>
              <span className="sr-only">
                <Text>{spokenWords(words, labels)}</Text>
              </span>
              {afterWords}
            </span>
            <span className="hero-line block" style={lineDelay(1)}>
              {labels.headlineMiddle}
            </span>
            <span className="hero-line block" style={lineDelay(2)}>
              {labels.headlineEnd}
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted md:text-xl">
            <Text>{intro}</Text>
          </p>
          <a href={`#${COUNTERS_ID}`} onClick={scrollToCounters} className="button-primary mt-8">
            {labels.seeMyWork}
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" fill="currentColor">
              <path d="M10 3a1 1 0 0 1 1 1v9.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.4L9 13.6V4a1 1 0 0 1 1-1Z" />
            </svg>
          </a>
        </div>
        <HeroVideo
          webm={fileUrl(video.heroVideoWebm, "the hero video (WebM, heroVideoWebm in content/site.json)")}
          mp4={fileUrl(video.heroVideoMp4, "the hero video (MP4, heroVideoMp4 in content/site.json)")}
          poster={fileUrl(video.heroVideoPoster, "the hero video's poster (heroVideoPoster in content/site.json)")}
          description={video.heroVideoDescription}
        />
      </div>
    </section>
  );
}

export const query = graphql`
  fragment HeroWordFields on HeroWordsJson {
    text
    imgPath {
      ...ContentIconFile
    }
  }
  fragment HeroVideoFields on SiteJson {
    heroVideoWebm {
      publicURL
    }
    heroVideoMp4 {
      publicURL
    }
    heroVideoPoster {
      publicURL
    }
    heroVideoDescription
  }
`;
