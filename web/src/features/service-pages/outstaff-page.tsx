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

/** /services/outstaff in the spec's order; the shell's footer (contact form) follows. */
export function OutstaffPage() {
  return (
    <ServicePage theme={outstaffTheme} crumb={{ name: 'Outstaffing', path: '/services/outstaff' }}>
      <PageHero hero={outstaffHero} />
      <ProcessSteps
        id="process"
        heading={outstaffProcess.heading}
        intro={outstaffProcess.intro}
        steps={outstaffProcess.steps}
      />
      <CardGrid id="values" content={outstaffValues} />
      <CardGrid id="suited-for" content={outstaffSuitedFor} variant="check" tinted />
      <Comparison id="comparison" {...outstaffComparison} />
      <Faq heading={outstaffFaq.heading} items={outstaffFaq.items} />
      <OtherServices heading={outstaffOtherServices.heading} items={outstaffOtherServices.items} />
    </ServicePage>
  );
}
