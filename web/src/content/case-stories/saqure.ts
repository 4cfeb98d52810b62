import gallery1 from '../../art/cases/saqure-gallery-1.svg?art';
import gallery2 from '../../art/cases/saqure-gallery-2.svg?art';
import type { CaseStory } from '../types';

export const story: CaseStory = {
  client: 'A network of massage studios with therapists who also visit clients at home',
  duration: '6 months',
  team: 'An iOS engineer, an Android engineer, a backend engineer, a designer and a QA engineer',
  problem: [
    'Every booking went through the phone: receptionists juggled paper diaries and therapists’ messages, and the same hour was sometimes sold twice.',
    'One booking in seven ended in a no-show, and the studio only learned what a client needed, such as a sore shoulder or a lighter pressure, once they were on the table.',
  ],
  solution: [
    'SaQure lets clients choose a therapist, a technique and the length, mark the areas to focus on on a body map, and book a free slot in three taps, at the studio or at home.',
    'Therapists use the same app in a staff mode: their day’s schedule, directions to home visits and the client’s notes before the session starts.',
  ],
  features: [
    {
      title: 'Real-time slots',
      text: 'Every therapist’s calendar in one place, so an hour can never be booked twice.',
    },
    {
      title: 'Body map',
      text: 'Clients mark focus areas and pressure preferences; the therapist reads them before the session.',
    },
    {
      title: 'Deposits and reminders',
      text: 'A small deposit on booking and reminders the day before and an hour before.',
    },
    {
      title: 'Staff mode',
      text: 'Schedules, routes to home visits and session notes for the therapists.',
    },
  ],
  stack: [
    { group: 'iOS', items: ['Swift', 'SwiftUI', 'MapKit'] },
    { group: 'Android', items: ['Kotlin', 'Jetpack Compose', 'Google Maps SDK'] },
    {
      group: 'Back end',
      items: ['Node.js', 'PostgreSQL', 'Stripe', 'Firebase Cloud Messaging', 'Google Calendar sync'],
    },
  ],
  results: [
    { value: '4%', label: 'of bookings end in a no-show, down from 15%' },
    { value: '70%', label: 'of bookings made in the app within four months' },
    { value: '< 1 min', label: 'of reception time per booking, down from 6 minutes' },
    { value: '4.9', label: 'average rating in the App Store' },
  ],
  gallery: [
    {
      art: gallery1,
      alt: 'The SaQure body map on a phone with the back and shoulders marked and a pressure slider.',
    },
    {
      art: gallery2,
      alt: 'The list of therapists with ratings and prices, in front of the booking calendar with time slots.',
    },
  ],
};
