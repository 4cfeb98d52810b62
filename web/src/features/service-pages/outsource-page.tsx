import { Faq } from '../../components/faq/faq';
import {
  outsourceFaq,
  outsourceHero,
  outsourceHowItWorks,
  outsourceOtherServices,
  outsourceProcess,
  outsourcePros,
  outsourceServices,
  outsourceSuitedFor,
  outsourceTheme,
} from '../../content/outsource';
import { CardGrid } from './card-grid';
import { InfoBlock } from './info-block';
import { OtherServices } from './other-services';
import { PageHero } from './page-hero';
import { ProcessTabs } from './process-tabs';
import { ServicePage } from './service-page';
import { ServicesSlider } from './services-slider';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/** /services/outsource in the spec's order; the shell's footer (contact form) follows. */
export function OutsourcePage() {
  return (
    <ServicePage theme={outsourceTheme} crumb={{ name: 'Outsourcing', path: '/services/outsource' }}>
      <PageHero hero={outsourceHero} />
      <StaticSection>
        <InfoBlock
          id="how-it-works"
          heading={outsourceHowItWorks.heading}
          paragraphs={outsourceHowItWorks.paragraphs}
          points={outsourceHowItWorks.points}
          image={outsourceHowItWorks.scheme}
        />
      </StaticSection>
      <StaticSection>
        <CardGrid id="pros" content={outsourcePros} tinted />
      </StaticSection>
      <StaticSection>
        <CardGrid id="suited-for" content={outsourceSuitedFor} variant="check" />
      </StaticSection>
      <HydrateWhenVisible>
        <ProcessTabs
          id="process"
          heading={outsourceProcess.heading}
          intro={outsourceProcess.intro}
          tabs={outsourceProcess.tabs}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ServicesSlider
          id="services"
          heading={outsourceServices.heading}
          intro={outsourceServices.intro}
          label={outsourceServices.label}
          services={outsourceServices.items}
        />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Faq heading={outsourceFaq.heading} items={outsourceFaq.items} />
      </HydrateWhenVisible>
      <StaticSection>
        <OtherServices heading={outsourceOtherServices.heading} items={outsourceOtherServices.items} />
      </StaticSection>
    </ServicePage>
  );
}
