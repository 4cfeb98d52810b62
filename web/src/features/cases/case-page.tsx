import { caseBySlug, casePageCopy, nextCase } from '../../content/cases';
import type { CaseStory } from '../../content/types';
import type { CaseSlug } from '../../content/types';
import { JsonLd } from '../../components/json-ld/json-ld';
import { useSiteSettings, useSiteUrl } from '../../lib/site-settings';
import { breadcrumbs, graph } from '../../lib/structured-data';
import { CaseHero } from './case-hero';
import { CaseNav } from './case-nav';
import { CaseChallenge, CaseOutcome } from './case-story';
import { StartProject } from './start-project';
import { StaticSection } from '../../components/hydration/hydrate-when-visible';

/** /cases/{slug}: one case from the problem to the results; the footer's contact form follows. */
export function CasePage({ slug, story }: { slug: CaseSlug; story: CaseStory }) {
  const item = caseBySlug(slug);
  const site = { site: useSiteSettings(), siteUrl: useSiteUrl() };
  return (
    <article>
      <JsonLd
        data={graph(
          breadcrumbs(site, [
            { name: 'Cases', path: '/cases' },
            { name: item.title, path: `/cases/${slug}` },
          ]),
        )}
      />
      <CaseHero item={item} story={story} />
      <StaticSection>
        <CaseChallenge item={item} story={story} />
      </StaticSection>
      <StaticSection>
        <CaseOutcome story={story} />
      </StaticSection>
      <StaticSection>
        <CaseNav next={nextCase(slug)} />
      </StaticSection>
      <StaticSection>
        <StartProject
          title={casePageCopy.ctaTitle(item.title)}
          text={casePageCopy.ctaText}
          label={casePageCopy.startProject}
        />
      </StaticSection>
    </article>
  );
}
