import type { Story, StoryLine, StoryScene } from '../../../../shared/api/schemas';
import { useT } from '../../../i18n/use-t';
import { AiGeneratedLabel } from '../AiGeneratedLabel';

function sceneAnchor(id: number): string {
  return `scene-${id}`;
}

function Line({ line, partnerName }: { line: StoryLine; partnerName: string }) {
  const t = useT();
  const speaker =
    line.speaker === 'narrator'
      ? t('content:partner.story.narrator')
      : line.speaker === 'user'
        ? t('content:partner.story.you')
        : line.name || partnerName;
  return (
    <li className={`story-line story-line--${line.speaker}`}>
      <span className="story-line__speaker">
        {speaker}
        {line.speaker === 'character' ? <AiGeneratedLabel /> : null}
      </span>
      <p className="story-line__text">{line.text}</p>
    </li>
  );
}

function Scene({ scene, partnerName }: { scene: StoryScene; partnerName: string }) {
  const t = useT();
  return (
    <li>
      <article id={sceneAnchor(scene.id)} className="story-scene">
        <img
          className="story-scene__background"
          src={scene.background}
          alt=""
          width={1280}
          height={720}
          loading="lazy"
        />
        <div className="story-scene__body">
          <h3 className="story-scene__title">
            {t('content:partner.story.scene', { index: scene.index, title: scene.title })}
          </h3>
          <p className="story-scene__narration">{scene.narration}</p>
          <ul className="story-dialogue">
            {scene.lines.map((line, index) => (
              <Line key={index} line={line} partnerName={partnerName} />
            ))}
          </ul>
          {scene.choices.length > 0 ? (
            <div className="story-choices">
              <p className="story-choices__label">{t('content:partner.story.choices')}</p>
              <ul>
                {scene.choices.map((choice) => (
                  <li key={choice.id}>
                    {choice.next_scene_id === null ? (
                      <span className="story-choice story-choice--end">{choice.text}</span>
                    ) : (
                      // Choices lead to their scene further down the page.
                      <a className="story-choice" href={`#${sceneAnchor(choice.next_scene_id)}`}>
                        {choice.text}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** A story: its cover and summary, then every scene with narration, dialogue and choices. */
export function StoryScenes({ story, partnerName }: { story: Story; partnerName: string }) {
  const t = useT();
  return (
    <section className="story" aria-labelledby="story-title">
      <div className="story__intro">
        <img
          className="story__cover"
          src={story.cover}
          alt=""
          width={800}
          height={450}
          fetchPriority="high"
        />
        <div>
          <h2 id="story-title" className="story__title">
            {story.title}
          </h2>
          <p className="story__summary">{story.summary}</p>
          <p className="story__meta">
            {t('content:partner.story.sceneCount', { count: story.scenes.length })}
          </p>
        </div>
      </div>
      <ol className="story__scenes">
        {story.scenes.map((scene) => (
          <Scene key={scene.id} scene={scene} partnerName={partnerName} />
        ))}
      </ol>
    </section>
  );
}
