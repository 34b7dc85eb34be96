import { useEffect, useState } from 'react';
import type { CharacterSquare as CharacterSquarePage } from '../../../shared/api/types';
import { LIST_PAGE_SIZE } from '../../data/loader-helpers';
import { useBrowserApi } from '../../account/browser-api-client';
import { CharacterCard } from '../../components/content/CharacterCard';
import { ChipFilter } from '../../components/content/ChipFilter';
import { EmptyState } from '../../components/content/EmptyState';
import { LoadError } from '../../components/LoadError';
import { useT } from '../../i18n/use-t';

type Filtered =
  { tag: string; status: 'ready'; page: CharacterSquarePage } | { tag: string; status: 'failed' };

/**
 * The character square: every partner, filtered by tag. The unfiltered page comes from the
 * loader; choosing a tag asks the square for that tag (the server filters by its tag keys).
 */
export function CharacterSquare({ initial }: { initial: CharacterSquarePage }) {
  const t = useT();
  const api = useBrowserApi();
  const [tag, setTag] = useState('');
  const [filtered, setFiltered] = useState<Filtered | null>(null);

  useEffect(() => {
    if (!tag) return;
    const controller = new AbortController();
    api()
      .characters.square({ page: 1, page_size: LIST_PAGE_SIZE, tag }, { signal: controller.signal })
      .then((page) => setFiltered({ tag, status: 'ready', page }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('character square: filter failed', error);
        setFiltered({ tag, status: 'failed' });
      });
    return () => controller.abort();
  }, [tag, api]);

  const unfiltered: Filtered = { tag: '', status: 'ready', page: initial };
  const current = tag === '' ? unfiltered : filtered?.tag === tag ? filtered : null;
  // While a tag loads, the previous list stays, dimmed, instead of the grid collapsing.
  const shown = current ?? filtered ?? unfiltered;
  const options = [
    { value: '', label: t('content.common.all') },
    ...initial.tags.map((option) => ({ value: option.key, label: option.label })),
  ];

  return (
    <>
      <ChipFilter
        label={t('content.partners.tagFilter')}
        options={options}
        value={tag}
        onChange={setTag}
      />
      <div className="character-square__results" aria-live="polite" aria-busy={current === null}>
        {shown.status === 'failed' ? (
          <LoadError />
        ) : shown.page.list.length === 0 ? (
          <EmptyState>{t('content.partners.squareEmpty')}</EmptyState>
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
