import { formatINR, toPaise } from '@storefront-kit/core';
import { useState } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import { ToneBadge } from '../dashboard/ToneBadge';
import { formatDate } from '../support/dates';
import { DemoLayout, matchesQuery } from './DemoLayout';
import './DemoPage.css';
import { demoText } from './demoCopy';
import { PHASE_TONES } from './phaseTones';
import { SAMPLE_SERVICES } from './sampleData';
import { useSampleData } from './useSampleData';

/**
 * /dashboard/services (spec 2 §2 Demo pages): sample services after a 1-second delay, labelled
 * 'Sample data' (decisions.md). The search filters the samples; there are no Add, View, Edit
 * or Delete buttons, since nothing here is stored.
 */
export function ServicesPage() {
  usePageMeta(demoText('services.title'), demoText('services.description'));
  const { status, items } = useSampleData(SAMPLE_SERVICES);
  const [query, setQuery] = useState('');
  const shown = items.filter((service) =>
    matchesQuery(query, [
      service.id,
      service.name,
      service.category,
      service.description,
      service.engineer,
    ]),
  );
  return (
    <DemoLayout
      title={demoText('services.title')}
      lead={demoText('services.lead')}
      status={status}
      loadingText={demoText('services.loading')}
      searchPlaceholder={demoText('services.searchPlaceholder')}
      query={query}
      onQuery={setQuery}
      count={shown.length}
    >
      <ul className="demo-page-grid" aria-label={demoText('services.listLabel')}>
        {shown.map((service) => (
          <li key={service.id} className="demo-page-card">
            <div className="demo-page-card-head">
              <span className="demo-page-id">{service.id}</span>
              <ToneBadge className="demo-page-badge" value={service.status} tones={PHASE_TONES} />
            </div>
            <h2 className="demo-page-card-title">{service.name}</h2>
            <p className="demo-page-category">{service.category}</p>
            <p className="demo-page-text">{service.description}</p>
            <dl className="demo-page-facts">
              <div>
                <dt>{demoText('services.engineer')}</dt>
                <dd>{service.engineer}</dd>
              </div>
              <div>
                <dt>{demoText('services.schedule')}</dt>
                <dd>
                  <time dateTime={service.date}>{formatDate(service.date)}</time>
                </dd>
              </div>
              <div>
                <dt>{demoText('services.price')}</dt>
                <dd>{formatINR(toPaise(service.price))}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </DemoLayout>
  );
}
