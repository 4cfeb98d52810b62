import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { serviceTiles as copy, type ServiceTile, type ServiceTileKey } from '../../content/services';
import { SERVICE_TILE_DELAY_MS } from './services-constants';
import styles from './service-tiles.module.css';

/** A click that should keep the browser's own meaning (new tab, new window, download...). */
const isModified = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * The three service models. Each tile's title is a real link stretched over the tile (new tab,
 * copy link and crawlers work; its name is just the title), but a plain click plays a short press-and-leave animation and opens the page with the router after
 * SERVICE_TILE_DELAY_MS (spec: 400 ms).
 */
export function ServiceTiles() {
  const router = useRouter();
  const [leaving, setLeaving] = useState<ServiceTileKey | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const open = (tile: ServiceTile) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || isModified(event)) return;
    event.preventDefault();
    if (leaving) return;
    setLeaving(tile.key);
    // Fetch the page's code and data while the animation plays.
    router.preloadRoute({ to: tile.href }).catch(() => {});
    timer.current = window.setTimeout(() => {
      void router.navigate({ to: tile.href });
    }, SERVICE_TILE_DELAY_MS);
  };

  return (
    <section className={styles.section} aria-labelledby="tiles-title">
      <div className="container">
        <h2 id="tiles-title">{copy.heading}</h2>
        <p className={styles.intro}>{copy.intro}</p>
        <ul className={styles.tiles} role="list">
          {copy.items.map((tile) => (
            <li key={tile.key} className={styles.tile} data-leaving={leaving === tile.key ? '' : undefined}>
              <TileIcon tile={tile.key} />
              <h3 className={styles.title}>
                {/* The link's box is stretched over the whole tile (::after), so the tile is one target. */}
                <a
                  href={tile.href}
                  className={styles.link}
                  aria-describedby={`tile-${tile.key}-text`}
                  onClick={open(tile)}
                >
                  {tile.title}
                </a>
              </h3>
              <p id={`tile-${tile.key}-text`} className={styles.text}>
                {tile.text}
              </p>
              <ul className={styles.points}>
                {tile.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
              <span className={styles.more} aria-hidden="true">
                {copy.more}
                <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
                  <path
                    d="M5 12h14M13 6l6 6-6 6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TileIcon({ tile }: { tile: ServiceTileKey }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" className={styles.iconBack} />
      {tile === 'outsource' ? (
        // A parcel: the whole project handed over.
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round">
          <path d="M18 24l14-7 14 7v16l-14 7-14-7z" />
          <path d="M18 24l14 7 14-7M32 31v16" />
        </g>
      ) : tile === 'outstaff' ? (
        // A person joining: engineers added to your team.
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <circle cx="27" cy="25" r="6" />
          <path d="M16 45c0-8 5-12 11-12s11 4 11 12M44 22v10M39 27h10" />
        </g>
      ) : (
        // Three people: a team of your own.
        <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <circle cx="32" cy="23" r="5" />
          <circle cx="20" cy="29" r="4" />
          <circle cx="44" cy="29" r="4" />
          <path d="M24 44c0-7 4-11 8-11s8 4 8 11M13 44c0-5 3-8 7-8M51 44c0-5-3-8-7-8" />
        </g>
      )}
    </svg>
  );
}
