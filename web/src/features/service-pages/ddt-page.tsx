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

/** /services/ddt/ in the spec's order; the shell's footer (contact form) follows. */
export function DdtPage() {
  return (
    <ServicePage theme={ddtTheme} crumb={{ name: 'Dedicated Development Team', path: '/services/ddt' }}>
      <PageHero hero={ddtHero} />
      <InfoBlock
        id="about-ddt"
        heading={ddtInfo.heading}
        paragraphs={ddtInfo.paragraphs}
        stats={ddtInfo.stats}
      />
      <CardGrid id="values" content={ddtValues} />
      <ImageSwapProcess
        id="process"
        heading={ddtProcess.heading}
        intro={ddtProcess.intro}
        steps={ddtProcess.steps}
        images={ddtProcess.images}
      />
      <PhotoStrip id="photos" heading={ddtPhotos.heading} photos={ddtPhotos.items} />
      <CardGrid id="pros" content={ddtPros} />
      <Faq heading={ddtFaq.heading} items={ddtFaq.items} />
      <OtherServices heading={ddtOtherServices.heading} items={ddtOtherServices.items} />
    </ServicePage>
  );
}
