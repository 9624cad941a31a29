import { contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { BusinessHours } from '../../components/BusinessHours';
import { CONTACT_CARDS, ContactCards, contactText } from '../../components/ContactCards';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import { EnquiryForm, type SubjectOption } from './EnquiryForm';
import './FormPage.css';
import { type FormsCopyId, formsText } from './formsCopy';

/** The Help Center's three reports (spec 1 §2: Open a dispute, Report IPR infringement, Report abuse). */
export type ReportKind = 'dispute' | 'ipr' | 'abuse';

const subjects = (ids: readonly FormsCopyId[]): SubjectOption[] =>
  ids.map((id) => ({ value: formsText(id), label: formsText(id) }));

const REPORTS = {
  dispute: {
    title: 'menu.openDispute',
    subjects: subjects([
      'dispute.subject.notReceived',
      'dispute.subject.notAsDescribed',
      'dispute.subject.damaged',
      'dispute.subject.refund',
      'dispute.subject.other',
    ]),
    extras: [{ field: 'reference', label: formsText('dispute.reference') }],
  },
  ipr: {
    title: 'menu.reportIpr',
    subjects: subjects([
      'ipr.subject.trademark',
      'ipr.subject.copyright',
      'ipr.subject.patent',
      'ipr.subject.design',
      'ipr.subject.other',
    ]),
    extras: [
      { field: 'company', label: formsText('ipr.company') },
      { field: 'reference', label: formsText('ipr.reference') },
    ],
  },
  abuse: {
    title: 'menu.reportAbuse',
    subjects: subjects([
      'abuse.subject.fraud',
      'abuse.subject.counterfeit',
      'abuse.subject.spam',
      'abuse.subject.offensive',
      'abuse.subject.other',
    ]),
    extras: [{ field: 'reference', label: formsText('abuse.reference') }],
  },
} as const;

/**
 * `/dispute`, `/report-ipr`, `/report-abuse`: what the report is for, and its form (name,
 * email, subject, the order or listing it is about, message), sent to the server as a
 * 'dispute', 'ipr' or 'abuse' enquiry.
 */
export function ReportPage({ kind }: { kind: ReportKind }) {
  const t = useTranslator(contentMessages);
  const report = REPORTS[kind];
  const title = t(report.title);
  usePageMeta(title, formsText(`${kind}.description`));
  return (
    <>
      <PageHero title={title} lead={formsText(`${kind}.lead`)} />
      <div className="container form-page-layout">
        <aside className="form-page-aside" aria-labelledby="report-reach">
          <h2 id="report-reach" className="form-page-aside-title">
            {formsText('report.reachUs')}
          </h2>
          <ContactCards cards={[CONTACT_CARDS.email, CONTACT_CARDS.call]} />
          <BusinessHours title={contactText('cards.hoursTitle')} />
        </aside>
        <EnquiryForm
          kind={kind}
          title={formsText('report.formTitle')}
          subject={report.subjects}
          extras={report.extras}
          messageLabel={formsText(`${kind}.message`)}
        />
      </div>
    </>
  );
}

export const DisputePage = () => <ReportPage kind="dispute" />;
export const IprPage = () => <ReportPage kind="ipr" />;
export const AbusePage = () => <ReportPage kind="abuse" />;
