import { contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { BusinessHours } from '../../components/BusinessHours';
import { CONTACT_CARDS, ContactCards } from '../../components/ContactCards';
import { PageHero } from '../../components/PageHero';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import {
  BUYER_TOPICS,
  helpCopy as copy,
  HELP_FAQ,
  type HelpTopic,
  POLICY_TOPICS,
  SUPPLIER_TOPICS,
} from './helpContent';
import './Info.css';
import { Faq, InfoSection } from './InfoParts';

function Topics({ topics }: { topics: readonly HelpTopic[] }) {
  const t = useTranslator(contentMessages);
  return (
    <ul className="info-links">
      {topics.map((topic) => (
        <li key={topic.to}>
          <Link to={topic.to} className="info-link-card">
            <span className="info-link-card-title">
              <PageIcon name={topic.icon} />
              {typeof topic.title === 'string' ? topic.title : t(topic.title.message)}
            </span>
            <span className="info-link-card-text">{topic.text}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/help`: the Help Center. For Buyers (disputes, returns, IPR and abuse reports, contact),
 * For Suppliers (become a seller), the policies, a general FAQ (one answer open or none), and
 * the ways to reach the team with the business hours.
 */
export function HelpPage() {
  usePageMeta(copy.title, copy.description);
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <InfoSection id="help-buyers" title={copy.buyersTitle}>
        <Topics topics={BUYER_TOPICS} />
      </InfoSection>
      <InfoSection id="help-suppliers" title={copy.suppliersTitle} tone="muted">
        <Topics topics={SUPPLIER_TOPICS} />
      </InfoSection>
      <InfoSection id="help-policies" title={copy.policiesTitle}>
        <Topics topics={POLICY_TOPICS} />
      </InfoSection>
      <InfoSection id="help-faq" title={copy.faqTitle} tone="muted">
        <Faq entries={HELP_FAQ} />
      </InfoSection>
      <InfoSection id="help-contact" title={copy.contactTitle} intro={copy.contactIntro}>
        <ContactCards cards={[CONTACT_CARDS.email, CONTACT_CARDS.call, CONTACT_CARDS.chat]} />
        <div className="info-hours">
          <BusinessHours title={copy.hoursTitle} />
        </div>
      </InfoSection>
    </>
  );
}
