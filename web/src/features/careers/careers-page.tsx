import { IconCards } from '../../components/icon-cards/icon-cards';
import { advantagesCopy } from '../../content/careers';
import { advantageIcons } from './advantage-icons';
import advantagesLook from './advantages-section.module.css';
import { JobApplicationSection } from './application-form';
import { CareersHero } from './careers-hero';
import { HowWeHire } from './how-we-hire';
import type { CareersData } from './load-careers';
import { VacanciesSection } from './vacancies-section';
import { WhyJoin } from './why-join';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/**
 * The careers page in the spec's order; the shell's footer follows without the contact form. It
 * carries no job postings: each vacancy's is on its own page (decision 038).
 */
export function CareersPage(data: CareersData) {
  return (
    <>
      <CareersHero />
      <StaticSection>
        <WhyJoin />
      </StaticSection>
      <StaticSection>
        <HowWeHire />
      </StaticSection>
      <HydrateWhenVisible>
        <VacanciesSection {...data} />
      </HydrateWhenVisible>
      <StaticSection>
        <IconCards
          headingId="advantages-title"
          heading={advantagesCopy.heading}
          intro={advantagesCopy.intro}
          items={advantagesCopy.items}
          icons={advantageIcons}
          look={advantagesLook}
        />
      </StaticSection>
      <HydrateWhenVisible>
        <JobApplicationSection hiring={data.total > 0} positions={data.positions} />
      </HydrateWhenVisible>
    </>
  );
}
