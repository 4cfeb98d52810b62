import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
// Relative imports: Vite bundles the config with them, while a workspace package's TypeScript
// sources would be left to Node, which cannot load them.
import { CASE_SLUGS } from '../schema/src/site-pages.ts';
import { drawSocialCard } from '../schema/src/social-card.ts';
import { CASE_FACTS } from './src/content/case-facts.ts';
import { caseCard, caseCardArt, PAGE_CARDS, type FixedCard } from './src/content/social-cards.ts';
import { socialCardPath } from './src/lib/social-card-path.ts';

const ART = path.resolve(import.meta.dirname, 'src/art');
const CACHE = path.resolve(import.meta.dirname, 'node_modules/.cache/social-cards');
// The drawing code itself is part of every card's key, so a new layout redraws them all.
const DRAWER = path.resolve(import.meta.dirname, '../schema/src/social-card.ts');

/** Every fixed page's card: the pages of PAGE_CARDS and one per case. */
function allCards(): { page: string; card: FixedCard }[] {
  return [
    ...Object.entries(PAGE_CARDS).map(([page, card]) => ({ page, card: card as FixedCard })),
    ...CASE_SLUGS.map((slug) => ({
      page: `/cases/${slug}`,
      card: { ...caseCard(CASE_FACTS[slug]), art: caseCardArt(slug) },
    })),
  ];
}

/**
 * Draws the social card of every fixed page (og:image) into dist/client/social/ during the browser
 * build. Drawing takes about a second a card, so each is kept in node_modules/.cache/social-cards
 * under a hash of its words, its artwork and the drawing code, and only changed cards are redrawn.
 */
export function socialCards(): Plugin {
  return {
    name: 'agency:social-cards',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async generateBundle() {
      fs.mkdirSync(CACHE, { recursive: true });
      const drawer = fs.readFileSync(DRAWER);
      for (const { page, card } of allCards()) {
        const art = card.art ? fs.readFileSync(path.join(ART, card.art)) : undefined;
        const key = createHash('sha256')
          .update(JSON.stringify([card.kind, card.title]))
          .update(art ?? '')
          .update(drawer)
          .digest('hex')
          .slice(0, 32);
        const cached = path.join(CACHE, `${key}.png`);
        if (!fs.existsSync(cached)) {
          const png = await drawSocialCard({ kind: card.kind, title: card.title, art });
          fs.writeFileSync(cached, png);
        }
        this.emitFile({
          type: 'asset',
          fileName: socialCardPath(page).slice(1),
          source: fs.readFileSync(cached),
        });
      }
    },
  };
}
