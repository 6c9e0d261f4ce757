import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** Gatsby's Link and navigate for component tests: a plain anchor and a recorded navigation. */
export function Link({ to, children, ...rest }: { to: string; children?: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export const navigate = jest.fn();
export const graphql = jest.fn();
export const withPrefix = (path: string) => path;
