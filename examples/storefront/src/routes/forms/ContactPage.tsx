import { CONTACT_SUBJECTS } from '@storefront-kit/core';
import { BusinessHours } from '../../components/BusinessHours';
import { CONTACT_CARDS, ContactCards, contactText } from '../../components/ContactCards';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import { EnquiryForm } from './EnquiryForm';
import './FormPage.css';
import { formsText } from './formsCopy';

const SUBJECTS = CONTACT_SUBJECTS.map((value) => ({
  value,
  label: formsText(`contact.subject.${value}`),
}));

/**
 * `/contact`: the ways to reach the company (e-mail, phone, chat, address, hours) and the
 * contact form (name, email, subject: general, support, sales, feedback or other; message),
 * sent to the server (decisions.md), with the success message for 5 s.
 */
export function ContactPage() {
  usePageMeta(formsText('contact.title'), formsText('contact.description'));
  return (
    <>
      <PageHero title={formsText('contact.title')} lead={formsText('contact.lead')} />
      <div className="container form-page-layout">
        <aside className="form-page-aside" aria-labelledby="contact-reach">
          <h2 id="contact-reach" className="form-page-aside-title">
            {formsText('contact.reachUs')}
          </h2>
          <ContactCards
            cards={[
              CONTACT_CARDS.email,
              CONTACT_CARDS.call,
              CONTACT_CARDS.chat,
              CONTACT_CARDS.visit,
            ]}
          />
          <BusinessHours title={contactText('cards.hoursTitle')} />
        </aside>
        <EnquiryForm kind="contact" title={formsText('contact.formTitle')} subject={SUBJECTS} />
      </div>
    </>
  );
}
