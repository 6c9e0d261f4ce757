import 'react';

/*
 * React 18 knows no `fetchPriority` prop (it warns and writes it as typed); it passes the attribute through when it is
 * spelled in lower case, as HTML spells it.
 */
declare module 'react' {
  interface ImgHTMLAttributes<T> {
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
