import { BUSINESS_HOURS } from '@storefront-kit/core';
import './BusinessHours.css';

const ROWS = [BUSINESS_HOURS.weekdays, BUSINESS_HOURS.saturday, BUSINESS_HOURS.sunday];

/** The business hours (decisions.md: one value, shown the same everywhere) and 24/7 emergencies. */
export function BusinessHours({
  title,
  headingLevel = 3,
}: {
  title: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="business-hours-box">
      <Heading className="business-hours-title">{title}</Heading>
      <dl className="business-hours-rows">
        {ROWS.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.hours}</dd>
          </div>
        ))}
      </dl>
      <p className="business-hours-emergency">{BUSINESS_HOURS.emergency}</p>
    </div>
  );
}
