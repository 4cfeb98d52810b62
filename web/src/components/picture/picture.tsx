import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import type { ArtPicture } from '../../lib/content-shapes';
import { HERO_TIMING } from '../../lib/hero-timing';

type PictureProps = {
  art: ArtPicture;
  /** Empty for decoration. */
  alt: string;
  /** The rendered width per layout, e.g. '(min-width: 1366px) 50vw, 100vw'. */
  sizes?: string;
  /** The page's main image: fetched early and never lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  draggable?: boolean;
};

/**
 * Responsive AVIF/WebP artwork with its intrinsic width and height set, so it never shifts the
 * layout. Everything below the fold loads lazily.
 */
export function Picture({
  art,
  alt,
  sizes = '100vw',
  priority = false,
  className,
  style,
  draggable,
}: PictureProps) {
  if (priority) {
    // A preload in the document head lets the browser fetch the page's main image before it has
    // parsed the head's inlined CSS and reached the <img> (Lighthouse's LCP "load delay").
    const [format, srcSet] = Object.entries(art.sources)[0] ?? [];
    if (format && srcSet)
      preload(art.img.src, {
        as: 'image',
        type: `image/${format}`,
        imageSrcSet: srcSet,
        imageSizes: sizes,
        fetchPriority: 'high',
      });
  }
  return (
    <picture>
      {Object.entries(art.sources).map(([format, srcSet]) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        src={art.img.src}
        width={art.img.w}
        height={art.img.h}
        alt={alt}
        className={className}
        style={style}
        draggable={draggable}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...(priority && HERO_TIMING)}
      />
    </picture>
  );
}
