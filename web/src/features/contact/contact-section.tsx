import { ContactForm } from './contact-form';
import styles from './contact-form.module.css';
import layout from '../../components/form/lead-form.module.css';

/** The footer's contact section (every page but /careers); 'Contact us' links jump to #contact. */
export function ContactSection() {
  return (
    <section id="contact" className={layout.section} aria-labelledby="contact-title">
      <div className={`container ${layout.inner}`}>
        <div className={styles.intro}>
          <h2 id="contact-title" className={layout.title}>
            Let's build something great together!
          </h2>
          <p className={styles.promise}>Leave us a message and we will reply within a few days.</p>
          <p className={styles.introText}>
            Tell us about your product, your team or the idea you are still shaping. A manager reads every
            message and gets back to you with next steps, an estimate or the questions we need answered.
          </p>
        </div>
        <div className={layout.card}>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
