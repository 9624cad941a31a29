import { BUSINESS_HOURS, COMPANY_PROFILE } from '@storefront-kit/core';
import { copyText } from '../siteMessages';
import './ContactCards.css';
import { PageIcon, type PageIconName } from './PageIcon';

const contactCopy = {
  'cards.emailTitle': 'Email Us',
  'cards.emailDescription': 'We reply within 24 hours on business days.',
  'cards.emailAction': 'Send an email',
  'cards.callTitle': 'Call Us',
  'cards.callDescription': 'Sales and support during business hours.',
  'cards.callAction': 'Call now',
  'cards.chatTitle': 'Live Chat',
  'cards.chatDescription': 'Quick questions and order updates on WhatsApp.',
  'cards.chatAction': 'Start a chat',
  'cards.visitTitle': 'Visit Us',
  'cards.visitDescription': 'Our office and warehouse, {hours}.',
  'cards.hoursTitle': 'Business Hours',
} as const;

/** One string of the contact cards' copy (shared by the pages that show the cards). */
export const contactText = copyText(contactCopy);

/** A card (spec 2 §3: title, details, description; help cards add an action label and link). */
export interface ContactCard {
  readonly icon: PageIconName;
  readonly title: string;
  readonly details: string;
  readonly description: string;
  readonly action?: { readonly label: string; readonly href: string };
}

const { address } = COMPANY_PROFILE;

/** The company's mail link, with an optional subject. */
export const mailHref = (subject?: string) =>
  `mailto:${COMPANY_PROFILE.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
/** The company's messaging (WhatsApp) chat link. */
export const chatHref = `https://wa.me/${COMPANY_PROFILE.whatsapp.replace(/\D/g, '')}`;
/** The company's phone link. */
export const phoneHref = `tel:${COMPANY_PROFILE.phone.replace(/\s/g, '')}`;

/** The standard cards, from the one company profile (decisions.md). */
export const CONTACT_CARDS = {
  email: {
    icon: 'mail',
    title: contactText('cards.emailTitle'),
    details: COMPANY_PROFILE.email,
    description: contactText('cards.emailDescription'),
    action: { label: contactText('cards.emailAction'), href: mailHref() },
  },
  call: {
    icon: 'phone',
    title: contactText('cards.callTitle'),
    details: COMPANY_PROFILE.phone,
    description: contactText('cards.callDescription'),
    action: { label: contactText('cards.callAction'), href: phoneHref },
  },
  chat: {
    icon: 'chat',
    title: contactText('cards.chatTitle'),
    details: COMPANY_PROFILE.whatsapp,
    description: contactText('cards.chatDescription'),
    action: { label: contactText('cards.chatAction'), href: chatHref },
  },
  visit: {
    icon: 'mapPin',
    title: contactText('cards.visitTitle'),
    details: `${address.line1}, ${address.city}, ${address.state} ${address.pincode}`,
    description: contactText('cards.visitDescription', {
      hours: `${BUSINESS_HOURS.weekdays.label} ${BUSINESS_HOURS.weekdays.hours}`,
    }),
  },
} as const satisfies Record<string, ContactCard>;

/**
 * Contact cards: icon, title, details, description and an optional action. Mail, chat and
 * phone actions open outside the site (mail and chat in a new tab, spec 2 §2).
 */
export function ContactCards({
  cards,
  headingLevel = 3,
  className,
}: {
  cards: readonly ContactCard[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`contact-cards-cards ${className ?? ''}`}>
      {cards.map((card) => (
        <li key={card.title} className="contact-cards-card">
          <span className="contact-cards-icon" aria-hidden="true">
            <PageIcon name={card.icon} size={22} />
          </span>
          <Heading className="contact-cards-title">{card.title}</Heading>
          <p className="contact-cards-details">{card.details}</p>
          <p className="contact-cards-description">{card.description}</p>
          {card.action ? (
            <a
              className="contact-cards-action"
              href={card.action.href}
              {...(card.action.href.startsWith('tel:')
                ? {}
                : { target: '_blank', rel: 'noopener noreferrer' })}
            >
              {card.action.label}
              <span className="visually-hidden">: {card.details}</span>
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
