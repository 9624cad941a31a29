import type { ReactNode } from 'react';
import styles from './PageHero.module.css';

/**
 * The head of an information or form page: the page's one `h1`, an optional line above it
 * (e.g. 'Last updated: December 2024'), the introduction, and optional actions or tiles.
 */
export function PageHero({
  title,
  eyebrow,
  lead,
  children,
}: {
  title: string;
  eyebrow?: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
