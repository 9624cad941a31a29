import { COMPANY_PROFILE, contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import './Home.css';
import { homeText } from './homeCopy';

/** 8. The awards block with Shop Now (/products) and Contact Us. */
export function AwardsSection() {
  const t = useTranslator(contentMessages);
  return (
    <section className="home-awards" aria-labelledby="home-awards">
      <div className="container home-awards-inner">
        <div>
          <h2 id="home-awards" className="home-awards-title">
            {homeText('home.awardsTitle')}
          </h2>
          <p>{homeText('home.awardsBody', { founded: COMPANY_PROFILE.founded })}</p>
        </div>
        <div className="home-awards-actions">
          <Link to="/products" className="button">
            {t('home.shopNow')}
          </Link>
          <Link to="/contact" className="button button-secondary">
            {t('home.contactUs')}
          </Link>
        </div>
      </div>
    </section>
  );
}
