import { fileUrl, type QueriedFile } from "../utils/file-url";

interface ContentIconProps {
  file: QueriedFile;
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

/** An SVG from content/, served as a file with its size set so nothing shifts while it loads. */
export function ContentIcon({ file, size, alt = "", width, className, eager = false }: ContentIconProps) {
  return (
    <img
      src={fileUrl(file, alt ? `the icon "${alt}"` : "a content icon")}
      width={width ?? size}
      height={size}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
