import { type Tone, ToneBadge } from '../dashboard/ToneBadge';
import './SupportPage.css';

const TONES: Readonly<Record<string, Tone>> = {
  open: 'info',
  medium: 'info',
  'in-progress': 'warning',
  high: 'warning',
  resolved: 'success',
  urgent: 'danger',
};

/** A ticket's status (Open, In Progress, Resolved, Closed) or priority (Low … Urgent) as a badge. */
export function TicketBadge({ value }: { value: string }) {
  return <ToneBadge className="support-page-badge" value={value} tones={TONES} />;
}
