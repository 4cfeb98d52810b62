import type { KeenSliderInstance } from 'keen-slider/react';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CarouselCounter, CarouselSlide, CarouselTrack } from '../../components/carousel/carousel';
import {
  CARD_CLICK_SLIDE_MS,
  CAROUSEL_SPEED_MS,
  TOUCH_RATIO,
  WHEEL_EDGE_RELEASE_MS,
} from '../../components/carousel/carousel-constants';
import { useCarousel } from '../../components/carousel/use-carousel';
import type { SliderService } from '../../content/service-page-types';
import section from './section.module.css';
import styles from './services-slider.module.css';

type ServicesSliderProps = {
  id: string;
  heading: string;
  intro: string;
  /** The carousel's accessible name. */
  label: string;
  services: SliderService[];
};

const perView = (slider: KeenSliderInstance) => {
  const slides = slider.options.slides;
  const value = typeof slides === 'object' && slides ? slides.perView : undefined;
  return typeof value === 'number' ? value : 1;
};

/**
 * The services carousel: one card is active and the counter ('01 / 05') names it. The arrow keys,
 * the mouse wheel (one card per gesture), the buttons and a click make another card active, and
 * the track slides only when that card is out of view, so every card can be reached even where
 * all five fit on screen. Dragging (touch ratio 0.3) moves the track and the active card follows.
 * Below 768 px the cards are a plain stacked list.
 */
export function ServicesSlider({ id, heading, intro, label, services }: ServicesSliderProps) {
  const total = services.length;
  const [active, setActive] = useState(0);
  const activeRef = useRef(0);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const carousel = useCarousel({
    dragSpeed: TOUCH_RATIO,
    onSlideChange: (first) => {
      const slider = carousel.instance.current;
      const last = first + (slider ? perView(slider) : 1) - 1;
      setActive((current) => Math.min(Math.max(current, first), last));
    },
  });
  const { instance, moveTo, enabled } = carousel;

  const activate = useCallback(
    (index: number, duration: number) => {
      const next = Math.max(0, Math.min(total - 1, index));
      activeRef.current = next;
      setActive(next);
      const slider = instance.current;
      if (!slider || slider.options.disabled) return;
      const first = slider.track.details.rel;
      const count = perView(slider);
      if (next < first) moveTo(next, duration);
      else if (next > first + count - 1) moveTo(next - count + 1, duration);
    },
    [instance, moveTo, total],
  );

  // When the active card last reached the first or last place (0 when it is in between).
  const edgeSince = useRef(0);
  useEffect(() => {
    activeRef.current = active;
    edgeSince.current = active === 0 || active === total - 1 ? Date.now() : 0;
  }, [active, total]);

  // The wheel moves the active card one place per gesture. At the first or last card it keeps the
  // page still until the card has been there for 800 ms, then lets the page scroll. Listening in
  // the capture phase on the wrapper takes the wheel from the carousel's own track control.
  useEffect(() => {
    const node = wrapperRef.current;
    if (!node) return;
    let lockedUntil = 0;
    const onWheel = (event: WheelEvent) => {
      const slider = instance.current;
      if (!slider || slider.options.disabled) return;
      event.stopPropagation();
      const delta = Math.abs(event.deltaY) > Math.abs(event.deltaX) ? event.deltaY : event.deltaX;
      if (delta === 0) return;
      const forward = delta > 0;
      const current = activeRef.current;
      const atEdge = forward ? current === total - 1 : current === 0;
      if (atEdge && edgeSince.current && Date.now() - edgeSince.current >= WHEEL_EDGE_RELEASE_MS) return;
      event.preventDefault();
      if (atEdge || Date.now() < lockedUntil) return;
      // One card per gesture: a trackpad sends dozens of events for one flick.
      lockedUntil = Date.now() + CAROUSEL_SPEED_MS + 100;
      activate(current + (forward ? 1 : -1), CAROUSEL_SPEED_MS);
    };
    node.addEventListener('wheel', onWheel, { capture: true, passive: false });
    return () => node.removeEventListener('wheel', onWheel, { capture: true });
  }, [activate, instance, total]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled) return;
    const next =
      event.key === 'ArrowRight'
        ? active + 1
        : event.key === 'ArrowLeft'
          ? active - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    activate(next, CAROUSEL_SPEED_MS);
  };

  return (
    <section className={section.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id={`${id}-heading`} className={section.heading}>
              {heading}
            </h2>
            <p className={section.intro}>{intro}</p>
          </div>
          <div className={styles.controls}>
            <button
              type="button"
              className={styles.arrow}
              aria-label="Previous service"
              disabled={active === 0}
              onClick={() => activate(active - 1, CAROUSEL_SPEED_MS)}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M15 5l-7 7 7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            <CarouselCounter current={active + 1} total={total} className={styles.counter} />
            <button
              type="button"
              className={styles.arrow}
              aria-label="Next service"
              disabled={active === total - 1}
              onClick={() => activate(active + 1, CAROUSEL_SPEED_MS)}
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
                <path
                  d="M9 5l7 7-7 7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        </div>
        <div ref={wrapperRef}>
          <CarouselTrack
            trackRef={carousel.ref}
            onKeyDown={onKeyDown}
            label={label}
            enabled={enabled}
            className={styles.track}
          >
            {services.map((service, index) => (
              <CarouselSlide key={service.title} index={index} total={total} className={styles.slide}>
                <article
                  className={`${styles.card} ${index === active ? styles.active : ''}`}
                  aria-current={enabled && index === active ? 'true' : undefined}
                  onClick={() => activate(index, CARD_CLICK_SLIDE_MS)}
                >
                  <span className={styles.number} aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <h3 className={styles.title}>{service.title}</h3>
                  <p className={styles.text}>{service.text}</p>
                  <ul className={styles.tags} aria-label="Technologies">
                    {service.tags.map((tag) => (
                      <li key={tag}>{tag}</li>
                    ))}
                  </ul>
                </article>
              </CarouselSlide>
            ))}
          </CarouselTrack>
        </div>
      </div>
    </section>
  );
}
