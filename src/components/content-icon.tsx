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
  /**
   * Load at once rather than when scrolled near: for icons in the first view that are clipped until they move in
   * (the rotating word), which a lazy image would leave blank when they arrive (WebKit loads clipped lazy images
   * only once they show).
   */
  eager?: boolean;
}

/**
 * An icon from content/, with its size set so nothing shifts while it loads: the PNGs the build drew from its SVG,
 * the browser choosing the one for the screen's density, or the file itself.
 */
export function ContentIcon({ file, size, alt = "", width, className, eager = false }: ContentIconProps) {
  const raster = file?.iconRaster;
  return (
    <img
      src={raster?.src ?? fileUrl(file, alt ? `the icon "${alt}"` : "a content icon")}
      srcSet={raster?.srcSet}
      sizes={raster ? `${width ?? size}px` : undefined}
      width={width ?? size}
      height={size}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      // The box is the one asked for, whatever the file's own shape, which sits inside it whole.
      style={{ aspectRatio: `${width ?? size} / ${size}` }}
      className={`object-contain ${className ?? ""}`}
    />
  );
}

export const query = graphql`
  fragment ContentIconFile on File {
    publicURL
    iconRaster {
      src
      srcSet
    }
  }
`;
