import { Picture } from '../../components/picture/picture';
import type { Art, ComparisonRow } from '../../content/service-page-types';
import section from './section.module.css';
import styles from './comparison.module.css';

type ComparisonProps = {
  id: string;
  heading: string;
  intro: string;
  caption: string;
  columns: { aspect: string; outstaff: string; outsource: string };
  rows: ComparisonRow[];
  scheme: Art;
};

/** Outstaffing and outsourcing side by side: a real table, with a scheme of both models. */
export function Comparison({ id, heading, intro, caption, columns, rows, scheme }: ComparisonProps) {
  return (
    <section className={section.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        <p className={section.intro}>{intro}</p>
        <div className={styles.layout}>
          <table className={styles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">{columns.aspect}</span>
                </th>
                <th scope="col" className={styles.ours}>
                  {columns.outstaff}
                </th>
                <th scope="col">{columns.outsource}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.aspect}>
                  <th scope="row">{row.aspect}</th>
                  <td className={styles.ours}>{row.outstaff}</td>
                  <td>{row.outsource}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <figure className={styles.figure}>
            <Picture
              art={scheme.art}
              alt={scheme.alt}
              sizes="(min-width: 1366px) 520px, (min-width: 1100px) 40vw, 100vw"
              className={styles.image}
            />
          </figure>
        </div>
      </div>
    </section>
  );
}
