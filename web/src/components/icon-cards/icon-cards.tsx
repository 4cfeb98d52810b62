import type { ReactNode } from 'react';
import base from './icon-cards.module.css';

/** The stroke every card icon is drawn with, in a 48 x 48 view box. */
export const ICON_STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export type IconCard<Icon extends string> = { icon: Icon; title: string; text: string };

type IconCardsProps<Icon extends string> = {
  /** The heading's id, which names the section for assistive technology. */
  headingId: string;
  heading: string;
  intro?: string;
  items: readonly IconCard<Icon>[];
  /** The drawing of each icon, in ICON_STROKE lines. */
  icons: Record<Icon, ReactNode>;
  /**
   * The page's own look: a CSS module with section, heading, intro, cards, card, icon, title and
   * text classes. It sets only what differs between pages; what they share is in this component's
   * module, so no rule is set twice and the order of the two files does not matter.
   */
  look: Readonly<Record<string, string>>;
};

/**
 * A section of cards that each carry a drawn icon, a title and a text: the careers page's
 * advantages, the company's values, the services overview's reasons. Icons are decorative: the
 * card's title says the same.
 */
export function IconCards<Icon extends string>({
  headingId,
  heading,
  intro,
  items,
  icons,
  look,
}: IconCardsProps<Icon>) {
  return (
    <section className={look.section} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={look.heading}>
          {heading}
        </h2>
        {intro && <p className={look.intro}>{intro}</p>}
        <ul className={`${base.cards} ${look.cards}`} role="list">
          {items.map((item) => (
            <li key={item.title} className={`${base.card} ${look.card}`}>
              <svg
                className={`${base.icon} ${look.icon}`}
                viewBox="0 0 48 48"
                width="48"
                height="48"
                aria-hidden="true"
                focusable="false"
              >
                {icons[item.icon]}
              </svg>
              <h3 className={look.title}>{item.title}</h3>
              <p className={base.text}>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
