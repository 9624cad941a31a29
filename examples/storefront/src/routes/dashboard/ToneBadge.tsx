import './DashboardPage.css';

/** A badge's tint: neutral (grey) unless one of these. */
export type Tone = 'info' | 'warning' | 'success' | 'danger';

/**
 * A pill with a soft tint picked from its value (`tones`, keyed by the value in lower case with
 * dashes); `className` gives its shape.
 */
export function ToneBadge({
  className,
  value,
  tones,
}: {
  className: string | undefined;
  value: string;
  tones: Readonly<Record<string, Tone>>;
}) {
  const key = value.toLowerCase().replace(/\s+/g, '-');
  return (
    <span
      className={`${className ?? ''} dashboard-page-tone`}
      data-value={key}
      data-tone={tones[key]}
    >
      {value}
    </span>
  );
}
