import { useKeenSlider, type KeenSliderInstance, type KeenSliderPlugin } from 'keen-slider/react';
import { useCallback, useState, type KeyboardEvent } from 'react';
import { CAROUSEL_BREAKPOINTS, CAROUSEL_SPEED_MS, CARD_CLICK_SLIDE_MS } from './carousel-constants';

export type CarouselOptions = {
  /** Drag distance per pixel moved (the spec's touch ratio); 1 by default. */
  dragSpeed?: number;
  /**
   * How long the wheel keeps being captured at the first or last slide before it scrolls the page
   * again. The gesture that reaches an edge never scrolls the page by accident.
   */
  wheelEdgeReleaseMs?: number;
  /** Called with the index of the first visible slide whenever it changes. */
  onSlideChange?: (index: number) => void;
};

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel moves the carousel one slide per gesture. At the first slide (scrolling up or left) or
 * the last (down or right) it keeps the page still until the slider has rested there for
 * `releaseMs`, then lets the wheel scroll the page.
 */
function wheelControls(releaseMs: number): KeenSliderPlugin {
  return (slider) => {
    let edgeSince = 0;
    let lockedUntil = 0;
    const atStart = () => slider.track.details.rel <= slider.track.details.minIdx;
    const atEnd = () => slider.track.details.rel >= slider.track.details.maxIdx;
    const markEdge = () => {
      edgeSince = atStart() || atEnd() ? Date.now() : 0;
    };
    const onWheel = (event: WheelEvent) => {
      if (slider.options.disabled) return;
      const delta = Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      if (delta === 0) return;
      const forward = delta > 0;
      const atEdge = forward ? atEnd() : atStart();
      if (atEdge && edgeSince && Date.now() - edgeSince >= releaseMs) return; // the page scrolls
      event.preventDefault();
      if (atEdge || Date.now() < lockedUntil) return;
      // One slide per gesture: a trackpad sends dozens of events for one flick.
      lockedUntil = Date.now() + CAROUSEL_SPEED_MS + 100;
      if (forward) slider.next();
      else slider.prev();
    };
    slider.on('created', () => {
      markEdge();
      slider.container.addEventListener('wheel', onWheel, { passive: false });
    });
    slider.on('slideChanged', markEdge);
    slider.on('destroyed', () => slider.container.removeEventListener('wheel', onWheel));
  };
}

/**
 * A keen-slider carousel with the site's breakpoints (a plain list below 768 px; 4, 5 and 6 slides
 * from 768, 1366 and 1920 px), 300 ms slides, wheel and keyboard control. Spread `containerProps`
 * on the track element; its children are the slides (class `keen-slider__slide`).
 */
export function useCarousel({ dragSpeed = 1, wheelEdgeReleaseMs = 0, onSlideChange }: CarouselOptions = {}) {
  const [current, setCurrent] = useState(0);
  const [enabled, setEnabled] = useState(false);

  const syncEnabled = (slider: KeenSliderInstance) => setEnabled(!slider.options.disabled);
  const [ref, instance] = useKeenSlider<HTMLDivElement>(
    {
      disabled: true,
      rubberband: false,
      dragSpeed,
      defaultAnimation: { duration: reducedMotion() ? 0 : CAROUSEL_SPEED_MS },
      slides: { perView: CAROUSEL_BREAKPOINTS[0].perView, spacing: 16 },
      breakpoints: Object.fromEntries(
        CAROUSEL_BREAKPOINTS.map(({ minWidth, perView }) => [
          `(min-width: ${minWidth}px)`,
          { disabled: false, slides: { perView, spacing: 16 } },
        ]),
      ),
      created: syncEnabled,
      optionsChanged: syncEnabled,
      slideChanged: (slider) => {
        setCurrent(slider.track.details.rel);
        onSlideChange?.(slider.track.details.rel);
      },
    },
    [wheelControls(wheelEdgeReleaseMs)],
  );

  /** Slides so that `index` is the first visible slide (as far as the track allows). */
  const moveTo = useCallback(
    (index: number, duration = CARD_CLICK_SLIDE_MS) => {
      const slider = instance.current;
      if (!slider || slider.options.disabled) return;
      slider.moveToIdx(Math.min(index, slider.track.details.maxIdx), true, {
        duration: reducedMotion() ? 0 : duration,
      });
    },
    [instance],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const slider = instance.current;
      if (!slider || slider.options.disabled) return;
      if (event.key === 'ArrowRight') slider.next();
      else if (event.key === 'ArrowLeft') slider.prev();
      else if (event.key === 'Home') slider.moveToIdx(0);
      else if (event.key === 'End') slider.moveToIdx(slider.track.details.maxIdx);
      else return;
      event.preventDefault();
    },
    [instance],
  );

  return { ref, instance, current, enabled, moveTo, onKeyDown };
}
