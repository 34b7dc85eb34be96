import { Fragment } from 'react';

import { escapeRegExp } from '../../../shared/regexp-escape';

/** `text` with each occurrence of a word of `query` (any case) marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = query.split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.join('|')})`, 'gi');
  // split() with a capture group puts the matches at the odd indexes.
  return (
    <>
      {text
        .split(pattern)
        .map((part, index) =>
          index % 2 === 1 ? (
            <mark key={index}>{part}</mark>
          ) : (
            <Fragment key={index}>{part}</Fragment>
          ),
        )}
    </>
  );
}
