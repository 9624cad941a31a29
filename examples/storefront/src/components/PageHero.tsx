import type { ReactNode } from 'react';
import './PageHero.css';

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
    <div className="page-hero-hero">
      <div className="container page-hero-inner">
        {eyebrow ? <p className="page-hero-eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero-title">{title}</h1>
        {lead ? <p className="page-hero-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
