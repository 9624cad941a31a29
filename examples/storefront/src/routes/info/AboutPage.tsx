import { COMPANY_PROFILE, formatMessage } from '@storefront-kit/core';
import { useCategories } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageHero } from '../../components/PageHero';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import { ABOUT_REASONS, aboutCopy as copy } from './aboutContent';
import './Info.css';
import { CallToAction, InfoSection } from './InfoParts';

const { address } = COMPANY_PROFILE;

/** The product categories with their counts, each linking to its listing. */
function CategoryLinks() {
  const categories = useCategories();
  if (!categories.data) {
    return categories.status === 'error' ? (
      <p className="notice notice-error" role="alert">
        {categories.error?.message}
      </p>
    ) : (
      <p className="notice">{copy.categoriesLoading}</p>
    );
  }
  return (
    <ul className="info-links">
      {categories.data.map((category) => (
        <li key={category.id}>
          <Link
            className="info-link-card"
            to={listingHref({ category: category.product_category_name })}
          >
            <span className="info-link-card-title">{category.product_category_name}</span>
            <span className="info-link-card-text">
              {formatMessage(copy.categoryCount, { count: category.product_count ?? 0 })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/about`: the company (decisions.md: one profile, founded 2010 in Gurugram), what it
 * supplies (the real categories and their counts), why buy here, the company facts, and a call
 * to action to the products and the contact page.
 */
export function AboutPage() {
  usePageMeta(copy.title, copy.description);
  return (
    <>
      <PageHero title={copy.title} lead={copy.lead} />
      <InfoSection id="about-story" title={copy.storyTitle}>
        <div className="info-prose">
          {copy.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </InfoSection>
      <InfoSection
        id="about-categories"
        title={copy.categoriesTitle}
        intro={copy.categoriesIntro}
        tone="muted"
      >
        <CategoryLinks />
      </InfoSection>
      <InfoSection id="about-why" title={copy.whyTitle}>
        <ul className="info-links">
          {ABOUT_REASONS.map((reason) => (
            <li key={reason.title} className="info-panel">
              <h3 className="info-panel-title">
                <PageIcon name={reason.icon} />
                {reason.title}
              </h3>
              <p className="info-link-card-text">{reason.text}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="about-facts" title={copy.factsTitle} tone="muted">
        <dl className="info-facts">
          <div>
            <dt>{copy.factFounded}</dt>
            <dd>{COMPANY_PROFILE.founded}</dd>
          </div>
          <div>
            <dt>{copy.factHeadquarters}</dt>
            <dd>
              {address.city}, {address.state}
            </dd>
          </div>
          <div>
            <dt>{copy.factGstin}</dt>
            <dd>{COMPANY_PROFILE.gstin}</dd>
          </div>
          <div>
            <dt>{copy.factEmail}</dt>
            <dd>
              <a href={`mailto:${COMPANY_PROFILE.email}`}>{COMPANY_PROFILE.email}</a>
            </dd>
          </div>
        </dl>
      </InfoSection>
      <CallToAction id="about-cta" title={copy.ctaTitle} text={copy.ctaText}>
        <Link to="/products" className="button">
          {copy.ctaProducts}
        </Link>
        <Link to="/contact" className="button button-secondary">
          {copy.ctaContact}
        </Link>
      </CallToAction>
    </>
  );
}
