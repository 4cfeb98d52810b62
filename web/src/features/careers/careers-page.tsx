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
import { JobPostings } from './job-postings';

/** The careers page in the spec's order; the shell's footer follows without the contact form. */
export function CareersPage({ vacancies, readAt }: CareersData) {
  return (
    <>
      <JobPostings vacancies={vacancies} readAt={readAt} />
      <CareersHero />
      <WhyJoin />
      <HowWeHire />
      <VacanciesSection vacancies={vacancies} />
      <IconCards
        headingId="advantages-title"
        heading={advantagesCopy.heading}
        intro={advantagesCopy.intro}
        items={advantagesCopy.items}
        icons={advantageIcons}
        look={advantagesLook}
      />
      <JobApplicationSection vacancies={vacancies.map(({ id, name }) => ({ id, name }))} />
    </>
  );
}
