import { CompanyHero } from './company-hero';
import { LeadershipSection } from './leadership-section';
import { ProcessSection } from './process-section';
import { ValuesSection } from './values-section';
import { WeAre } from './we-are';

/** The company page in the spec's order; the shell's footer with the contact form follows. */
export function CompanyPage() {
  return (
    <>
      <CompanyHero />
      <WeAre />
      <ValuesSection />
      <ProcessSection />
      <LeadershipSection />
    </>
  );
}
