import { AdvantagesSection } from './advantages-section';
import { JobApplicationSection } from './application-form';
import { CareersHero } from './careers-hero';
import { HowWeHire } from './how-we-hire';
import type { CareersVacancy } from './load-careers';
import { VacanciesSection } from './vacancies-section';
import { WhyJoin } from './why-join';

/** The careers page in the spec's order; the shell's footer follows without the contact form. */
export function CareersPage({ vacancies }: { vacancies: CareersVacancy[] }) {
  return (
    <>
      <CareersHero />
      <WhyJoin />
      <HowWeHire />
      <VacanciesSection vacancies={vacancies} />
      <AdvantagesSection />
      <JobApplicationSection vacancies={vacancies.map(({ id, name }) => ({ id, name }))} />
    </>
  );
}
