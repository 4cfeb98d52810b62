import { JsonLd } from '../../components/json-ld/json-ld';
import { useSiteSettings, useSiteUrl } from '../../lib/site-settings';
import { graph, organization, website } from '../../lib/structured-data';
import { Hero } from './hero';
import { Industries } from './industries';
import { Portfolio } from './portfolio';
import { ServicesTabs } from './services-tabs';
import { WhoWeAre } from './who-we-are';
import { HydrateWhenVisible } from '../../components/hydration/hydrate-when-visible';

/** The home page in the spec's order; the shell's footer with the contact form follows. */
export function HomePage() {
  const site = { site: useSiteSettings(), siteUrl: useSiteUrl() };
  return (
    <>
      {/* Who the site belongs to, from the site settings (SITE_NAME, CONTACT_EMAIL, the profiles). */}
      <JsonLd data={graph(organization(site), website(site))} />
      <Hero />
      <HydrateWhenVisible>
        <WhoWeAre />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Industries />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <Portfolio />
      </HydrateWhenVisible>
      <HydrateWhenVisible>
        <ServicesTabs />
      </HydrateWhenVisible>
    </>
  );
}
