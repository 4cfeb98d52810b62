import type { ArtPicture } from '../../lib/content-shapes';
import { HERO_TIMING } from '../../lib/hero-timing';

/** Phones show the drawing's right part, scaled up 1366/836 times (hero.module.css). */
const SMALL_SIZES = '(max-width: 767px) 164vw, 100vw';

type HeroArtProps = {
  /** The 1920x978 drawing, shown from 1920 px wide. */
  large: ArtPicture;
  /** The 1366x668 drawing, shown below that. */
  small: ArtPicture;
  alt: string;
  priority?: boolean;
  className?: string;
};

/**
 * One hero image in its two drawn sizes: <source media> picks the large drawing on wide screens and
 * the smaller one elsewhere, each in AVIF or WebP at the width the screen needs.
 */
export function HeroArt({ large, small, alt, priority = false, className }: HeroArtProps) {
  return (
    <picture>
      {Object.entries(large.sources).map(([format, srcSet]) => (
        <source
          key={`large-${format}`}
          media="(min-width: 1920px)"
          type={`image/${format}`}
          srcSet={srcSet}
          sizes="100vw"
        />
      ))}
      {Object.entries(small.sources).map(([format, srcSet]) => (
        <source key={`small-${format}`} type={`image/${format}`} srcSet={srcSet} sizes={SMALL_SIZES} />
      ))}
      <img
        src={small.img.src}
        width={small.img.w}
        height={small.img.h}
        alt={alt}
        className={className}
        draggable={false}
        decoding={priority ? 'sync' : 'async'}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        {...(priority && HERO_TIMING)}
      />
    </picture>
  );
}
