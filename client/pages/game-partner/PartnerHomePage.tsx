import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { CharacterCard } from '../../components/content/CharacterCard';
import { SectionHeader } from '../../components/content/SectionHeader';
import { CharacterGridSkeleton, FigureStripSkeleton } from '../../components/content/Skeleton';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred, deferred } from '../../data/deferred';
import { LIST_PAGE_SIZE, loaderApi } from '../../data/loader-helpers';
import { useT } from '../../i18n/use-t';
import { CharacterSquare } from './CharacterSquare';
import { PartnerFigures } from './PartnerFigures';

/** Three independent sections, each streamed in on its own. */
export function loader(args: LoaderFunctionArgs) {
  const api = loaderApi(args);
  const options = { signal: args.request.signal };
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  return {
    official: deferred(api.characters.officialList(firstPage, options)),
    square: deferred(api.characters.square(firstPage, options)),
    figures: deferred(api.characters.figures({}, options)),
  };
}

export function Component() {
  const t = useT();
  const { official, square, figures } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="partner-home-page"
      title={t('pages.gamePartner.title')}
      description={t('pages.gamePartner.description')}
      heading={t('pages.gamePartner.heading')}
    >
      <p className="page-lead">{t('content:partners.lead')}</p>
      <section className="content-section" aria-labelledby="official-partners-title">
        <SectionHeader
          id="official-partners-title"
          title={t('content:partners.officialTitle')}
          subtitle={t('content:partners.officialSubtitle')}
        />
        <Deferred
          value={official}
          fallback={<CharacterGridSkeleton official />}
          error={<LoadError />}
        >
          {(data) => (
            <ul className="character-grid character-grid--official">
              {data.list.map((character) => (
                <CharacterCard key={character.id} character={character} />
              ))}
            </ul>
          )}
        </Deferred>
      </section>
      <section className="content-section" aria-labelledby="character-square-title">
        <SectionHeader
          id="character-square-title"
          title={t('content:partners.squareTitle')}
          subtitle={t('content:partners.squareSubtitle')}
        />
        <Deferred value={square} fallback={<CharacterGridSkeleton chips />} error={<LoadError />}>
          {(data) => <CharacterSquare initial={data} />}
        </Deferred>
      </section>
      <section className="content-section" aria-labelledby="partner-figures-title">
        <SectionHeader id="partner-figures-title" title={t('content:partners.figuresTitle')} />
        <Deferred value={figures} fallback={<FigureStripSkeleton />} error={<LoadError />}>
          {(data) => <PartnerFigures figures={data.list} />}
        </Deferred>
      </section>
    </PageFrame>
  );
}
