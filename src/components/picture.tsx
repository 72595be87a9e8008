import type { IGatsbyImageData } from "gatsby-plugin-image";

interface PictureProps {
  /** gatsbyImageData from gatsby-plugin-image (resized and converted at build time). */
  image: IGatsbyImageData;
  alt: string;
  /** For an image in the first view: fetched at once and with high priority, instead of lazily. */
  priority?: boolean;
}

/**
 * gatsby-plugin-image's output as a plain <picture>: AVIF and WebP sources with the JPEG fallback, painted as soon
 * as it arrives. GatsbyImage would hide it until a script runs and bring react-dom/server to the browser. The
 * dominant colour fills the box while the image loads; width and height keep the box from shifting.
 */
export function Picture({ image, alt, priority = false }: PictureProps) {
  const { sources = [], fallback } = image.images;
  return (
    <picture>
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
        className="block h-auto w-full"
      />
    </picture>
  );
}
