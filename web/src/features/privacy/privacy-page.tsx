import { Link } from '@tanstack/react-router';
import { leadRetentionText } from '@agency/schema/site-settings';
import { useSiteSettings } from '../../lib/site-settings';
import { privacyUpdated } from './privacy-content';
import styles from './privacy-page.module.css';
import policy from '../../components/policy-page/policy-page.module.css';
import { HydrateWhenVisible, StaticSection } from '../../components/hydration/hydrate-when-visible';
import { PrivacyRequestForm } from './privacy-request-form';
import form from './privacy-request-form.module.css';

export function PrivacyPage() {
  // PRIVACY_EMAIL (or CONTACT_EMAIL); without either, requests go through the contact form.
  const { privacyEmail, leadRetentionDays } = useSiteSettings();
  return (
    <>
      <StaticSection>
        <article className={`${policy.page} ${styles.page}`}>
          <header className={policy.intro}>
            <p className={policy.eyebrow}>Privacy</p>
            <h1>Your data, handled with care</h1>
            <p className={policy.lead}>
              This page explains, in plain words, what happens to the details you give us on this website. The
              complete policy is available as a{' '}
              <a href="/privacy-policy.html" className={policy.link}>
                printable privacy policy
              </a>
              .
            </p>
            <p className={policy.updated}>
              Last updated: <time dateTime={privacyUpdated}>15 January 2025</time>
            </p>
          </header>

          <section aria-labelledby="privacy-who">
            <h2 id="privacy-who">Who we are</h2>
            <p>
              We are a software development agency offering dedicated development teams, outstaffing and
              outsourcing for web, mobile, design and quality assurance. We decide why and how the details you
              send us are used, so we are responsible for them.
            </p>
          </section>

          <section aria-labelledby="privacy-collect">
            <h2 id="privacy-collect">What the forms collect</h2>
            <p>We only receive what you type into our two forms:</p>
            <ul className={policy.list}>
              <li>
                <strong>Contact form</strong>: your name, e-mail address, country, what you are interested in,
                your message and, if you choose to add one, a file (PDF or Word document, up to 5 MB).
              </li>
              <li>
                <strong>Job application form</strong>: your name, e-mail address, country, the position you
                apply for, your message and, if you choose to add one, your CV (PDF or Word document, up to 5
                MB).
              </li>
            </ul>
            <p>
              Our server also keeps short-lived technical records (such as your IP address) to stop spam and
              abuse. We do not run advertising or tracking scripts.
            </p>
            <p>
              With either form we also receive where your visit began: the first page you opened in that
              browser tab, the address of the site that linked you there, and any campaign tags in that link
              (utm_source, utm_medium, utm_campaign, utm_term, utm_content). We use them only to learn which
              of our articles, newsletters and listings bring enquiries, and we keep them with your message,
              for as long as it.
            </p>
          </section>

          <section aria-labelledby="privacy-why">
            <h2 id="privacy-why">Why we use it</h2>
            <ul className={policy.list}>
              <li>To answer your enquiry and prepare an offer you asked for.</li>
              <li>To consider your application for a role with us and to contact you about it.</li>
              <li>To keep the website secure and the forms free of spam.</li>
            </ul>
            <p>
              We never sell your details and never use them for unrelated marketing. Only the staff who handle
              enquiries or hiring can read them.
            </p>
          </section>

          <section aria-labelledby="privacy-retention">
            <h2 id="privacy-retention">How long we keep it</h2>
            <p>
              {leadRetentionText(leadRetentionDays)} A file that was uploaded but never sent with a form is
              deleted automatically within 24 hours.
            </p>
          </section>

          <section aria-labelledby="privacy-storage">
            <h2 id="privacy-storage">What your browser stores</h2>
            <p>
              The site remembers your answer to the cookie notice in your browser&apos;s local storage and
              keeps two small flags for the current visit (whether the opening animation has played, and
              whether you came from this page). None of them identifies you or leaves your device.
            </p>
            <p>
              For the current tab only, session storage also keeps where your visit began (the page, the
              linking site and campaign tags described above). It is not a cookie, it is gone when you close
              the tab, and it leaves your device only if you send us a form.
            </p>
          </section>

          <section aria-labelledby="privacy-rights">
            <h2 id="privacy-rights">Your rights</h2>
            <p>
              You may ask us for a copy of the details we hold about you, ask us to correct or delete them,
              object to how we use them or ask us to stop. You may also complain to your local data protection
              authority. To ask, use{' '}
              <a href="#privacy-request" className={policy.link}>
                the request form below
              </a>
              : we confirm the request with a link sent to your e-mail address and answer within one month.
            </p>
          </section>

          <section aria-labelledby="privacy-contact">
            <h2 id="privacy-contact">Contact</h2>
            <p>
              {privacyEmail ? (
                <>
                  Write to{' '}
                  <a href={`mailto:${privacyEmail}`} className={policy.link}>
                    {privacyEmail}
                  </a>{' '}
                  with any question or request about your data.
                </>
              ) : (
                <>
                  Send any question or request about your data through{' '}
                  <Link to="/" hash="contact" className={policy.link}>
                    the contact form
                  </Link>
                  .
                </>
              )}{' '}
              We reply within a few days.
            </p>
          </section>
        </article>
      </StaticSection>
      {/* Its own form, not the contact form: a request about one's data is not a sales lead (decision 057). */}
      <section
        className={`${policy.page} ${styles.page} ${styles.request}`}
        aria-labelledby="privacy-request"
      >
        <h2 id="privacy-request">Ask about your data</h2>
        <p>
          See, export, correct or erase what we hold about you. We send a link to the address you give; the
          request reaches us once you open it.
        </p>
        <div className={form.card}>
          <HydrateWhenVisible>
            <PrivacyRequestForm />
          </HydrateWhenVisible>
        </div>
      </section>
    </>
  );
}
