import gallery1 from '../../art/cases/tailors-gallery-1.svg?art';
import gallery2 from '../../art/cases/tailors-gallery-2.svg?art';
import gallery3 from '../../art/cases/tailors-gallery-3.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A family tailoring house with three showrooms',
  duration: '8 months',
  team: '2 web engineers, an iOS engineer, an Android engineer, a backend engineer and a designer',
  problem: [
    'The tailors wanted to sell made-to-measure suits and shirts online without losing what they are known for: the fit.',
    'On their pilot website, 22% of orders came back for a remake, almost always because a measurement had been taken wrongly at home.',
  ],
  solution: [
    'We built a web store and native apps on one product API. Customers configure a garment with a live preview, then take their measurements with a guided flow that explains each one with a short video.',
    'Every figure is checked against height, weight and the customer’s earlier orders before it reaches the atelier, and anyone unsure can book a fitting in a showroom instead.',
  ],
  features: [
    {
      title: 'Garment configurator',
      text: 'Fabric, lapels, buttons and lining, with a live preview and the price updating as you choose.',
    },
    {
      title: 'Guided measurements',
      text: 'Step-by-step videos and plausibility checks that flag a figure before it becomes a remake.',
    },
    {
      title: 'Saved profiles',
      text: 'Measurements saved once and reused, with notes from the tailor after a fitting.',
    },
    {
      title: 'Showroom booking',
      text: 'Book a fitting in one of the three showrooms and follow the order through the atelier.',
    },
  ],
  stack: [
    { group: 'Web', items: ['TypeScript', 'React', 'Next.js'] },
    { group: 'Mobile', items: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose'] },
    { group: 'Back end', items: ['Node.js', 'NestJS', 'PostgreSQL', 'Stripe', 'Algolia'] },
  ],
  results: [
    { value: '7%', label: 'of orders need a remake, down from 22% on the pilot site' },
    { value: '41%', label: 'of revenue comes from online orders after the first year' },
    { value: '+18%', label: 'average order value, thanks to the configurator' },
    { value: '9 in 10', label: 'orders designed in the configurator' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'A navy jacket on a phone with six fabric swatches, size options and the add-to-bag button.',
    },
    {
      art: gallery2,
      alt: 'The guided measurement screen with chest, waist and hip lines, in front of the catalogue.',
    },
    {
      art: gallery3,
      alt: 'The Tailors web store on a laptop: a featured collection and a row of jackets in different fabrics.',
    },
  ],
};
