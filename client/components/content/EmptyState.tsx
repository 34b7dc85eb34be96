import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a sentence and, optionally, a way on. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p>{children}</p>
      {action}
    </div>
  );
}
