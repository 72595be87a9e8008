import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PictureProps {
  /**
   * gatsbyImageData from gatsby-plugin-image (resized and converted at build time), made to fit inside the frame's
   * box: width and height in SCREENSHOT_RATIO with `transformOptions: { fit: INSIDE }`.
   */
  image: IGatsbyImageData;
  alt: string;
  /** For an image in the first view: fetched at once and with high priority, instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A screenshot in the page's frame, 16:10 whatever the screenshot's own shape: a phone's tall screenshot is shown
 * whole in the middle of it, never cropped and never taller than the frame.
 *
 * gatsby-plugin-image's output is drawn as a plain <picture>: AVIF and WebP sources with the JPEG or PNG fallback,
 * painted as soon as it arrives. GatsbyImage would hide it until a script runs and bring react-dom/server to the
 * browser. The dominant colour fills the frame while the image loads, and beside a screenshot of another shape.
 */
export function Picture({ image, alt, priority = false, className = "" }: PictureProps) {
  const { sources = [], fallback } = image.images;
  return (
    <picture className={`block aspect-[16/10] overflow-hidden rounded-2xl border border-line bg-ink-800 ${className}`}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding="async"
        style={{ backgroundColor: image.backgroundColor }}
        className="block size-full object-contain"
      />
    </picture>
  );
}
