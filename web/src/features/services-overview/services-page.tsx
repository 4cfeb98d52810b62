import { Faq } from '../../components/faq/faq';
import { servicesFaq } from '../../content/services';
import { ReasonsSection } from './reasons-section';
import { ServiceTiles } from './service-tiles';
import { ServicesHero } from './services-hero';
import { TechStack } from './tech-stack';

/** The services overview in the spec's order; the shell's footer with the contact form follows. */
export function ServicesPage() {
  return (
    <>
      <ServicesHero />
      <ReasonsSection />
      <ServiceTiles />
      <TechStack />
      <Faq heading={servicesFaq.heading} items={servicesFaq.items} />
    </>
  );
}
