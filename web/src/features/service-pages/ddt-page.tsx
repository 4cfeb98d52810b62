import { Faq } from '../../components/faq/faq';
import {
  ddtFaq,
  ddtHero,
  ddtInfo,
  ddtOtherServices,
  ddtPhotos,
  ddtProcess,
  ddtPros,
  ddtTheme,
  ddtValues,
} from '../../content/ddt';
import { CardGrid } from './card-grid';
import { ImageSwapProcess } from './image-swap-process';
import { InfoBlock } from './info-block';
import { OtherServices } from './other-services';
import { PageHero } from './page-hero';
import { PhotoStrip } from './photo-strip';
import { ServicePage } from './service-page';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';

/** /services/ddt/ in the spec's order; the shell's footer (contact form) follows. */
export function DdtPage() {
  return (
    <ServicePage theme={ddtTheme} crumb={{ name: 'Dedicated Development Team', path: '/services/ddt' }}>
      <PageHero hero={ddtHero} />
      <StaticSection>
        <InfoBlock
          id="about-ddt"
          heading={ddtInfo.heading}
          paragraphs={ddtInfo.paragraphs}
          stats={ddtInfo.stats}
        />
      </StaticSection>
      <StaticSection>
        <CardGrid id="values" content={ddtValues} />
      </StaticSection>
      <HydrateWhenVisible>
        <ImageSwapProcess
          id="process"
          heading={ddtProcess.heading}
          intro={ddtProcess.intro}
          steps={ddtProcess.steps}
          images={ddtProcess.images}
        />
      </HydrateWhenVisible>
      <StaticSection>
        <PhotoStrip id="photos" heading={ddtPhotos.heading} photos={ddtPhotos.items} />
      </StaticSection>
      <StaticSection>
        <CardGrid id="pros" content={ddtPros} />
      </StaticSection>
      <HydrateWhenVisible>
        <Faq heading={ddtFaq.heading} items={ddtFaq.items} />
      </HydrateWhenVisible>
      <StaticSection>
        <OtherServices heading={ddtOtherServices.heading} items={ddtOtherServices.items} />
      </StaticSection>
    </ServicePage>
  );
}
