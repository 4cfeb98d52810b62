import { Faq } from '../../components/faq/faq';
import { IconCards } from '../../components/icon-cards/icon-cards';
import { reasons, servicesFaq } from '../../content/services';
import { reasonIcons } from './reason-icons';
import reasonsLook from './reasons-section.module.css';
import { ServiceTiles } from './service-tiles';
import { ServicesHero } from './services-hero';
import { TechStack } from './tech-stack';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/** The services overview in the spec's order; the shell's footer with the contact form follows. */
export function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <StaticSection>
        <IconCards
          headingId="reasons-title"
          heading={reasons.heading}
          items={reasons.items}
          icons={reasonIcons}
          look={reasonsLook}
        />
      </StaticSection>
      <HydrateWhenVisible>
        <ServiceTiles />
      </HydrateWhenVisible>
      <StaticSection>
        <TechStack />
      </StaticSection>
      <HydrateWhenVisible>
        <Faq heading={servicesFaq.heading} items={servicesFaq.items} />
      </HydrateWhenVisible>
    </>
  );
}
