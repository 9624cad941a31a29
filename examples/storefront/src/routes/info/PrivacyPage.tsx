import { CONTACT_CARDS, ContactCards, chatHref, mailHref } from '../../components/ContactCards';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import { CallToAction, ExternalButton, InfoSection, PolicyAccordion, Tiles } from './InfoParts';
import { privacyCopy as copy, PRIVACY_SECTIONS, PRIVACY_TILES } from './privacyContent';

/**
 * `/privacy-policy` (spec 2): last-updated label, the three highlight tiles, the accordion of
 * 11 sections (one open or none), three contact cards, and a call to action with an e-mail
 * button and a chat-link button labelled Call Us Now (both open in a new tab).
 */
export function PrivacyPage() {
  usePageMeta(copy.title, copy.description);
  return (
    <>
      <PageHero title={copy.title} eyebrow={copy.updated} lead={copy.lead}>
        <Tiles tiles={PRIVACY_TILES} label={copy.tilesLabel} />
      </PageHero>
      <InfoSection id="privacy-sections" title={copy.sectionsTitle}>
        <PolicyAccordion sections={PRIVACY_SECTIONS} defaultOpen={PRIVACY_SECTIONS[0]?.id} />
      </InfoSection>
      <InfoSection
        id="privacy-contact"
        title={copy.contactTitle}
        intro={copy.contactIntro}
        tone="muted"
      >
        <ContactCards cards={[CONTACT_CARDS.email, CONTACT_CARDS.call, CONTACT_CARDS.visit]} />
      </InfoSection>
      <CallToAction id="privacy-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <ExternalButton href={mailHref(copy.mailSubject)}>{copy.ctaEmail}</ExternalButton>
        <ExternalButton href={chatHref} variant="secondary">
          {copy.ctaChat}
        </ExternalButton>
      </CallToAction>
    </>
  );
}
