import { CONTACT_CARDS, ContactCards, chatHref, mailHref } from '../../components/ContactCards';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import { CallToAction, ExternalButton, InfoSection, PolicyAccordion, Tiles } from './InfoParts';
import { termsCopy as copy, TERMS_SECTIONS, TERMS_TILES } from './termsContent';

/**
 * `/terms-and-conditions` (spec 2): last updated December 2024, the four tiles, the accordion
 * of 13 sections (one open or none), the Email Us, Call Us and Visit Us cards, and the Contact
 * Legal Team and Call Us Now buttons (both open in a new tab).
 */
export function TermsPage() {
  usePageMeta(copy.title, copy.description);
  return (
    <>
      <PageHero title={copy.title} eyebrow={copy.updated} lead={copy.lead}>
        <Tiles tiles={TERMS_TILES} label={copy.tilesLabel} />
      </PageHero>
      <InfoSection id="terms-sections" title={copy.sectionsTitle}>
        <PolicyAccordion sections={TERMS_SECTIONS} defaultOpen={TERMS_SECTIONS[0]?.id} />
      </InfoSection>
      <InfoSection
        id="terms-contact"
        title={copy.contactTitle}
        intro={copy.contactIntro}
        tone="muted"
      >
        <ContactCards cards={[CONTACT_CARDS.email, CONTACT_CARDS.call, CONTACT_CARDS.visit]} />
      </InfoSection>
      <CallToAction id="terms-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <ExternalButton href={mailHref(copy.mailSubject)}>{copy.ctaLegal}</ExternalButton>
        <ExternalButton href={chatHref} variant="secondary">
          {copy.ctaChat}
        </ExternalButton>
      </CallToAction>
    </>
  );
}
