import { useEffect, useState } from 'react';

import type { CharacterSquare as CharacterSquarePage } from '../../../shared/api/schemas';
import { useBrowserApi } from '../../account/browser-api-client';
import { CharacterCard } from '../../components/content/CharacterCard';
import { ChipFilter } from '../../components/content/ChipFilter';
import { EmptyState } from '../../components/content/EmptyState';
import { LoadError } from '../../components/LoadError';
import { LIST_PAGE_SIZE } from '../../data/loader-helpers';
import { useT } from '../../i18n/use-t';

/** A filter's result, keyed by tag and attempt so a retry is told from the failure before it. */
type Filtered =
  { key: string; status: 'ready'; page: CharacterSquarePage } | { key: string; status: 'failed' };

/**
 * The character square: every partner, filtered by tag. The unfiltered page comes from the
 * loader; choosing a tag asks the square for that tag (the server filters by its tag keys).
 */
export function CharacterSquare({ initial }: { initial: CharacterSquarePage }) {
  const t = useT();
  const api = useBrowserApi();
  const [tag, setTag] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [filtered, setFiltered] = useState<Filtered | null>(null);
  const key = `${attempt}:${tag}`;

  useEffect(() => {
    if (!tag) return;
    const controller = new AbortController();
    api()
      .characters.square({ page: 1, page_size: LIST_PAGE_SIZE, tag }, { signal: controller.signal })
      .then((page) => setFiltered({ key, status: 'ready', page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('character square: filter failed', error);
        setFiltered({ key, status: 'failed' });
      });
    return () => controller.abort();
  }, [tag, key, api]);

  const unfiltered: Filtered = { key: '', status: 'ready', page: initial };
  const current = tag === '' ? unfiltered : filtered?.key === key ? filtered : null;
  // While a tag loads, the previous list stays, dimmed, instead of the grid collapsing.
  const shown = current ?? filtered ?? unfiltered;
  const options = [
    { value: '', label: t('content:common.all') },
    ...initial.tags.map((option) => ({ value: option.key, label: option.label })),
  ];

  return (
    <>
      <ChipFilter
        label={t('content:partners.tagFilter')}
        options={options}
        value={tag}
        onChange={setTag}
      />
      <div className="character-square__results" aria-live="polite" aria-busy={current === null}>
        {shown.status === 'failed' ? (
          <LoadError onRetry={() => setAttempt((count) => count + 1)} />
        ) : shown.page.list.length === 0 ? (
          <EmptyState>{t('content:partners.squareEmpty')}</EmptyState>
        ) : (
          <ul className="character-grid">
            {shown.page.list.map((character) => (
              <CharacterCard key={character.id} character={character} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
