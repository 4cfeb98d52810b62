import type { FaqItem } from '../../lib/content-shapes';
import { faqPage, graph } from '../../lib/structured-data';
import { Accordion, AccordionItem } from '../accordion/accordion';
import { JsonLd } from '../json-ld/json-ld';
import styles from './faq.module.css';

/**
 * A FAQ block: each question toggles its answer on click, the arrow rotating (the accordion's
 * pattern). `id` labels the section for in-page links.
 */
export function Faq({ heading, items, id = 'faq' }: { heading: string; items: FaqItem[]; id?: string }) {
  return (
    <section className={styles.faq} aria-labelledby={`${id}-heading`} id={id}>
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        <Accordion>
          {items.map((item) => (
            <AccordionItem key={item.question} title={item.question}>
              <p>{item.text}</p>
              {item.items ? (
                <ul className={styles.list}>
                  {item.items.map((entry) => (
                    <li key={entry.title}>
                      <strong>{entry.title}</strong> {entry.text}
                    </li>
                  ))}
                </ul>
              ) : null}
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <JsonLd data={graph(faqPage(items))} />
    </section>
  );
}
