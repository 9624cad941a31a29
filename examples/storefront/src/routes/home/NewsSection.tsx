import {
  formatIndianDate,
  NEWS_CARD_COUNT,
  NEWS_TAGS_PER_CARD,
  type NewsItem,
} from '@storefront-kit/core';
import { useNews, useStorefront } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './Home.css';
import { HomeFailure } from './HomeFailure';
import { homeText } from './homeCopy';

function NewsLink({ item, children }: { item: NewsItem; children: ReactNode }) {
  if (!item.link) return <>{children}</>;
  return /^https?:/.test(item.link) ? (
    <a href={item.link} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={item.link}>{children}</Link>
  );
}

/** 7. News & Updates: the first item featured, the next 5 as cards with 2 tags each. */
export function NewsSection() {
  const { assetUrl } = useStorefront();
  const news = useNews();
  const [featured, ...rest] = news.data ?? [];
  return (
    <section className="container section" aria-labelledby="home-news">
      <h2 id="home-news" className="section-title">
        {homeText('home.newsTitle')}
      </h2>
      {news.status === 'error' && !news.data ? (
        <HomeFailure title={homeText('home.newsFailed')} />
      ) : !news.data ? (
        <div className="skeleton home-news-skeleton" aria-hidden="true" />
      ) : !featured ? (
        <p className="notice">{homeText('home.newsEmpty')}</p>
      ) : (
        <div className="home-news">
          <article className="home-featured">
            {featured.image ? (
              <img
                src={assetUrl(featured.image)}
                alt=""
                width={800}
                height={450}
                loading="lazy"
                className="home-news-image"
              />
            ) : null}
            <div className="home-news-body">
              {featured.badge ? <span className="home-news-badge">{featured.badge}</span> : null}
              <h3 className="home-featured-title">
                <NewsLink item={featured}>{featured.title}</NewsLink>
              </h3>
              <p className="home-news-meta">
                <time dateTime={featured.published_date}>
                  {formatIndianDate(
                    featured.published_date,
                    { month: 'long' },
                    featured.published_date,
                  )}
                </time>
                {featured.location ? ` · ${featured.location}` : ''}
              </p>
              <p>{featured.description}</p>
            </div>
          </article>
          <ul className="home-news-cards">
            {rest.slice(0, NEWS_CARD_COUNT).map((item) => (
              <li key={item.id} className="home-news-card">
                {item.badge ? <span className="home-news-badge">{item.badge}</span> : null}
                <h3 className="home-news-title">
                  <NewsLink item={item}>{item.title}</NewsLink>
                </h3>
                <p className="home-news-meta">
                  <time dateTime={item.published_date}>
                    {formatIndianDate(item.published_date, { month: 'long' }, item.published_date)}
                  </time>
                </p>
                <ul className="home-tags">
                  {(item.tags ?? []).slice(0, NEWS_TAGS_PER_CARD).map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
