import { COMPANY_PROFILE } from '@storefront-kit/core';
import { Link } from 'react-router';
import './Home.css';
import { homeText } from './homeCopy';

/** 2. About: the company profile (decisions.md: founded 2010, Gurugram, one brand name). */
export function AboutSection() {
  return (
    <section className="container section home-about" aria-labelledby="home-about">
      <h2 id="home-about" className="section-title">
        {homeText('home.aboutTitle', { founded: COMPANY_PROFILE.founded })}
      </h2>
      <p className="home-about-body">
        {homeText('home.aboutBody', {
          description: COMPANY_PROFILE.description,
          city: COMPANY_PROFILE.address.city,
          state: COMPANY_PROFILE.address.state,
        })}
      </p>
      <Link to="/products" className="button button-secondary">
        {homeText('home.aboutCta')}
      </Link>
    </section>
  );
}
