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

/**
 * Outstaffing and outsourcing side by side: a real table, with a scheme of both models. The roles
 * are spelt out because phones lay the rows out as grids, and some browsers drop a table's
 * semantics when its display changes.
 */
export function Comparison({ id, heading, intro, caption, columns, rows, scheme }: ComparisonProps) {
  return (
    <section className={section.section} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className={section.heading}>
          {heading}
        </h2>
        <p className={section.intro}>{intro}</p>
        <div className={styles.layout}>
          <table className={styles.table} role="table">
            <caption className="visually-hidden">{caption}</caption>
            <thead role="rowgroup">
              <tr role="row">
                <th scope="col" role="columnheader">
                  <span className="visually-hidden">{columns.aspect}</span>
                </th>
                <th scope="col" role="columnheader" className={styles.ours}>
                  {columns.outstaff}
                </th>
                <th scope="col" role="columnheader">
                  {columns.outsource}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {rows.map((row) => (
                <tr key={row.aspect} role="row">
                  <th scope="row" role="rowheader">
                    {row.aspect}
                  </th>
                  <td role="cell" className={styles.ours}>
                    {row.outstaff}
                  </td>
                  <td role="cell">{row.outsource}</td>
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
