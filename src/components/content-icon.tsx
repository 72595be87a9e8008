import { graphql } from "gatsby";
import type { IconRaster } from "../build/icon-raster";
import { fileUrl, type QueriedFile } from "../utils/file-url";

/** A content icon as queried with `...ContentIconFile`. */
export type QueriedIcon =
  | (NonNullable<QueriedFile> & {
      /** The icon drawn as PNGs at build (src/build/icon-raster.ts); null for a file served as it is. */
      readonly iconRaster?: Readonly<IconRaster> | null;
    })
  | null
  | undefined;

interface ContentIconProps {
  file: QueriedIcon;
  size: number;
  /** Empty for decorative icons that sit beside their own text. */
  alt?: string;
  width?: number;
  className?: string;
  /** Classes for the icon's own colours only (a pale logo darkened in the light theme), not its text-coloured part. */
  ownColours?: string;
  /**
   * Load at once rather than when scrolled near: for icons in the first view that are clipped until they move in
   * (the rotating word), which a lazy image would leave blank when they arrive (WebKit loads clipped lazy images
   * only once they show).
   */
  eager?: boolean;
}

/** An image of no pixels: the element that shows an icon's text-coloured part draws only its masked background. */
const NOTHING = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEAAAAALAAAAAABAAEAAAI=";

/** The mask's PNG for a box `width` CSS px wide: at least three device pixels a CSS pixel, as on phones. */
function maskFor(srcSet: string, width: number): string {
  const drawn = srcSet.split(", ").map((candidate) => {
    const [url, w] = candidate.split(" ");
    return { url: url!, width: Number.parseInt(w!, 10) };
  });
  return (drawn.find((png) => png.width >= 3 * width) ?? drawn.at(-1)!).url;
}

/**
 * An icon from content/, with its size set so nothing shifts while it loads: the PNGs the build drew from its SVG,
 * the browser choosing the one for the screen's density, or the file itself. What an SVG paints in `currentColor`
 * (most icon sets' icons, wholly) is painted in the colour of the text around it, in either theme: the build's PNG of
 * it is the CSS mask of that colour, which a theme switch repaints in the same frame, with nothing to fetch.
 */
export function ContentIcon({
  file,
  size,
  alt = "",
  width,
  className = "",
  ownColours = "",
  eager = false,
}: ContentIconProps) {
  const raster = file?.iconRaster;
  const box = width ?? size;
  const image = (props: { src: string; srcSet?: string; alt: string; className: string; mask?: string }) => (
    <img
      src={props.src}
      srcSet={props.srcSet}
      sizes={props.srcSet ? `${box}px` : undefined}
      width={box}
      height={size}
      alt={props.alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // The box is the one asked for, whatever the file's own shape, which sits inside it whole.
      style={{ aspectRatio: `${box} / ${size}`, ...(props.mask && { maskImage: `url(${props.mask})` }) }}
      className={`object-contain ${props.className}`}
    />
  );
  const own = () =>
    image({
      src: raster?.src ?? fileUrl(file, alt ? `the icon "${alt}"` : "a content icon"),
      srcSet: raster?.srcSet ?? undefined,
      alt,
      className: `${className} ${ownColours}`,
    });
  if (!raster?.maskSrcSet) return own();
  const tint = maskFor(raster.maskSrcSet, box);
  // In the text's colour where masks are drawn; elsewhere nothing, rather than a square of it.
  const tinted =
    "supports-[mask-size:contain]:bg-current mask-contain mask-center mask-no-repeat forced-color-adjust-none [print-color-adjust:exact]";
  if (!raster.src) return image({ src: NOTHING, alt, className: `${tinted} ${className}`, mask: tint });
  // Colours of its own too: those under the text-coloured part, in one box.
  return (
    <span role={alt ? "img" : undefined} aria-label={alt || undefined} className={`inline-grid ${className}`}>
      {image({
        src: raster.src,
        srcSet: raster.srcSet ?? undefined,
        alt: "",
        className: `col-start-1 row-start-1 size-full ${ownColours}`,
      })}
      {image({ src: NOTHING, alt: "", className: `col-start-1 row-start-1 size-full ${tinted}`, mask: tint })}
    </span>
  );
}

export const query = graphql`
  fragment ContentIconFile on File {
    publicURL
    iconRaster {
      src
      srcSet
      maskSrcSet
    }
  }
`;
