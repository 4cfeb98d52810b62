import { SOCIAL_CARD } from '@agency/schema/social-card-size';
import { placeOf } from '@agency/schema/vacancy-place';
import { PAGE_CARDS } from '../../content/social-cards';
import { vacancyPageCopy as copy } from '../../content/careers';
import { pageHead, type HeadContext } from '../../lib/page-head';
import { cardAlt, socialCardPath } from '../../lib/social-card-path';
import type { CareersVacancy } from './load-careers';

/**
 * A vacancy page's head: "<name> | Careers | <brand>", its summary as the description, its own
 * social card once the API has drawn it (the careers card until then), and the canonical address
 * /careers/{slug}. A 404 names no canonical address and no card.
 */
export function vacancyHead(ctx: HeadContext, vacancy: CareersVacancy | undefined) {
  if (!vacancy) return pageHead(ctx, { title: copy.notFoundTitle, description: '' }, { notFound: true });
  const place = placeOf(vacancy);
  const facts = `${place} · English ${vacancy.languageLvl} · ${vacancy.experience}.`;
  const description = vacancy.summary ? `${facts} ${vacancy.summary}` : facts;
  const alt = vacancy.socialImageUrl
    ? cardAlt({ kind: `Careers · ${place}`, title: vacancy.name })
    : cardAlt(PAGE_CARDS['/careers']);
  return pageHead(
    ctx,
    { title: `${vacancy.name} | Careers`, description },
    { image: { url: vacancy.socialImageUrl ?? socialCardPath('/careers'), ...SOCIAL_CARD, alt } },
  );
}
