import { CONTACT_CARDS, ContactCards, chatHref, mailHref } from '../../components/ContactCards';
import { PageHero } from '../../components/PageHero';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import './Info.css';
import { CallToAction, ExternalButton, Faq, InfoSection, Tiles } from './InfoParts';
import {
  returnsCopy as copy,
  EXCHANGE_POLICY,
  NON_RETURNABLE,
  RETURN_POLICY,
  RETURN_STEPS,
  RETURNS_FAQ,
  RETURNS_STATS,
} from './returnsContent';

function PolicyList({
  title,
  items,
  tone = 'plain',
}: {
  title: string;
  items: readonly string[];
  tone?: 'plain' | 'warning';
}) {
  return (
    <div className="info-panel" data-tone={tone}>
      <h3 className="info-panel-title">{title}</h3>
      <ul className="info-checks">
        {items.map((item) => (
          <li key={item}>
            <PageIcon name={tone === 'warning' ? 'close' : 'check'} size={18} />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * `/returns-and-exchanges` (spec 2): the four stats, the 4-step process, the return and
 * exchange policy lists, the non-returnable list, three help cards (e-mail, phone, live chat),
 * the FAQ accordion of 8 entries, and Start Return Process (e-mail) and Chat with Support (both
 * open in a new tab).
 */
export function ReturnsPage() {
  usePageMeta(copy.title, copy.description);
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead}>
        <Tiles tiles={RETURNS_STATS} label={copy.statsLabel} />
      </PageHero>
      <InfoSection id="returns-process" title={copy.processTitle}>
        <ol className="info-steps">
          {RETURN_STEPS.map((step) => (
            <li key={step.number} className="info-step">
              <span className="info-step-number" aria-hidden="true">
                {step.number}
              </span>
              <h3 className="info-step-title">{step.title}</h3>
              <p className="info-step-text">{step.description}</p>
            </li>
          ))}
        </ol>
      </InfoSection>
      <InfoSection id="returns-policy" title={copy.policyTitle} tone="muted">
        <div className="info-columns">
          <PolicyList title={copy.returnPolicyTitle} items={RETURN_POLICY} />
          <PolicyList title={copy.exchangePolicyTitle} items={EXCHANGE_POLICY} />
          <PolicyList title={copy.nonReturnableTitle} items={NON_RETURNABLE} tone="warning" />
        </div>
      </InfoSection>
      <InfoSection id="returns-help" title={copy.helpTitle} intro={copy.helpIntro}>
        <ContactCards cards={[CONTACT_CARDS.email, CONTACT_CARDS.call, CONTACT_CARDS.chat]} />
      </InfoSection>
      <InfoSection id="returns-faq" title={copy.faqTitle} tone="muted">
        <Faq entries={RETURNS_FAQ} />
      </InfoSection>
      <CallToAction id="returns-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <ExternalButton href={mailHref(copy.mailSubject)}>{copy.ctaStart}</ExternalButton>
        <ExternalButton href={chatHref} variant="secondary">
          {copy.ctaChat}
        </ExternalButton>
      </CallToAction>
    </>
  );
}
