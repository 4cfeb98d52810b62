import { Hero } from './hero';
import { Industries } from './industries';
import { Portfolio } from './portfolio';
import { ServicesTabs } from './services-tabs';
import { WhoWeAre } from './who-we-are';

/** The home page in the spec's order; the shell's footer with the contact form follows. */
export function HomePage() {
  return (
    <>
      <Hero />
      <WhoWeAre />
      <Industries />
      <Portfolio />
      <ServicesTabs />
    </>
  );
}
