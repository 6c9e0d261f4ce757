import { type HeadFC, Link } from 'gatsby';
import { Seo } from '../features/seo';
import { bg } from '../i18n';
import './404.css';

export default function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>{bg.notFound.title}</h1>
      <p>{bg.notFound.text}</p>
      <Link to="/">{bg.notFound.home}</Link>
    </section>
  );
}

export const Head: HeadFC = () => <Seo title={bg.notFound.title} path="/404" noindex />;
