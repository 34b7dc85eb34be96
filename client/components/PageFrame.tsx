import type { ReactNode } from 'react';

import { PageMeta, type PageMetaProps } from './PageMeta';

export interface PageFrameProps extends PageMetaProps {
  heading: ReactNode;
  /** Extra class for the page's own styles. */
  className?: string;
  children?: ReactNode;
}

/** Every page: its metadata, one <h1>, and its content. */
export function PageFrame({ heading, className, children, ...meta }: PageFrameProps) {
  return (
    <main className={className ? `page ${className}` : 'page'}>
      <PageMeta {...meta} />
      <h1 className="page__heading">{heading}</h1>
      {children}
    </main>
  );
}
