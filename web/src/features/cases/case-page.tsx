import { caseBySlug, casePageCopy, nextCase } from '../../content/cases';
import type { CaseStory } from '../../content/case-stories/story';
import type { CaseSlug } from '../../content/types';
import { CaseHero } from './case-hero';
import { CaseNav } from './case-nav';
import { CaseChallenge, CaseOutcome } from './case-story';
import { StartProject } from './start-project';

/** /cases/{slug}: one case from the problem to the results; the footer's contact form follows. */
export function CasePage({ slug, story }: { slug: CaseSlug; story: CaseStory }) {
  const item = caseBySlug(slug);
  return (
    <article>
      <CaseHero item={item} story={story} />
      <CaseChallenge item={item} story={story} />
      <CaseOutcome story={story} />
      <CaseNav next={nextCase(slug)} />
      <StartProject
        title={casePageCopy.ctaTitle(item.title)}
        text={casePageCopy.ctaText}
        label={casePageCopy.startProject}
      />
    </article>
  );
}
