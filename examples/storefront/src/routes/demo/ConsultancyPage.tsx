import { useState } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import { ToneBadge } from '../dashboard/ToneBadge';
import { DemoLayout, matchesQuery } from './DemoLayout';
import './DemoPage.css';
import { demoText } from './demoCopy';
import { PHASE_TONES } from './phaseTones';
import { SAMPLE_PROJECTS } from './sampleData';
import { useSampleData } from './useSampleData';

/**
 * /dashboard/consultancy (spec 2 §2 Demo pages): sample consultancy projects after a 1-second
 * delay, labelled 'Sample data' (decisions.md). The search filters the samples; there are no
 * Add, View, Edit or Delete buttons, since nothing here is stored.
 */
export function ConsultancyPage() {
  usePageMeta(demoText('consultancy.title'), demoText('consultancy.description'));
  const { status, items } = useSampleData(SAMPLE_PROJECTS);
  const [query, setQuery] = useState('');
  const shown = items.filter((project) =>
    matchesQuery(query, [
      project.id,
      project.title,
      project.area,
      project.description,
      project.consultant,
    ]),
  );
  return (
    <DemoLayout
      title={demoText('consultancy.title')}
      lead={demoText('consultancy.lead')}
      status={status}
      loadingText={demoText('consultancy.loading')}
      searchPlaceholder={demoText('consultancy.searchPlaceholder')}
      query={query}
      onQuery={setQuery}
      count={shown.length}
    >
      <ul className="demo-page-grid" aria-label={demoText('consultancy.listLabel')}>
        {shown.map((project) => (
          <li key={project.id} className="demo-page-card">
            <div className="demo-page-card-head">
              <span className="demo-page-id">{project.id}</span>
              <ToneBadge className="demo-page-badge" value={project.phase} tones={PHASE_TONES} />
            </div>
            <h2 className="demo-page-card-title">{project.title}</h2>
            <p className="demo-page-category">{project.area}</p>
            <p className="demo-page-text">{project.description}</p>
            <dl className="demo-page-facts">
              <div>
                <dt>{demoText('consultancy.consultant')}</dt>
                <dd>{project.consultant}</dd>
              </div>
              <div>
                <dt>{demoText('consultancy.duration')}</dt>
                <dd>
                  {project.weeks === 1
                    ? demoText('consultancy.week')
                    : demoText('consultancy.weeks', { count: project.weeks })}
                </dd>
              </div>
            </dl>
            <div className="demo-page-progress">
              <span>
                {demoText('consultancy.progress')}: {project.progress}%
              </span>
              <progress
                max={100}
                value={project.progress}
                aria-label={demoText('consultancy.progressLabel', { title: project.title })}
              />
            </div>
          </li>
        ))}
      </ul>
    </DemoLayout>
  );
}
