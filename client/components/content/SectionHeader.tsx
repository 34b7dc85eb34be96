import type { ReactNode } from 'react';

export interface SectionHeaderProps {
  /** Id of the <h2>, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A link or control beside the title ("view all"). */
  action?: ReactNode;
}

/** The <h2> of a page section, with an optional subtitle and action. */
export function SectionHeader({ id, title, subtitle, action }: SectionHeaderProps) {
  return (
    <div className="section-header">
      <div className="section-header__text">
        <h2 id={id}>{title}</h2>
        {subtitle ? <p className="section-header__subtitle">{subtitle}</p> : null}
      </div>
      {action ? <div className="section-header__action">{action}</div> : null}
    </div>
  );
}
