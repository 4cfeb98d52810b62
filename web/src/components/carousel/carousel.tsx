import type { KeyboardEvent, ReactNode } from 'react';
import { counterLabel } from './carousel-constants';
import styles from './carousel.module.css';

type CarouselTrackProps = {
  /** The ref from useCarousel. */
  trackRef: (node: HTMLDivElement | null) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  /** What the carousel shows, e.g. 'Industries'. */
  label: string;
  enabled: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The track of a carousel (WAI-ARIA carousel pattern): a labelled region that takes the arrow
 * keys while it is a slider, and a plain list below 768 px.
 */
export function CarouselTrack({
  trackRef,
  onKeyDown,
  label,
  enabled,
  className,
  children,
}: CarouselTrackProps) {
  return (
    <div
      ref={trackRef}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={enabled ? 0 : undefined}
      onKeyDown={onKeyDown}
      className={['keen-slider', styles.track, className ?? ''].join(' ').trim()}
    >
      {children}
    </div>
  );
}

type CarouselSlideProps = {
  index: number;
  total: number;
  className?: string;
  children: ReactNode;
};

/** One slide, announced as 'slide 2 of 6'. */
export function CarouselSlide({ index, total, className, children }: CarouselSlideProps) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${total}`}
      className={['keen-slider__slide', styles.slide, className ?? ''].join(' ').trim()}
    >
      {children}
    </div>
  );
}

/** '01 / 06', announced politely when it changes. */
export function CarouselCounter({
  current,
  total,
  className,
}: {
  current: number;
  total: number;
  className?: string;
}) {
  return (
    <p
      className={[styles.counter, className ?? ''].join(' ').trim()}
      aria-live="polite"
      data-testid="carousel-counter"
    >
      {counterLabel(current, total)}
    </p>
  );
}
