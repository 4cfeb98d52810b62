import { Faq } from '../../components/faq/faq';
import {
  outstaffComparison,
  outstaffFaq,
  outstaffHero,
  outstaffOtherServices,
  outstaffProcess,
  outstaffSuitedFor,
  outstaffTheme,
  outstaffValues,
} from '../../content/outstaff';
import { CardGrid } from './card-grid';
import { Comparison } from './comparison';
import { OtherServices } from './other-services';
import { PageHero } from './page-hero';
import { ProcessSteps } from './process-steps';
import { ServicePage } from './service-page';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/** /services/outstaff in the spec's order; the shell's footer (contact form) follows. */
export function OutstaffPage() {
  return (
    <ServicePage theme={outstaffTheme} crumb={{ name: 'Outstaffing', path: '/services/outstaff' }}>
      <PageHero hero={outstaffHero} />
      <StaticSection>
        <ProcessSteps
          id="process"
          heading={outstaffProcess.heading}
          intro={outstaffProcess.intro}
          steps={outstaffProcess.steps}
        />
      </StaticSection>
      <StaticSection>
        <CardGrid id="values" content={outstaffValues} />
      </StaticSection>
      <StaticSection>
        <CardGrid id="suited-for" content={outstaffSuitedFor} variant="check" tinted />
      </StaticSection>
      <StaticSection>
        <Comparison id="comparison" {...outstaffComparison} />
      </StaticSection>
      <HydrateWhenVisible>
        <Faq heading={outstaffFaq.heading} items={outstaffFaq.items} />
      </HydrateWhenVisible>
      <StaticSection>
        <OtherServices heading={outstaffOtherServices.heading} items={outstaffOtherServices.items} />
      </StaticSection>
    </ServicePage>
  );
}
