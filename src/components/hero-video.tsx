import { useEffect, useRef, useState } from "react";
import { useLabels } from "../content/use-site";
import { motionAllowed } from "../motion/motion-allowed";

interface HeroVideoProps {
  webm: string;
  mp4: string;
  poster: string;
  /** What the video shows, for screen readers (content/site.json's heroVideoDescription). */
  description: string;
}

/**
 * The muted screen loop. It starts once the page has loaded, so it never
 * competes with the first paint, stays on its poster for visitors who ask for
 * reduced motion, and can always be paused (WCAG 2.2.2).
 */
export function HeroVideo({ webm, mp4, poster, description }: HeroVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const labels = useLabels();

  useEffect(() => {
    const video = ref.current;
    if (!video || !motionAllowed()) return;
    const start = () => void video.play().catch(() => setPlaying(false));
    // In a task of its own: asking for playback selects and opens the source, 15-25 ms on a phone, which would
    // otherwise lengthen the task that runs the page's effects after hydration.
    let soon: ReturnType<typeof setTimeout> | undefined;
    const startSoon = () => (soon = setTimeout(start, 0));
    if (document.readyState === "complete") startSoon();
    else window.addEventListener("load", startSoon, { once: true });
    return () => {
      window.removeEventListener("load", startSoon);
      clearTimeout(soon);
    };
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <div className="relative overflow-hidden rounded-2xl border border-line bg-ink-800 shadow-[0_30px_80px_-30px_rgb(99_102_241/0.45)]">
      <video
        ref={ref}
        className="block aspect-[8/5] h-auto w-full bg-cover bg-center object-cover"
        // WebKit stops drawing the poster once playback is asked for, until the first frame arrives: the same
        // picture behind the video fills that gap (it is preloaded, so it costs no request).
        style={{ backgroundImage: `url(${poster})` }}
        width={960}
        height={600}
        poster={poster}
        muted
        loop
        playsInline
        preload="none"
        aria-label={description}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {/* MP4 first: the smaller file, and the one Safari plays. */}
        <source src={mp4} type="video/mp4" />
        <source src={webm} type="video/webm" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute end-3 bottom-3 flex size-10 items-center justify-center rounded-full border border-white/15 bg-ink-950/75 text-fg backdrop-blur transition-colors hover:bg-ink-950"
        aria-label={playing ? labels.pauseVideo : labels.playVideo}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
          {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
      </button>
    </div>
  );
}
