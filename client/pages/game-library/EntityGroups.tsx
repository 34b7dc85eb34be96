import { useState } from 'react';

import type { GameEntitySummary } from '../../../shared/api/schemas';
import { ChipFilter } from '../../components/content/ChipFilter';
import { EntityCard } from '../../components/content/EntityCard';
import { useT } from '../../i18n/use-t';

/** A game's roles, items and places, filterable by type when there is more than one. */
export function EntityGroups({ entities }: { entities: readonly GameEntitySummary[] }) {
  const t = useT();
  const [type, setType] = useState('');
  const types = new Map(entities.map((entity) => [entity.type, entity.type_label]));
  const shown = type ? entities.filter((entity) => entity.type === type) : entities;
  return (
    <>
      {types.size > 1 ? (
        <ChipFilter
          label={t('content:gameDetail.typeFilter')}
          options={[
            { value: '', label: t('content:common.all') },
            ...[...types].map(([value, label]) => ({ value, label })),
          ]}
          value={type}
          onChange={setType}
        />
      ) : null}
      <ul className="entity-grid" aria-live="polite">
        {shown.map((entity) => (
          <EntityCard key={entity.id} entity={entity} />
        ))}
      </ul>
    </>
  );
}
