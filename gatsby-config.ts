import type { GatsbyConfig } from 'gatsby';

const siteUrl = process.env.PUBLIC_URL ?? 'http://localhost:8000';
const apiUrl = process.env.UYUT_API_URL ?? 'http://127.0.0.1:8000';

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Уют',
    description: 'Сравнете цените на мебели, осветление и всичко за дома от десетки онлайн магазини.',
    siteUrl,
  },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  /* Used by `gatsby develop` only; in production the API and the site share one origin. */
  proxy: [
    { prefix: '/api', url: apiUrl },
    { prefix: '/img', url: apiUrl },
  ],
  plugins: [{ resolve: 'gatsby-source-uyut', options: { apiUrl } }],
};

export default config;
