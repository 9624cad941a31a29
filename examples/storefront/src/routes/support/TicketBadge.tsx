import styles from './SupportPage.module.css';

/** A ticket's status (Open, In Progress, Resolved, Closed) or priority (Low … Urgent) as a badge. */
export function TicketBadge({ kind, value }: { kind: 'status' | 'priority'; value: string }) {
  return (
    <span
      className={styles.badge}
      data-kind={kind}
      data-value={value.toLowerCase().replace(/\s+/g, '-')}
    >
      {value}
    </span>
  );
}
