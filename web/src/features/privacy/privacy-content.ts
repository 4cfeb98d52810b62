/** Copy of the /privacy page; the full legal text is the static /privacy-policy.html. */
export const privacyMeta = {
  title: 'Privacy',
  description:
    'How the agency handles the details you send through the contact and job application forms: what we collect, why, for how long, and your rights.',
};

export const privacyUpdated = '2025-01-15';
