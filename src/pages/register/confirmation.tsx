import type { HeadFC, PageProps } from 'gatsby';
import { ConfirmationView } from '../../features/account';
import { Seo } from '../../features/seo';
import { bgAccount } from '../../i18n/account';

export default function Page({ location }: PageProps) {
  return <ConfirmationView location={location} />;
}

export const Head: HeadFC = () => <Seo title={bgAccount.confirmTitle} path="/register/confirmation" noindex />;
