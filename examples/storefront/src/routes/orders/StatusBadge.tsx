import { statusTone } from './formatOrder';
import './StatusBadge.css';

/**
 * A status as a coloured badge (spec 2 §4: paid, pending, created and cancelled have their own
 * colours, any other is neutral). The text carries the meaning; the colour only repeats it.
 */
export function StatusBadge({
  status,
  label,
}: {
  status: string | null | undefined;
  label: string;
}) {
  return (
    <span className="status-badge-badge" data-tone={statusTone(status)}>
      {label}
    </span>
  );
}
