import { useEffect, useState } from 'react';
import { CarouselCounter, CarouselSlide, CarouselTrack } from '../../components/carousel/carousel';
import { CARD_CLICK_SLIDE_MS, WHEEL_EDGE_RELEASE_MS } from '../../components/carousel/carousel-constants';
import { useCarousel } from '../../components/carousel/use-carousel';
import { Picture } from '../../components/picture/picture';
import { industries, industriesCopy as copy } from '../../content/home';
import type { IndustryCard } from '../../content/types';
import styles from './industries.module.css';
import { selectIndustry, useSelectedIndustry } from './industries-store';

type CardProps = {
  card: IndustryCard;
  open: boolean;
  hovered: boolean;
  onHover: (hovered: boolean) => void;
  onSelect: () => void;
};

/**
 * One industry: open (the selected one, its cover rolled up over the description) or closed.
 * Hovering or focusing a closed card rolls its cover up; leaving rolls it down again.
 */
function Card({ card, open, hovered, onHover, onSelect }: CardProps) {
  return (
    <article
      className={styles.card}
      data-status={open ? 'open' : 'closed'}
      data-cover={open || hovered ? 'up' : 'down'}
      onPointerEnter={() => onHover(true)}
      onPointerLeave={() => onHover(false)}
    >
      <p className={styles.number}>{card.number}</p>
      <h3 className={styles.title}>
        <button
          type="button"
          className={styles.button}
          aria-pressed={open}
          onClick={onSelect}
          onFocus={() => onHover(true)}
          onBlur={() => onHover(false)}
        >
          {card.title}
        </button>
      </h3>
      {/* The cover lies exactly over the description, so a closed card never shows part of a line. */}
      <div className={styles.body}>
        <ul className={styles.text}>
          {card.text.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className={styles.cover} aria-hidden="true">
          <Picture
            art={card.cover}
            alt=""
            sizes="(min-width: 1920px) 210px, (min-width: 1366px) 250px, (min-width: 768px) 25vw, 88px"
            className={styles.coverImage}
            draggable={false}
          />
        </div>
      </div>
    </article>
  );
}

/**
 * The six industries: a carousel from 768 px (4, 5 or 6 cards in view, wheel and arrow keys), a
 * plain list below. Choosing a card slides to it and remembers it for the session.
 */
export function Industries() {
  const selected = useSelectedIndustry(industries[0]?.number ?? '01');
  const index = Math.max(
    0,
    industries.findIndex((card) => card.number === selected),
  );
  const [hovered, setHovered] = useState<number | null>(null);
  const carousel = useCarousel({ wheelEdgeReleaseMs: WHEEL_EDGE_RELEASE_MS });
  const { enabled, moveTo } = carousel;

  // Back on the page (or after a reload), the remembered card is in view at once.
  useEffect(() => {
    if (enabled) moveTo(index, 0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the carousel starts: later moves come from clicks
  }, [enabled, moveTo]);

  return (
    <section className={styles.section} aria-labelledby="industries-title">
      <div className="container">
        <div className={styles.head}>
          <div>
            <h2 id="industries-title">{copy.heading}</h2>
            <p className={styles.intro}>{copy.intro}</p>
          </div>
          <CarouselCounter current={index + 1} total={industries.length} className={styles.counter} />
        </div>
        <CarouselTrack
          trackRef={carousel.ref}
          onKeyDown={carousel.onKeyDown}
          label={copy.carouselLabel}
          enabled={enabled}
          className={styles.track}
        >
          {industries.map((card, i) => (
            <CarouselSlide key={card.number} index={i} total={industries.length}>
              <Card
                card={card}
                open={i === index}
                hovered={hovered === i}
                onHover={(on) => setHovered((current) => (on ? i : current === i ? null : current))}
                onSelect={() => {
                  selectIndustry(card.number);
                  moveTo(i, CARD_CLICK_SLIDE_MS);
                }}
              />
            </CarouselSlide>
          ))}
        </CarouselTrack>
      </div>
    </section>
  );
}
