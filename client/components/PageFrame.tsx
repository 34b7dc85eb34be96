import type { ReactNode } from 'react';

import { PageMeta, type PageMetaProps } from './PageMeta';
import { MAIN_CONTENT_ID } from './SkipLink';

export interface PageFrameProps extends PageMetaProps {
  heading: ReactNode;
  /** Extra class for the page's own styles. */
  className?: string;
  children?: ReactNode;
}

/** Every page: its metadata, one <h1>, and its content, where the skip link leads. */
export function PageFrame({ heading, className, children, ...meta }: PageFrameProps) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      // Focusable by the skip link (and script), not in the tab order.
      tabIndex={-1}
      className={className ? `page ${className}` : 'page'}
    >
      <PageMeta {...meta} />
      <h1 className="page__heading">{heading}</h1>
      {children}
    </main>
  );
}
