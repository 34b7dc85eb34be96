import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';

import { DownloadEditions } from '../../components/content/DownloadEditions';
import { SectionHeader } from '../../components/content/SectionHeader';
import { HomeCharactersSkeleton } from '../../components/content/Skeleton';
import { LoadError } from '../../components/LoadError';
import { PageFrame } from '../../components/PageFrame';
import { Deferred, deferred } from '../../data/deferred';
import { loaderApi } from '../../data/loader-helpers';
import { useT } from '../../i18n/use-t';
import { HomeCharacters } from './HomeCharacters';
import { HomeFeatures } from './HomeFeatures';
import { HomeHero } from './HomeHero';

/** The characters stream in after the shell: the header and hero never wait for the API. */
export function loader(args: LoaderFunctionArgs) {
  return {
    characters: deferred(loaderApi(args).visitor.homeCharacters({ signal: args.request.signal })),
  };
}

export function Component() {
  const t = useT();
  const { characters } = useLoaderData<typeof loader>();
  return (
    <PageFrame
      className="home-page"
      title={t('pages.home.title')}
      description={t('pages.home.description')}
      heading={t('pages.home.heading')}
    >
      <HomeHero />
      <Deferred
        value={characters}
        fallback={<HomeCharactersSkeleton />}
        error={
          <div className="section-placeholder">
            <LoadError />
          </div>
        }
      >
        {(data) => <HomeCharacters data={data} />}
      </Deferred>
      <HomeFeatures />
      <section className="home-download" aria-labelledby="home-download-title">
        <SectionHeader
          id="home-download-title"
          title={t('content:downloads.title')}
          subtitle={t('content:downloads.subtitle')}
        />
        <DownloadEditions />
        <p className="home-download__requirements">{t('content:downloads.requirements')}</p>
      </section>
    </PageFrame>
  );
}
