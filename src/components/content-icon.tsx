import { fileUrl, type QueriedFile } from "../utils/file-url";

interface ContentIconProps {
  file: QueriedFile;
  size: number;
  /** Empty for decorative icons that sit beside their own text. */
  alt?: string;
  width?: number;
  className?: string;
}

/** An SVG from content/, served as a file with its size set so nothing shifts while it loads. */
export function ContentIcon({ file, size, alt = "", width, className }: ContentIconProps) {
  return (
    <img
      src={fileUrl(file, alt ? `the icon "${alt}"` : "a content icon")}
      width={width ?? size}
      height={size}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
