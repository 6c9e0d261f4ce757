import type { HeadFC, PageProps } from 'gatsby';
import { ResetView } from '../../features/account';
import { Seo } from '../../features/seo';
import { bgAccount } from '../../i18n/account';

export default function Page({ location }: PageProps) {
  return <ResetView location={location} />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.resetTitle} path="/password/confirmation" noindex />;
