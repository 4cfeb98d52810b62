import gallery1 from '../../art/cases/joyn-gallery-1.svg?art';
import gallery2 from '../../art/cases/joyn-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A regional charge-point operator with 1,800 public chargers',
  duration: '7 months',
  team: 'An iOS engineer, an Android engineer, a backend engineer, a designer and a QA engineer',
  problem: [
    'Drivers needed an RFID card to start a charge and a separate terminal to pay. Nobody could see in advance whether a charger was free or working.',
    'The support line was flooded with the same call: “the charger won’t start”. Most of those sessions failed because of an expired card or a connector that was already in use.',
  ],
  solution: [
    'Joyn shows every charger on a live map with its connectors, power and status, starts a session with a QR scan or a tap, and pays with Apple Pay, Google Pay or a saved card.',
    'Behind the apps, a small service speaks OCPP to the chargers, so the phone knows the moment a session starts, how many kilowatt-hours went in and when the car is full.',
  ],
  features: [
    {
      title: 'Live availability',
      text: 'Free, busy and out-of-order chargers on the map, filtered by connector type and power.',
    },
    {
      title: 'Start with a scan',
      text: 'Scan the QR code on the charger or pick it on the map; no cards, no terminal.',
    },
    {
      title: 'Session at a glance',
      text: 'Energy delivered, cost so far and the time to 80%, with a notification when charging ends.',
    },
    {
      title: 'Reserve and plan',
      text: 'Hold a charger for 15 minutes on the way, and plan a longer trip with charging stops.',
    },
  ],
  stack: [
    { group: 'iOS', items: ['Swift', 'SwiftUI', 'MapKit', 'Apple Pay'] },
    { group: 'Android', items: ['Kotlin', 'Jetpack Compose', 'Google Maps SDK', 'Google Pay'] },
    { group: 'Back end', items: ['Node.js', 'OCPP 1.6 and 2.0.1', 'WebSockets', 'PostgreSQL', 'Stripe'] },
  ],
  results: [
    { value: '65%', label: 'of charging sessions started from the app within six months' },
    { value: '−48%', label: 'support calls about sessions that would not start' },
    { value: '< 2 min', label: 'from opening the app to a running charge' },
    { value: '4.6', label: 'average rating on both stores' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'A live charging session on a phone: a green progress ring, energy, time and cost cards and a stop button.',
    },
    {
      art: gallery2,
      alt: 'The list of nearby stations with availability, in front of the map of chargers.',
    },
  ],
};
