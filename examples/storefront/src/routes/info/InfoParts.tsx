import { Accordion } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import { PageIcon, type PageIconName } from '../../components/PageIcon';
import './Info.css';

/** A highlight tile or a stat: an icon, a short title and its caption. */
export interface InfoTile {
  readonly icon: PageIconName;
  readonly title: string;
  readonly caption: string;
}

/** A policy section (spec 2 §3: id, title, icon, content): paragraphs and an optional list. */
export interface PolicySection {
  readonly id: string;
  readonly title: string;
  readonly icon: PageIconName;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

/** An FAQ entry (spec 2 §3: id, question, answer). */
export interface FaqEntry {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
}

/** The highlight tiles under a page's head (privacy, terms) or its stats (returns). */
export function Tiles({ tiles, label }: { tiles: readonly InfoTile[]; label: string }) {
  return (
    <ul className="info-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.title} className="info-tile">
          <span className="info-tile-icon" aria-hidden="true">
            <PageIcon name={tile.icon} size={22} />
          </span>
          <span className="info-tile-title">{tile.title}</span>
          <span className="info-tile-caption">{tile.caption}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sections of a policy in an accordion (react `Accordion`): one section open or none,
 * opening one closes the other, clicking the open one closes it; Arrow keys, Home and End move
 * between the headers.
 */
export function PolicyAccordion({
  sections,
  defaultOpen = null,
}: {
  sections: readonly PolicySection[];
  defaultOpen?: string | null;
}) {
  return (
    <Accordion.Root className="info-accordion" defaultValue={defaultOpen} collapsible>
      {sections.map((section, index) => (
        <Accordion.Item key={section.id} value={section.id} className="info-accordion-item">
          <Accordion.Header className="info-accordion-header">
            <Accordion.Trigger className="info-accordion-trigger">
              <span className="info-accordion-icon" aria-hidden="true">
                <PageIcon name={section.icon} size={20} />
              </span>
              <span className="info-accordion-title">
                {index + 1}. {section.title}
              </span>
              <PageIcon name="chevronDown" size={20} className="info-chevron" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="info-accordion-content">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul className="info-bullets">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** An FAQ as an accordion (one answer open or none). */
export function Faq({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root className="info-accordion" collapsible>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} className="info-accordion-item">
          <Accordion.Header className="info-accordion-header">
            <Accordion.Trigger className="info-accordion-trigger">
              <span className="info-accordion-title">{entry.question}</span>
              <PageIcon name="chevronDown" size={20} className="info-chevron" />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="info-accordion-content">
            <p>{entry.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** A titled section of an information page. */
export function InfoSection({
  id,
  title,
  intro,
  children,
  tone = 'plain',
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  tone?: 'plain' | 'muted';
}) {
  return (
    <section className="info-section" data-tone={tone} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {intro ? <p className="info-intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A link styled as a button that opens outside the site (mail, chat) in a new tab. */
export function ExternalButton({
  href,
  children,
  variant = 'primary',
}: {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  return (
    <a
      className={`button ${variant === 'secondary' ? 'button-secondary' : ''}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}

/** The closing call to action: a heading, a line, and its buttons. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="info-cta" aria-labelledby={id}>
      <div className="container info-cta-inner">
        <div>
          <h2 id={id} className="info-cta-title">
            {title}
          </h2>
          <p>{text}</p>
        </div>
        <div className="info-cta-actions">{children}</div>
      </div>
    </section>
  );
}
