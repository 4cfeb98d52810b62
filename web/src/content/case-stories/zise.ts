import gallery1 from '../../art/cases/zise-gallery-1.svg?art';
import gallery2 from '../../art/cases/zise-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A licensed e-money start-up launching its first consumer product',
  duration: '9 months',
  team: 'An iOS engineer, an Android engineer, a backend engineer, a designer, 2 QA engineers and a PM',
  problem: [
    'The client had an e-money licence and a banking partner’s card API, but no product. Before launch, the apps had to pass the partner’s security review and a penetration test.',
    'Their prototype lost six in ten sign-ups during identity checks: the document scan failed in poor light and people gave up after the third retry.',
  ],
  solution: [
    'We designed and built native apps for iOS and Android around three everyday jobs: paying with a card, sending money to friends and understanding where the money went.',
    'Onboarding was rebuilt around the camera: live guidance for the document scan, a short liveness check and clear next steps if something needs a human review.',
  ],
  features: [
    {
      title: 'Onboarding in under 4 minutes',
      text: 'Document scan with live hints, a liveness check and an instant virtual card once the checks pass.',
    },
    {
      title: 'Cards under control',
      text: 'Freeze and unfreeze, spending limits, online-payment switches and the PIN, all from the phone.',
    },
    {
      title: 'Transfers by phone number',
      text: 'Send money to anyone in your contacts; friends without Zise get a link to claim it.',
    },
    {
      title: 'Spending insights',
      text: 'Payments sorted into categories automatically, with a monthly summary and budgets that warn early.',
    },
  ],
  stack: [
    { group: 'iOS', items: ['Swift', 'SwiftUI', 'Combine', 'Keychain'] },
    { group: 'Android', items: ['Kotlin', 'Jetpack Compose', 'Coroutines', 'Android Keystore'] },
    { group: 'Back end', items: ['Kotlin', 'Ktor', 'PostgreSQL', 'Certificate pinning'] },
    { group: 'Quality', items: ['XCTest', 'Espresso', 'Appium device farm', 'OWASP MASVS checklist'] },
  ],
  results: [
    { value: '78%', label: 'of sign-ups finish onboarding, up from 40% in the prototype' },
    { value: '0', label: 'critical findings in the banking partner’s penetration test' },
    { value: '120k', label: 'customers in the first year' },
    { value: '4.8', label: 'average rating in the App Store' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The Zise balance chart on a phone with time ranges and a list of assets, beside highlight cards.',
    },
    {
      art: gallery2,
      alt: 'The keypad for sending money to a friend, in front of the wallet home screen with the card and recent payments.',
    },
  ],
};
