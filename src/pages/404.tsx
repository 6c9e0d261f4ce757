import { type HeadFC, Link } from 'gatsby';
import { Seo } from '../features/seo';
import './404.css';
import { bgNotFound } from '../i18n/not-found';

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>{bgNotFound.title}</h1>
      <p>{bgNotFound.text}</p>
      <Link to="/">{bgNotFound.home}</Link>
    </section>
  );
}

export const Head: HeadFC = () => <Seo title={bgNotFound.title} path="/404" noindex />;
