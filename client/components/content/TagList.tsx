export interface TagListProps {
  tags: readonly string[];
  /** Accessible name of the list, when the context does not make it clear. */
  label?: string;
}

export function TagList({ tags, label }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className="tag-list" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag} className="tag">
          {tag}
        </li>
      ))}
    </ul>
  );
}
