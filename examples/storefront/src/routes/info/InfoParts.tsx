import { Accordion } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import { PageIcon, type PageIconName } from '../../components/PageIcon';
import styles from './Info.module.css';

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
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.title} className={styles.tile}>
          <span className={styles.tileIcon} aria-hidden="true">
            <PageIcon name={tile.icon} size={22} />
          </span>
          <span className={styles.tileTitle}>{tile.title}</span>
          <span className={styles.tileCaption}>{tile.caption}</span>
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
    <Accordion.Root className={styles.accordion} defaultValue={defaultOpen} collapsible>
      {sections.map((section, index) => (
        <Accordion.Item key={section.id} value={section.id} className={styles.accordionItem}>
          <Accordion.Header className={styles.accordionHeader}>
            <Accordion.Trigger className={styles.accordionTrigger}>
              <span className={styles.accordionIcon} aria-hidden="true">
                <PageIcon name={section.icon} size={20} />
              </span>
              <span className={styles.accordionTitle}>
                {index + 1}. {section.title}
              </span>
              <PageIcon name="chevronDown" size={20} className={styles.chevron} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.accordionContent}>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list ? (
              <ul className={styles.bullets}>
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
    <Accordion.Root className={styles.accordion} collapsible>
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} className={styles.accordionItem}>
          <Accordion.Header className={styles.accordionHeader}>
            <Accordion.Trigger className={styles.accordionTrigger}>
              <span className={styles.accordionTitle}>{entry.question}</span>
              <PageIcon name="chevronDown" size={20} className={styles.chevron} />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className={styles.accordionContent}>
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
    <section className={styles.section} data-tone={tone} aria-labelledby={id}>
      <div className="container">
        <h2 id={id} className="section-title">
          {title}
        </h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
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
    <section className={styles.cta} aria-labelledby={id}>
      <div className={`container ${styles.ctaInner}`}>
        <div>
          <h2 id={id} className={styles.ctaTitle}>
            {title}
          </h2>
          <p>{text}</p>
        </div>
        <div className={styles.ctaActions}>{children}</div>
      </div>
    </section>
  );
}
