import { IconCards } from '../../components/icon-cards/icon-cards';
import { values } from '../../content/company';
import { CompanyHero } from './company-hero';
import { LeadershipSection } from './leadership-section';
import { ProcessSection } from './process-section';
import { valueIcons } from './value-icons';
import valuesLook from './values-section.module.css';
import { WeAre } from './we-are';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/** The company page in the spec's order; the shell's footer with the contact form follows. */
export function CompanyPage() {
  return (
    <>
      <CompanyHero />
      <StaticSection>
        <WeAre />
      </StaticSection>
      <StaticSection>
        <IconCards
          headingId="values-title"
          heading={values.heading}
          intro={values.intro}
          items={values.items}
          icons={valueIcons}
          look={valuesLook}
        />
      </StaticSection>
      <HydrateWhenVisible>
        <ProcessSection />
      </HydrateWhenVisible>
      <StaticSection>
        <LeadershipSection />
      </StaticSection>
    </>
  );
}
