import type { KnowledgeEntry } from '../../../shared/api/schemas';
import { useT } from '../../i18n/use-t';
import { formatDate } from './format';
import { TagList } from './TagList';

/** Id of a knowledge entry's article: search hits link to `#knowledge-{id}` on its game page. */
export function knowledgeAnchor(id: number): string {
  return `knowledge-${id}`;
}

/** A knowledge entry in full (there is no page per entry). */
export function KnowledgeArticle({ entry }: { entry: KnowledgeEntry }) {
  const t = useT();
  return (
    <li>
      <article id={knowledgeAnchor(entry.id)} className="knowledge-entry">
        <h3 className="knowledge-entry__title">{entry.title}</h3>
        <p className="knowledge-entry__summary">{entry.summary}</p>
        <p className="knowledge-entry__content">{entry.content}</p>
        <div className="knowledge-entry__meta">
          <TagList tags={entry.tags} />
          <time dateTime={entry.updated_at}>
            {t('content:knowledge.updated', { date: formatDate(entry.updated_at) })}
          </time>
        </div>
      </article>
    </li>
  );
}

/** The knowledge entries of a game or a role, or a sentence saying there are none. */
export function KnowledgeList({
  entries,
  empty,
}: {
  entries: readonly KnowledgeEntry[];
  empty: string;
}) {
  if (entries.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <ul className="knowledge-list">
      {entries.map((entry) => (
        <KnowledgeArticle key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
